import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { ReservationView } from '@izlazak/contracts';
import { Modal } from '../../../components/modal';
import { PersonsStepper } from '../../../components/persons-stepper';
import { useKeptWhileClosing } from '../../../components/use-kept-while-closing';
import { guestName } from './reservation-format';
import { useMessages } from '../../../lib/locale';

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
  const t = useMessages();
  return (
    <Modal
      show={requested !== null}
      title={record?.kind === 'noShow' ? t('reservations.action.noShowOf', { name }) : t('reservations.action.arrivedOf', { name })}
      onClose={onClose}
      size="sm"
    >
      {record?.kind === 'arrival' && <ArrivalForm key={record.reservation._id} reservation={record.reservation} busy={busy} onArrived={onArrived} onClose={onClose} />}
      {record?.kind === 'noShow' && (
        <>
          <p>{t('reservations.noShow.explain', { table: record.reservation.tableName })}</p>
          <div className="d-flex justify-content-end gap-2">
            <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
              {t('reservations.cancelAction')}
            </Button>
            <Button variant="secondary" onClick={() => onNoShow(record.reservation)} disabled={busy}>
              {busy && <Spinner animation="border" size="sm" className="me-2" />}
              {t('reservations.action.noShow')}
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
  const t = useMessages();
  return (
    <form
      aria-label={t('reservations.arrival.form')}
      onSubmit={(event) => {
        event.preventDefault();
        onArrived(reservation, persons);
      }}
    >
      <PersonsStepper
        label={t('reservations.arrival.persons')}
        value={persons}
        onChange={setPersons}
        min={1}
        hint={t('reservations.arrival.reserved', { persons: reservation.persons, table: reservation.tableName })}
      />
      <div className="d-flex justify-content-end gap-2">
        <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
          {t('reservations.cancelAction')}
        </Button>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy && <Spinner animation="border" size="sm" className="me-2" />}
          {t('reservations.action.arrived')}
        </Button>
      </div>
    </form>
  );
}
