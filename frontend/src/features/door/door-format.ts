import { RESERVATION_STATUS_LABELS, formatRsd, type ReservationStatus, t } from '@izlazak/contracts';
import type { DoorGuest } from './door-night';

/** '1 osoba', '3 osobe', '5 osoba'. */
export const personsText = (count: number): string => t('persons.count', { count });

export const statusText = (status: ReservationStatus) => RESERVATION_STATUS_LABELS[status] ?? status;

/** What the door reads on a guest's row: 'Stigli 3/4', 'Potvrđeno', 'Čeka uplatu · 10.000 RSD'… */
export function doorStatusText(guest: DoorGuest): string {
  if (guest.status === 'Arrived' && guest.arrivedPersons !== null && !guest.walkIn) return `${statusText('Arrived')} ${guest.arrivedPersons}/${guest.persons}`;
  if (guest.status === 'AwaitingPayment' && guest.depositDue) return `${statusText('AwaitingPayment')} · ${formatRsd(guest.depositDue.amount)}`;
  return statusText(guest.status);
}

/** yyyy-MM-dd → dd.MM.yyyy: contracts' night clock. */
export { formatNight } from '@izlazak/contracts';
