import { cancellationCosts, type ReservationTermsView } from '@izlazak/contracts';
import type { Reservation } from './table-night';
import { belgradeInstant } from '../../events/domain/venue-night';

/**
 * The free-cancellation window counts back from the night's start the booking recorded (the event's
 * start, or the venue's opening). A reservation booked before it was recorded, or at a venue that
 * works all day or has not said its hours, counts from 20:00 in Belgrade on the night's date
 * (docs/payments.md): a fixed hour keeps the window the guest was shown whatever the hours become.
 */
export const NIGHT_STARTS_AT = '20:00';

export const defaultNightStart = (night: string) => belgradeInstant(night, NIGHT_STARTS_AT);

/** The reservation's terms with the start of its night, as every view, mail and decision reads them. */
export function termsOfNight<T extends ReservationTermsView | null | undefined>(terms: T, night: string): T {
  if (!terms || terms.nightStartsAt) return terms;
  return { ...terms, nightStartsAt: defaultNightStart(night).toISOString() };
}

/** How a reservation with a paid deposit ended without its guests. */
export type DepositEnd = 'cancelled' | 'rejected' | 'noShow';

/**
 * What becomes of a paid deposit when the reservation ends without its guests, by the terms the
 * guest accepted: rejected by the venue, or cancelled within the free window (up to
 * `freeCancelHours` before the night starts; 0 hours: no free window), it is returned; a later cancellation or a no-show
 * costs what `lateCancel` or `noShow` say. An unpaid or already settled deposit: null (no change).
 * With no moment known (a correction by the system), the guest gets it back.
 */
export function depositOutcome(reservation: Pick<Reservation, 'deposit' | 'terms' | 'night'>, end: DepositEnd, at?: string): 'refundDue' | 'kept' | null {
  if (reservation.deposit?.state !== 'paid') return null;
  const terms = reservation.terms;
  if (end === 'rejected' || !terms) return 'refundDue';
  if (end === 'noShow') return terms.noShow === 'keep' ? 'kept' : 'refundDue';
  if (at === undefined) return 'refundDue';
  return cancellationCosts(termsOfNight(terms, reservation.night), new Date(at)) === 'keep' ? 'kept' : 'refundDue';
}
