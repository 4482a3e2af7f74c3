import type { ReservationDepositView, ReservationTermsView } from '@izlazak/contracts';
import { formatAccount } from './account';
import { ipsQrText } from './ips-qr';
import { reservationPaymentReference } from './model97';
import type { TermsRule, VenueTerms } from './terms.decider';

/** The booking the terms are looked up for: the table (and its zone, the table's area), the night, the event. */
export interface TermsTarget {
  tableId: string;
  /** The table's area ('Separei'); '' when it has none. */
  area: string;
  night: string;
  eventId: string | null;
}

/**
 * How specific a rule is, when it fits at all: a table over a zone over the whole venue, and within
 * each an event over a night over every night. So table+event > table+night > table > zone+event >
 * zone+night > zone > venue+event > venue+night > the venue's default. -1: it does not fit.
 */
export function specificity(rule: TermsRule, target: TermsTarget): number {
  const sameZone = rule.zone !== null && target.area !== '' && rule.zone.toLocaleLowerCase('sr') === target.area.trim().replace(/\s+/g, ' ').toLocaleLowerCase('sr');
  const where = rule.tableId !== null ? (rule.tableId === target.tableId ? 2 : -1) : rule.zone !== null ? (sameZone ? 1 : -1) : 0;
  const when = rule.eventId !== null ? (rule.eventId === target.eventId ? 2 : -1) : rule.night !== null ? (rule.night === target.night ? 1 : -1) : 0;
  return where < 0 || when < 0 ? -1 : where * 3 + when;
}

/** The rule that applies: the most specific one that fits (no two rules share a scope, so there is one). */
export function applicableRule(terms: VenueTerms | null, target: TermsTarget): TermsRule | null {
  let best: TermsRule | null = null;
  let bestScore = -1;
  for (const rule of terms?.rules ?? []) {
    const score = specificity(rule, target);
    if (score > bestScore) {
      best = rule;
      bestScore = score;
    }
  }
  return best;
}

/** A rule as the reservation records it: its values, and the scope it came from. */
export function reservationTerms(rule: TermsRule): ReservationTermsView {
  const { zone, tableId, night, eventId, ...values } = rule;
  return { ...values, scope: { zone, tableId, night, eventId } };
}

/**
 * The deposit a rule asks of a reservation, with its payment slip: the venue's payee data, the
 * amount, the purpose with the reservation's number, the model 97 reference made from it, and the
 * NBS IPS QR code's text. Due `depositHoldMinutes` after the placement, never after the night's
 * start. Null when the rule asks none or the venue has no account (the terms cannot be saved that
 * way; old terms are not trusted).
 */
export function depositOf(terms: VenueTerms, rule: TermsRule, uniqueId: string, placedAt: string, nightStartsAt: string | null = null): ReservationDepositView | null {
  if (rule.deposit <= 0 || !terms.paymentAccount || !terms.payeeName) return null;
  const reference = reservationPaymentReference(uniqueId);
  const purpose = `${terms.paymentPurpose} ${uniqueId}`;
  const ipsQr = ipsQrText({
    payeeName: terms.payeeName,
    payeePlace: terms.payeePlace || undefined,
    payeeAccount: terms.paymentAccount,
    amount: rule.deposit,
    paymentCode: terms.paymentCode,
    purpose,
    reference,
  });
  return {
    amount: rule.deposit,
    reference,
    ipsQr,
    dueAt: depositDueAt(placedAt, terms.depositHoldMinutes, nightStartsAt),
    state: 'due',
    payeeName: terms.payeeName,
    payeePlace: terms.payeePlace,
    account: formatAccount(terms.paymentAccount),
    paymentCode: terms.paymentCode,
    purpose,
    paidAt: null,
    paidAmount: null,
  };
}

/**
 * When a deposit is due: `holdMinutes` after the placement, but by the night's start when that comes
 * sooner (booked at 02:25 for that evening's 23:00 event, the guest has until 23:00, not 02:25 the
 * night after). Booked once the night has started, the hold runs from the placement.
 */
export function depositDueAt(placedAt: string, holdMinutes: number, nightStartsAt: string | null): string {
  const held = Date.parse(placedAt) + holdMinutes * 60_000;
  const start = nightStartsAt ? Date.parse(nightStartsAt) : Number.NaN;
  const due = Number.isFinite(start) && start > Date.parse(placedAt) ? Math.min(held, start) : held;
  return new Date(due).toISOString();
}
