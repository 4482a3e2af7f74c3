/** yyyy-MM-dd → dd.MM.yyyy: contracts' night clock. */
export { formatNight } from '@izlazak/contracts';
