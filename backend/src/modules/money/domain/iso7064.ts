/** ISO 7064 MOD 97-10 lives in contracts, where the venue's form checks its account number with it. */
export { lettersAsDigits, mod97, mod97CheckDigits } from '@izlazak/contracts';
