import type { ReservationView } from '@izlazak/contracts';
import { ReservationStatusBadge } from '../../../components/reservation-status-badge';
import { formatNight, guestName } from './reservation-format';
import { Fact } from '../../../components/fact';
import { useMessages } from '../../../lib/locale';

/** A reservation as the guest's link pages show it (cancel, 'Dolazim'). */
export function ReservationFacts({ reservation }: { reservation: ReservationView }) {
  const t = useMessages();
  return (
    <dl className="reservation-facts">
      <Fact term={t('guestReservation.number')} className="font-monospace fw-bold" data-testid="reservation-unique-id">
        {reservation.uniqueId}
      </Fact>
      <Fact term={t('guestReservation.status')}>
        <ReservationStatusBadge status={reservation.status} />
      </Fact>
      <Fact term={t('guestReservation.venue')}>{reservation.club}</Fact>
      <Fact term={t('guestReservation.date')}>{formatNight(reservation.date)}</Fact>
      {(reservation.eventTitle || reservation.name) && <Fact term={t('guestReservation.event')}>{reservation.eventTitle || reservation.name}</Fact>}
      <Fact term={t('guestReservation.tableAndPersons')}>
        {reservation.tableName} / {reservation.persons}
      </Fact>
      <Fact term={t('guestReservation.name')}>{guestName(reservation)}</Fact>
    </dl>
  );
}
