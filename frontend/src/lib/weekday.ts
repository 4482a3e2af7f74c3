import { weekdayLabel, type Locale } from '@izlazak/contracts';

/** A day's name (index as Date#getDay) in the page's language. */
export const weekdayName = (dayIndex: number, locale: Locale): string => weekdayLabel(dayIndex, locale);
