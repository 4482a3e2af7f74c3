/** Scheduled on `reservation-<id>` at the deposit's `dueAt`: unpaid by then, the reservation is cancelled. */
export const DEPOSIT_EXPIRY = 'deposit-expiry';

export interface DepositExpiryPayload {
  reservationId: string;
}

export const depositExpiryStream = (reservationId: string) => `reservation-${reservationId}`;
