import type { Reservation } from './table-night.decider';
import { belgradeInstant } from '../../events/domain/venue-night';

/**
 * The free-cancellation window counts back from the night's start: 20:00 in Belgrade on the
 * night's date (docs/payments.md). A reservation does not carry its venue's opening hour, and a
 * fixed hour keeps the window the guest was shown the same whatever the venue's hours become.
 */
export const NIGHT_STARTS_AT = '20:00';

export const nightStartsAt = (night: string) => belgradeInstant(night, NIGHT_STARTS_AT);

/** How a reservation with a paid deposit ended without its guests. */
export type DepositEnd = 'cancelled' | 'rejected' | 'noShow';

/**
 * What becomes of a paid deposit when the reservation ends without its guests, by the terms the
 * guest accepted: rejected by the venue, or cancelled within the free window (up to
 * `freeCancelHours` before the night starts), it is returned; a later cancellation or a no-show
 * costs what `lateCancel` or `noShow` say. An unpaid or already settled deposit: null (no change).
 * With no moment known (a correction by the system), the guest gets it back.
 */
export function depositOutcome(reservation: Pick<Reservation, 'deposit' | 'terms' | 'night'>, end: DepositEnd, at?: string): 'refundDue' | 'kept' | null {
  if (reservation.deposit?.state !== 'paid') return null;
  const terms = reservation.terms;
  if (end === 'rejected' || !terms) return 'refundDue';
  if (end === 'noShow') return terms.noShow === 'keep' ? 'kept' : 'refundDue';
  if (at === undefined) return 'refundDue';
  const freeUntil = nightStartsAt(reservation.night).getTime() - terms.freeCancelHours * 3_600_000;
  if (Date.parse(at) <= freeUntil) return 'refundDue';
  return terms.lateCancel === 'keep' ? 'kept' : 'refundDue';
}
