import { WEEKDAYS, type Locale } from '@izlazak/contracts';

/** A day's name (index as Date#getDay) in the page's language: the site's own Serbian names, Intl's otherwise (1 January 2023 was a Sunday). */
export function weekdayName(dayIndex: number, locale: Locale): string {
  if (locale === 'sr-Latn') return WEEKDAYS[dayIndex];
  const name = new Intl.DateTimeFormat(locale === 'en' ? 'en' : 'sr-Cyrl', { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + dayIndex)));
  return name.charAt(0).toUpperCase() + name.slice(1);
}
