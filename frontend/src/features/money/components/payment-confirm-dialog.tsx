import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { PAYMENT_UNDO_MINUTES, type ReservationView } from '@izlazak/contracts';
import { Modal } from '../../../components/modal';
import { useMessages } from '../../../lib/locale';

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
  const t = useMessages();
  return (
    <Modal
      show={reservation !== null}
      title={t('money.confirm.title')}
      onClose={onCancel}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
            {t('reservations.cancelAction')}
          </Button>
          <Button variant="success" onClick={() => reservation && onConfirm(reservation)} disabled={busy}>
            {busy && <Spinner animation="border" size="sm" className="me-2" />}
            {t('money.confirm.button')}
          </Button>
        </>
      }
    >
      <p className="mb-1">{t('money.confirm.question', { amount, guest })}</p>
      {reservation && (
        <p className="text-body-secondary small mb-0">
          {t('money.confirm.details', { number: reservation.uniqueId, table: reservation.tableName, minutes: PAYMENT_UNDO_MINUTES })}
        </p>
      )}
    </Modal>
  );
}
