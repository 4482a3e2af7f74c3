/** The IPS QR code's text lives in contracts, where the tickets module makes an order's code too. */
export {
  DEFAULT_PAYMENT_CODE,
  ipsAmount,
  IpsQrError,
  ipsQrText,
  IPS_QR_LIMITS,
  IPS_QR_TAG_ORDER,
  MAX_AMOUNT_PARA,
  validateIpsQrText,
  type IpsQrViolation,
  type PaymentSlip,
  type PaymentSlipField,
} from '@izlazak/contracts';
