import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { ReservationView } from '@izlazak/contracts';
import { Modal } from '../../../components/modal';
import { PersonsStepper } from '../../../components/persons-stepper';
import { useKeptWhileClosing } from '../../../components/use-kept-while-closing';
import { guestName } from './reservation-format';

/** What the list records at the door: 'Stigli' with how many came, or 'Nisu došli'. */
export type DoorRecord = { kind: 'arrival'; reservation: ReservationView } | { kind: 'noShow'; reservation: ReservationView };

interface DoorRecordModalProps {
  record: DoorRecord | null;
  busy: boolean;
  onArrived: (reservation: ReservationView, persons: number) => void;
  onNoShow: (reservation: ReservationView) => void;
  onClose: () => void;
}

/** 'Stigli' asks how many came (the reserved number to start with); 'Nisu došli' asks once, as the table is freed at once. */
export function DoorRecordModal({ record: requested, busy, onArrived, onNoShow, onClose }: DoorRecordModalProps) {
  const record = useKeptWhileClosing(requested !== null, requested);
  const reservation = record?.reservation;
  const name = reservation ? guestName(reservation) : '';
  return (
    <Modal show={requested !== null} title={record?.kind === 'noShow' ? `Nisu došli: ${name}` : `Stigli: ${name}`} onClose={onClose} size="sm">
      {record?.kind === 'arrival' && <ArrivalForm key={record.reservation._id} reservation={record.reservation} busy={busy} onArrived={onArrived} onClose={onClose} />}
      {record?.kind === 'noShow' && (
        <>
          <p>
            Gosti sa rezervacijom za sto <strong>{record.reservation.tableName}</strong> nisu došli: sto je odmah slobodan za druge goste.
          </p>
          <div className="d-flex justify-content-end gap-2">
            <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
              Odustani
            </Button>
            <Button variant="secondary" onClick={() => onNoShow(record.reservation)} disabled={busy}>
              {busy && <Spinner animation="border" size="sm" className="me-2" />}
              Nisu došli
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}

function ArrivalForm({
  reservation,
  busy,
  onArrived,
  onClose,
}: {
  reservation: ReservationView;
  busy: boolean;
  onArrived: DoorRecordModalProps['onArrived'];
  onClose: () => void;
}) {
  const [persons, setPersons] = useState(reservation.persons);
  return (
    <form
      aria-label="Dolazak gostiju"
      onSubmit={(event) => {
        event.preventDefault();
        onArrived(reservation, persons);
      }}
    >
      <PersonsStepper label="Broj osoba" value={persons} onChange={setPersons} min={1} hint={`Rezervisano: ${reservation.persons} · sto ${reservation.tableName}`} />
      <div className="d-flex justify-content-end gap-2">
        <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
          Odustani
        </Button>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy && <Spinner animation="border" size="sm" className="me-2" />}
          Stigli
        </Button>
      </div>
    </form>
  );
}
