import { formatBelgradeDateTime } from '../belgrade-clock';
import { t } from '../i18n/format';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import type { DepositState, ReservationTermsView } from '../schemas/money.schema';

/**
 * The terms of a table as the guest reads them, the same on the booking form, the reservation's
 * page and in every mail (docs/payments.md): what the table costs, and what cancelling costs.
 */
export interface TermsText {
  /** 'minimalna potrošnja 20.000 RSD', 'paket: Flaša + 4 energetska pića', 'depozit 10.000 RSD'; empty when the table asks nothing. */
  conditions: string[];
  /** What happens to the deposit on a cancellation and a no-show, or null without a deposit. */
  cancellation: string | null;
}

type CancelTerms = Pick<ReservationTermsView, 'freeCancelHours' | 'lateCancel' | 'nightStartsAt'>;

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').slice(0, 200);

/** How Intl writes numbers in each language: 10.000 in Serbian, 10,000 in English. */
const NUMBER_LOCALE: Record<Locale, string> = { 'sr-Latn': 'sr-RS', 'sr-Cyrl': 'sr-RS', en: 'en' };

/**
 * 10.000 RSD, 1.500,50 RSD (10,000 RSD in English): an amount as the guest reads it in `locale`;
 * with `cents`, always two decimals (10.000,00 RSD), as a payment slip writes it.
 */
export function formatAmount(amount: number, locale: Locale = DEFAULT_LOCALE, { cents = false } = {}): string {
  const decimals = cents || !Number.isInteger(amount) ? 2 : 0;
  return `${amount.toLocaleString(NUMBER_LOCALE[locale], { minimumFractionDigits: decimals, maximumFractionDigits: 2 })} RSD`;
}

/**
 * Until when cancelling returns the deposit: `freeCancelHours` before the night's start. Null when
 * the terms give no free window (0 hours) or the night's start is not known.
 */
export function freeCancelUntil(terms: CancelTerms): Date | null {
  const start = terms.nightStartsAt ? Date.parse(terms.nightStartsAt) : Number.NaN;
  if (terms.freeCancelHours <= 0 || !Number.isFinite(start)) return null;
  return new Date(start - terms.freeCancelHours * 3_600_000);
}

/** Whether a cancellation at `at` keeps the deposit or returns it, by the terms: free up to and including the deadline's minute. */
export function cancellationCosts(terms: CancelTerms, at: Date): 'keep' | 'refund' {
  const until = freeCancelUntil(terms);
  if (until && at.getTime() <= until.getTime()) return 'refund';
  return terms.lateCancel;
}

/**
 * What cancelling costs, read at `at` for the booked night: the concrete deadline while it is still
 * ahead, what a cancellation costs now once it has passed. Without a moment or a known start, the
 * venue's general rule.
 */
function cancellationRule(terms: ReservationTermsView, at: Date | undefined, locale: Locale): string {
  const hours = terms.freeCancelHours;
  const late = terms.lateCancel;
  const until = freeCancelUntil(terms);
  if (!until || !at) return hours > 0 ? t('terms.rule.hours', { hours, late }, locale) : t('terms.rule.noFreeCancel', { late }, locale);
  const deadline = formatBelgradeDateTime(until);
  return t(at.getTime() <= until.getTime() ? 'terms.rule.until' : 'terms.rule.passed', { deadline, hours, late }, locale);
}

/**
 * The terms as the guest reads them; with `at` (the moment they are shown) for the booked night, the
 * free cancellation is the concrete deadline, or says it has passed. Without `at`: the general rule,
 * as the venue's settings state it.
 */
export function termsText(terms: ReservationTermsView | null | undefined, at?: Date, locale: Locale = DEFAULT_LOCALE): TermsText {
  if (!terms) return { conditions: [], cancellation: null };
  const conditions = [
    terms.minimumSpend > 0 ? t('terms.minimumSpend', { amount: formatAmount(terms.minimumSpend, locale) }, locale) : '',
    terms.package ? t('terms.package', { package: oneLine(terms.package) }, locale) : '',
    terms.deposit > 0 ? t('terms.deposit', { amount: formatAmount(terms.deposit, locale) }, locale) : '',
  ].filter(Boolean);
  if (terms.deposit <= 0) return { conditions, cancellation: null };
  return { conditions, cancellation: `${cancellationRule(terms, at, locale)} ${t('terms.noShow', { noShow: terms.noShow }, locale)}` };
}

/** What the cancel page needs of a reservation to say what becomes of its deposit. */
export interface CancellingReservation {
  terms: ReservationTermsView | null;
  deposit: { amount: number; state: DepositState; paidAmount: number | null } | null;
}

/**
 * What cancelling at `at` does to the guest's deposit, said before they confirm: nothing owed when
 * it is unpaid, else returned within the free window (or by a venue that returns late ones too),
 * else it stays with the venue. Null when the reservation asks no deposit.
 */
export function depositOnCancelText(reservation: CancellingReservation, at: Date, locale: Locale = DEFAULT_LOCALE): string | null {
  const { terms, deposit } = reservation;
  if (!deposit || !terms || deposit.amount <= 0) return null;
  if (deposit.state !== 'paid') return t('terms.onCancel.unpaid', { amount: formatAmount(deposit.amount, locale) }, locale);
  const amount = formatAmount(deposit.paidAmount ?? deposit.amount, locale);
  const until = freeCancelUntil(terms);
  if (until && at.getTime() <= until.getTime()) return t('terms.onCancel.inTime', { amount, deadline: formatBelgradeDateTime(until) }, locale);
  const why = until ? t('terms.onCancel.deadlinePassed', { deadline: formatBelgradeDateTime(until) }, locale) : t('terms.onCancel.noFreeCancel', {}, locale);
  return t(terms.lateCancel === 'refund' ? 'terms.onCancel.lateRefund' : 'terms.onCancel.lateKeep', { amount, why }, locale);
}

/**
 * What became of the deposit once the guest cancelled, from its state after the cancellation:
 * returned, kept, or nothing owed. Null without a deposit or a state that says neither.
 */
export function depositAfterCancelText(reservation: CancellingReservation, locale: Locale = DEFAULT_LOCALE): string | null {
  const { deposit } = reservation;
  if (!deposit || deposit.amount <= 0) return null;
  const amount = formatAmount(deposit.paidAmount ?? deposit.amount, locale);
  if (deposit.state === 'refundDue') return t('terms.afterCancel.refundDue', { amount }, locale);
  if (deposit.state === 'refunded') return t('terms.afterCancel.refunded', { amount }, locale);
  if (deposit.state === 'kept') return t('terms.afterCancel.kept', { amount }, locale);
  if (deposit.state === 'due' || deposit.state === 'expired') return t('terms.afterCancel.unpaid', {}, locale);
  return null;
}
