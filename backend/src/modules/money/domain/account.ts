/** The account number's check lives in contracts, where the venue's settings form reads it too. */
export { ACCOUNT_EXAMPLE, accountCheckDigits, checkAccount, formatAccount, isValidAccount, normaliseAccount, type AccountCheck } from '@izlazak/contracts';
