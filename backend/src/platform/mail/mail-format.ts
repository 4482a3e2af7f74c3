import type { Locale } from '@izlazak/contracts';

/** The tag amounts are formatted with: Serbian in either script writes 1.250,50, English 1,250.50. */
const NUMBER_LOCALE: Record<Locale, string> = { 'sr-Latn': 'sr-Latn-RS', 'sr-Cyrl': 'sr-Cyrl-RS', en: 'en' };

/** An amount in RSD as `locale` writes it: whole dinars without decimals unless `cents` ('350 RSD', '10.000,00 RSD'). */
export function mailRsd(amount: number, locale: Locale, { cents = false } = {}): string {
  const decimals = cents || !Number.isInteger(amount) ? 2 : 0;
  return `${new Intl.NumberFormat(NUMBER_LOCALE[locale], { minimumFractionDigits: decimals, maximumFractionDigits: 2 }).format(amount)} RSD`;
}
