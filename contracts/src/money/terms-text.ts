import { formatBelgradeDateTime } from '../belgrade-clock';
import { formatRsd } from '../schemas/menu.schema';
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
const depositIs = (outcome: 'keep' | 'refund') => (outcome === 'keep' ? 'zadržava' : 'vraća');

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
function cancellationRule(terms: ReservationTermsView, at: Date | undefined): string {
  const hours = terms.freeCancelHours;
  const until = freeCancelUntil(terms);
  if (!until || !at) {
    return hours > 0
      ? `Besplatno otkazivanje do ${hours} h pre početka noći; posle toga depozit se ${depositIs(terms.lateCancel)}.`
      : `Kod otkazivanja depozit se ${depositIs(terms.lateCancel)}.`;
  }
  const deadline = formatBelgradeDateTime(until);
  if (at.getTime() <= until.getTime()) {
    return `Besplatno otkazivanje do ${deadline} (${hours} h pre početka noći); posle toga depozit se ${depositIs(terms.lateCancel)}.`;
  }
  return `Rok za besplatno otkazivanje istekao je ${deadline} (${hours} h pre početka noći); ako sada otkažete, depozit se ${depositIs(terms.lateCancel)}.`;
}

/**
 * The terms as the guest reads them; with `at` (the moment they are shown) for the booked night, the
 * free cancellation is the concrete deadline, or says it has passed. Without `at`: the general rule,
 * as the venue's settings state it.
 */
export function termsText(terms: ReservationTermsView | null | undefined, at?: Date): TermsText {
  if (!terms) return { conditions: [], cancellation: null };
  const conditions = [
    terms.minimumSpend > 0 ? `minimalna potrošnja ${formatRsd(terms.minimumSpend)}` : '',
    terms.package ? `paket: ${oneLine(terms.package)}` : '',
    terms.deposit > 0 ? `depozit ${formatRsd(terms.deposit)}` : '',
  ].filter(Boolean);
  if (terms.deposit <= 0) return { conditions, cancellation: null };
  return { conditions, cancellation: `${cancellationRule(terms, at)} Ako ne dođete, depozit se ${depositIs(terms.noShow)}.` };
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
export function depositOnCancelText(reservation: CancellingReservation, at: Date): string | null {
  const { terms, deposit } = reservation;
  if (!deposit || !terms || deposit.amount <= 0) return null;
  if (deposit.state !== 'paid') return `Depozit od ${formatRsd(deposit.amount)} niste uplatili, pa otkazivanjem ništa ne dugujete.`;
  const amount = formatRsd(deposit.paidAmount ?? deposit.amount);
  const until = freeCancelUntil(terms);
  if (until && at.getTime() <= until.getTime()) {
    return `Depozit od ${amount} vam se vraća: otkazujete u roku za besplatno otkazivanje (do ${formatBelgradeDateTime(until)}).`;
  }
  const why = until ? `rok za besplatno otkazivanje istekao je ${formatBelgradeDateTime(until)}` : 'uslovi ne predviđaju besplatno otkazivanje';
  return terms.lateCancel === 'refund'
    ? `Depozit od ${amount} vam se vraća: ${why}, ali po uslovima objekta depozit se vraća i kod kasnog otkazivanja.`
    : `Depozit od ${amount} ostaje objektu: ${why}, a po uslovima koje ste prihvatili kod kasnog otkazivanja depozit se zadržava.`;
}

/**
 * What became of the deposit once the guest cancelled, from its state after the cancellation:
 * returned, kept, or nothing owed. Null without a deposit or a state that says neither.
 */
export function depositAfterCancelText(reservation: CancellingReservation): string | null {
  const { deposit } = reservation;
  if (!deposit || deposit.amount <= 0) return null;
  const amount = formatRsd(deposit.paidAmount ?? deposit.amount);
  if (deposit.state === 'refundDue') return `Depozit od ${amount} vam se vraća; objekat će vam javiti kada ga uplati nazad.`;
  if (deposit.state === 'refunded') return `Objekat vam je vratio depozit od ${amount}.`;
  if (deposit.state === 'kept') return `Depozit od ${amount} ostaje objektu, po uslovima kasnog otkazivanja koje ste prihvatili.`;
  if (deposit.state === 'due' || deposit.state === 'expired') return 'Depozit niste uplatili, pa ništa ne dugujete.';
  return null;
}
