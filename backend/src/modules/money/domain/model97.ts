/** Model 97 references live in contracts, where the tickets module makes an order's reference too. */
export {
  compactReference,
  isValidModel97,
  model97CheckDigits,
  model97Reference,
  MODEL_97,
  REFERENCE_MAX_LENGTH,
  reservationPaymentReference,
  uniqueIdOfPaymentReference,
} from '@izlazak/contracts';
