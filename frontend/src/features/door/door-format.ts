import { DEFAULT_LOCALE, formatRsd, t, type Locale } from '@izlazak/contracts';
import { statusText } from '../../components/reservation-status-text';
import type { DoorGuest } from './door-night';

/** '1 osoba', '3 osobe', '5 osoba'. */
export const personsText = (count: number, locale: Locale = DEFAULT_LOCALE): string => t('persons.count', { count }, locale);

/** What the door reads on a guest's row: 'Stigli 3/4', 'Potvrđeno', 'Čeka uplatu · 10.000 RSD'… */
export function doorStatusText(guest: DoorGuest, locale: Locale = DEFAULT_LOCALE): string {
  if (guest.status === 'Arrived' && guest.arrivedPersons !== null && !guest.walkIn) return `${statusText('Arrived', locale)} ${guest.arrivedPersons}/${guest.persons}`;
  if (guest.status === 'AwaitingPayment' && guest.depositDue) return `${statusText('AwaitingPayment', locale)} · ${formatRsd(guest.depositDue.amount)}`;
  return statusText(guest.status, locale);
}

/** yyyy-MM-dd → dd.MM.yyyy: contracts' night clock. */
export { formatNight } from '@izlazak/contracts';
