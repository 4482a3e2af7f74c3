import { WEEKDAYS, type EventView } from '@izlazak/contracts';

/** yyyy-MM-dd → dd.MM.yyyy: contracts' night clock. */
export { formatNight } from '@izlazak/contracts';

/** dd.MM.yyyy (or yyyy-MM-dd) → yyyy-MM-dd, or '' when it is not a date. */
export function nightFromInput(text: string): string {
  const serbian = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\.?$/.exec(text.trim());
  if (serbian) return `${serbian[3]}-${serbian[2].padStart(2, '0')}-${serbian[1].padStart(2, '0')}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? text.trim() : '';
}

export const weekdayName = (event: Pick<EventView, 'dayOfTheWeek'>) => WEEKDAYS[event.dayOfTheWeek] ?? '';

export function timeLabel(event: Pick<EventView, 'startTime' | 'endTime'>): string {
  return event.endTime ? `${event.startTime} – ${event.endTime}` : `od ${event.startTime}`;
}

/** '1500.50' → '1500,50 RSD'; a free event says so rather than '0 RSD'. */
export const priceLabel = (price: string) => (price.trim() !== '' && Number(price) === 0 ? 'Besplatan ulaz' : `${price.replace('.', ',')} RSD`);

/** The address every event has: opens its detail. */
export const eventPath = (eventId: string) => `/event/${encodeURIComponent(eventId)}`;
