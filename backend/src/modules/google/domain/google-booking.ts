import { createHash } from 'node:crypto';
import { RESERVATION_MESSAGES, type ReservationStatus } from '@izlazak/contracts';

/** The one service every venue offers Google: a table for a night. */
export const GOOGLE_SERVICE_ID = 'table';

/** Google's BookingStatus (Actions Center booking server v3). */
export type GoogleBookingStatus = 'CONFIRMED' | 'PENDING_MERCHANT_CONFIRMATION' | 'CANCELED' | 'NO_SHOW' | 'DECLINED_BY_MERCHANT' | 'FAILED';

/** Google's BookingFailure.Cause values this server answers. */
export type GoogleFailureCause = 'SLOT_UNAVAILABLE' | 'SLOT_ALREADY_BOOKED_BY_USER' | 'BOOKING_ALREADY_CANCELLED' | 'BOOKING_NOT_CANCELLABLE' | 'CAUSE_UNSPECIFIED';

export type ConfirmationMode = 'CONFIRMATION_MODE_SYNCHRONOUS' | 'CONFIRMATION_MODE_ASYNCHRONOUS';

/** A venue that confirms by hand books asynchronously: Google shows the guest "pending" until it answers. */
export const confirmationModeOf = (confirmsByHand: boolean): ConfirmationMode => (confirmsByHand ? 'CONFIRMATION_MODE_ASYNCHRONOUS' : 'CONFIRMATION_MODE_SYNCHRONOUS');

/** How Google reads our reservation statuses; a deleted reservation is cancelled for the guest. */
export function googleStatusOf(status: ReservationStatus, deleted = false): GoogleBookingStatus {
  if (deleted) return 'CANCELED';
  switch (status) {
    case 'Pending':
    case 'AwaitingPayment':
      return 'PENDING_MERCHANT_CONFIRMATION';
    case 'Complete':
    case 'Arrived':
      return 'CONFIRMED';
    case 'Rejected':
      return 'DECLINED_BY_MERCHANT';
    case 'Cancelled':
      return 'CANCELED';
    case 'NoShow':
      return 'NO_SHOW';
  }
}

/**
 * Google retries a CreateBooking with the same `idempotency_token`: the booking's id (and the
 * reservation's) is derived from it, so every retry names the same reservation.
 */
export function bookingIdOf(idempotencyToken: string): string {
  const hex = createHash('sha256').update(`google-booking:${idempotencyToken}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Why a cancellation is refused: already cancelled, or no longer the guest's to cancel. */
export function cancellationFailureCause(status: ReservationStatus, deleted: boolean): GoogleFailureCause | null {
  if (deleted || status === 'Cancelled') return 'BOOKING_ALREADY_CANCELLED';
  if (status === 'Pending' || status === 'Complete' || status === 'AwaitingPayment') return null;
  return 'BOOKING_NOT_CANCELLABLE';
}

/** The messages of a placement that another table might still take (the table was taken meanwhile). */
export const triesAnotherTable = (said: string) => said === RESERVATION_MESSAGES.tableTaken;
