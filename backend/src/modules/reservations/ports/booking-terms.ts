import type { ReservationDepositView, ReservationTermsView } from '@izlazak/contracts';

/** The booking a placement asks the terms of. */
export interface TermsBooking {
  clubId: string;
  tableId: string;
  night: string;
  eventId: string | null;
  /** The reservation's number: the deposit's model 97 reference is made from it. */
  uniqueId: string;
  /** ISO instant of the placement: the deposit is due `depositHoldMinutes` after it… */
  placedAt: string;
  /** …but no later than the night's start (the event's, or the venue's opening), when it is still to come. */
  nightStartsAt?: string | null;
  /** The placement's `performance.now()` from before it read anything: read models as of then will do. */
  readModelsSince?: number;
}

/** What the guest accepts with the booking: the terms as they are now, and the deposit they ask (state `due`). */
export interface AcceptedTerms {
  terms: ReservationTermsView;
  deposit: ReservationDepositView | null;
}

/**
 * What a placement needs from money, which sits above reservations: the venue's terms that apply to
 * the table and night (the most specific rule wins, docs/payments.md), with the deposit's payment
 * slip when they ask one. Null when the venue set no terms that fit. The money feature implements it
 * (its manifest's `ports`).
 */
export interface BookingTerms {
  termsFor(booking: TermsBooking): Promise<AcceptedTerms | null>;
}

export const BOOKING_TERMS = Symbol('BookingTerms');
