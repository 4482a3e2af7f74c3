import { PAYMENT_UNDO_MINUTES, type ReservationView } from '@izlazak/contracts';
import { ActionConfirmDialog } from '../../../components/confirm-dialog';
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
    <ActionConfirmDialog
      show={reservation !== null}
      title={t('money.confirm.title')}
      confirmLabel={t('money.confirm.button')}
      variant="success"
      busy={busy}
      onConfirm={() => reservation && onConfirm(reservation)}
      onCancel={onCancel}
    >
      <p className="mb-1">{t('money.confirm.question', { amount, guest })}</p>
      {reservation && (
        <p className="text-body-secondary small mb-0">
          {t('money.confirm.details', { number: reservation.uniqueId, table: reservation.tableName, minutes: PAYMENT_UNDO_MINUTES })}
        </p>
      )}
    </ActionConfirmDialog>
  );
}
