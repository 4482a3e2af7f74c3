import { optional } from 'superstruct';
import { define } from '../json-schema';
import { LOCALES, type Locale } from './locales';

/**
 * `locale` of a booking, a waitlist join or a privacy request: the language of the page it was made
 * on, which every mail about it is written in (docs/i18n.md). Left out, it is sr-Latn; a value that
 * names no language of Izlazak is refused, so an integrator learns of a typo at once.
 */
export const madeInLocale = optional(
  define<Locale>(
    'locale',
    { type: 'string', enum: [...LOCALES], description: 'Jezik mejlova o zahtevu (sr-Latn kada nije dat).' },
    (value) => (LOCALES as readonly unknown[]).includes(value) || `Jezik mora biti ${LOCALES.join(', ')}`,
  ),
);
