/** Scheduled on `reservation-<id>` at a hand-recorded payment's `undoableUntil`: not undone by then, it stands. */
export const PAYMENT_SETTLING = 'deposit-payment-settling';

export interface PaymentSettlingPayload {
  reservationId: string;
}
