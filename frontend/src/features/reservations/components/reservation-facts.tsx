import type { ReservationView } from '@izlazak/contracts';
import { ReservationStatusBadge } from '../../../components/reservation-status-badge';
import { formatNight, guestName } from './reservation-format';
import { Fact } from '../../../components/fact';

/** A reservation as the guest's link pages show it (cancel, 'Dolazim'). */
export function ReservationFacts({ reservation }: { reservation: ReservationView }) {
  return (
    <dl className="reservation-facts">
      <Fact term="Broj rezervacije" className="font-monospace fw-bold" data-testid="reservation-unique-id">
        {reservation.uniqueId}
      </Fact>
      <Fact term="Status">
        <ReservationStatusBadge status={reservation.status} />
      </Fact>
      <Fact term="Objekat">{reservation.club}</Fact>
      <Fact term="Datum">{formatNight(reservation.date)}</Fact>
      {(reservation.eventTitle || reservation.name) && <Fact term="Događaj">{reservation.eventTitle || reservation.name}</Fact>}
      <Fact term="Sto / osoba">
        {reservation.tableName} / {reservation.persons}
      </Fact>
      <Fact term="Na ime">{guestName(reservation)}</Fact>
    </dl>
  );
}
