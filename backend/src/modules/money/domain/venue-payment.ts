import type { VenueDetails } from '../../venues/domain/venue.events';
import type { VenueTerms } from './terms.decider';

/**
 * Where guests pay deposits: the venue's settings hold it (`paymentAccount`, `payeeName`,
 * `payeePlace`, `depositHoldMinutes`), the terms the rest of the slip (payment code, purpose).
 * Only what the settings ever set is here: a venue that set them with its terms, before they were
 * venue settings, keeps those until it sets them in its settings.
 */
export interface VenuePayment {
  paymentAccount?: string | null;
  payeeName?: string;
  payeePlace?: string;
  depositHoldMinutes?: number;
}

export function venuePaymentOf(details: VenueDetails): VenuePayment {
  const payment: VenuePayment = {};
  if (details.paymentAccount !== undefined) payment.paymentAccount = details.paymentAccount || null;
  if (details.payeeName !== undefined) payment.payeeName = details.payeeName;
  if (details.payeePlace !== undefined) payment.payeePlace = details.payeePlace;
  if (details.depositHoldMinutes !== undefined) payment.depositHoldMinutes = details.depositHoldMinutes;
  return payment;
}

export const withVenuePayment = (terms: VenueTerms, payment: VenuePayment): VenueTerms => ({ ...terms, ...payment });
