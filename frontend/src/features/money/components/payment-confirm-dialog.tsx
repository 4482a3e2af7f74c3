import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { PAYMENT_UNDO_MINUTES, type ReservationView } from '@izlazak/contracts';
import { Modal } from '../../../components/modal';

interface PaymentConfirmDialogProps {
  /** The reservation whose deposit is being marked received; null: closed. */
  reservation: ReservationView | null;
  /** '10.000 RSD'. */
  amount: string;
  busy: boolean;
  onConfirm: (reservation: ReservationView) => void;
  onCancel: () => void;
}

/** 'Uplata primljena' names what is being recorded, for whom, before it is. */
export function PaymentConfirmDialog({ reservation, amount, busy, onConfirm, onCancel }: PaymentConfirmDialogProps) {
  const guest = reservation ? `${reservation.firstName} ${reservation.lastName}`.trim() : '';
  return (
    <Modal
      show={reservation !== null}
      title="Potvrda uplate"
      onClose={onCancel}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
            Odustani
          </Button>
          <Button variant="success" onClick={() => reservation && onConfirm(reservation)} disabled={busy}>
            {busy && <Spinner animation="border" size="sm" className="me-2" />}
            Potvrdi uplatu
          </Button>
        </>
      }
    >
      <p className="mb-1">
        Potvrdite uplatu {amount} — {guest}?
      </p>
      {reservation && (
        <p className="text-body-secondary small mb-0">
          Rezervacija {reservation.uniqueId}, {reservation.tableName}. Uplatu možete poništiti u narednih {PAYMENT_UNDO_MINUTES} minuta; gost dobija potvrdu mejlom kada taj rok
          prođe.
        </p>
      )}
    </Modal>
  );
}
