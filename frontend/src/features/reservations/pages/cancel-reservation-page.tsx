import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { depositAfterCancelText, depositOnCancelText, type ReservationView } from '@izlazak/contracts';
import { useCancelReservationByTokenMutation } from '../api';
import { cancellable } from '../components/reservation-format';
import { ReservationLinkPage } from '../components/reservation-link-page';
import { useLocale, useMessages } from '../../../lib/locale';

/** /reservation/cancel?token=…: the cancel link from the guest's mails ('Otkaži' in the reminder too). */
export function CancelReservationPage() {
  const t = useMessages();
  return (
    <ReservationLinkPage title={t('guestReservation.cancel.title')} badLink={t('guestReservation.cancel.badLink')} testId="cancel-reservation">
      {(reservation, token) => <Cancel reservation={reservation} token={token} />}
    </ReservationLinkPage>
  );
}

function Cancel({ reservation, token }: { reservation: ReservationView; token: string }) {
  const [cancel, cancelling] = useCancelReservationByTokenMutation();
  const t = useMessages();
  const locale = useLocale();
  if (reservation.status === 'Cancelled') {
    // The cancellation's own answer already says what became of the deposit; the page's read may come a moment later.
    const deposit = depositAfterCancelText(cancelling.data ?? reservation, locale);
    return (
      <Alert variant="success" className="mb-0 mt-3" role="status">
        {cancelling.isSuccess ? t('guestReservation.cancel.done') : t('guestReservation.cancelled')}
        {deposit && (
          <span className="d-block mt-2" data-testid="deposit-outcome">
            {deposit}
          </span>
        )}
      </Alert>
    );
  }
  if (!cancellable(reservation)) {
    return (
      <Alert variant="secondary" className="mb-0 mt-3">
        {t('guestReservation.cancel.tooLate')}
      </Alert>
    );
  }
  const deposit = depositOnCancelText(reservation, new Date(), locale);
  return (
    <div className="mt-3">
      {deposit && (
        <p className="fw-semibold" data-testid="deposit-outcome">
          {deposit}
        </p>
      )}
      <p className="text-body-secondary small">{t('guestReservation.cancel.note')}</p>
      <Button variant="danger" onClick={() => void cancel(token)} disabled={cancelling.isLoading}>
        {cancelling.isLoading && <Spinner animation="border" size="sm" className="me-2" />}
        {t('guestReservation.cancel.confirm')}
      </Button>
    </div>
  );
}
