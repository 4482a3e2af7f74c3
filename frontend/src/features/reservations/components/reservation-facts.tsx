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
      <Fact term={t('reservations.fact.number')} className="font-monospace fw-bold" data-testid="reservation-unique-id">
        {reservation.uniqueId}
      </Fact>
      <Fact term={t('reservations.fact.status')}>
        <ReservationStatusBadge status={reservation.status} />
      </Fact>
      <Fact term={t('reservations.fact.venue')}>{reservation.club}</Fact>
      <Fact term={t('reservations.fact.date')}>{formatNight(reservation.date)}</Fact>
      {(reservation.eventTitle || reservation.name) && <Fact term={t('reservations.fact.event')}>{reservation.eventTitle || reservation.name}</Fact>}
      <Fact term={t('reservations.fact.tablePersons')}>
        {reservation.tableName} / {reservation.persons}
      </Fact>
      <Fact term={t('reservations.fact.name')}>{guestName(reservation)}</Fact>
    </dl>
  );
}
