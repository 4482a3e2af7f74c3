import { DEFAULT_LOCALE, t, type EventView, type Locale } from '@izlazak/contracts';
import { weekdayName as dayName } from '../../../lib/weekday';

/** yyyy-MM-dd → dd.MM.yyyy: contracts' night clock. */
export { formatNight } from '@izlazak/contracts';

/** dd.MM.yyyy (or yyyy-MM-dd) → yyyy-MM-dd, or '' when it is not a date. */
export function nightFromInput(text: string): string {
  const serbian = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\.?$/.exec(text.trim());
  if (serbian) return `${serbian[3]}-${serbian[2].padStart(2, '0')}-${serbian[1].padStart(2, '0')}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? text.trim() : '';
}

export const weekdayName = (event: Pick<EventView, 'dayOfTheWeek'>, locale: Locale = DEFAULT_LOCALE) =>
  event.dayOfTheWeek >= 0 && event.dayOfTheWeek <= 6 ? dayName(event.dayOfTheWeek, locale) : '';

export function timeLabel(event: Pick<EventView, 'startTime' | 'endTime'>, locale: Locale = DEFAULT_LOCALE): string {
  return event.endTime ? `${event.startTime} – ${event.endTime}` : t('event.from', { time: event.startTime }, locale);
}

/** '1500.50' → '1500,50 RSD'; a free event says so rather than '0 RSD'. */
export const priceLabel = (price: string, locale: Locale = DEFAULT_LOCALE) =>
  price.trim() !== '' && Number(price) === 0 ? t('event.free', {}, locale) : `${locale === 'en' ? price : price.replace('.', ',')} RSD`;

/** The address every event has: opens its detail. */
export const eventPath = (eventId: string) => `/event/${encodeURIComponent(eventId)}`;
