import type { ReservationView } from '@izlazak/contracts';
import { ReservationStatusBadge } from '../../../components/reservation-status-badge';
import { formatNight, guestName } from './reservation-format';

/** A reservation as the guest's link pages show it (cancel, 'Dolazim'). */
export function ReservationFacts({ reservation }: { reservation: ReservationView }) {
  return (
    <dl className="reservation-facts">
      <div>
        <dt>Broj rezervacije</dt>
        <dd className="font-monospace fw-bold" data-testid="reservation-unique-id">
          {reservation.uniqueId}
        </dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>
          <ReservationStatusBadge status={reservation.status} />
        </dd>
      </div>
      <div>
        <dt>Objekat</dt>
        <dd>{reservation.club}</dd>
      </div>
      <div>
        <dt>Datum</dt>
        <dd>{formatNight(reservation.date)}</dd>
      </div>
      {(reservation.eventTitle || reservation.name) && (
        <div>
          <dt>Događaj</dt>
          <dd>{reservation.eventTitle || reservation.name}</dd>
        </div>
      )}
      <div>
        <dt>Sto / osoba</dt>
        <dd>
          {reservation.tableName} / {reservation.persons}
        </dd>
      </div>
      <div>
        <dt>Na ime</dt>
        <dd>{guestName(reservation)}</dd>
      </div>
    </dl>
  );
}
