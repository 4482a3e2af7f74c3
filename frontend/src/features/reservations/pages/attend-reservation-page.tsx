import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { ReservationView } from '@izlazak/contracts';
import { useAttendReservationByTokenMutation } from '../api';
import { ReservationLinkPage } from '../components/reservation-link-page';
import { useMessages } from '../../../lib/locale';

/** /reservation/attend?token=…: 'Dolazim' from the night's reminder. */
export function AttendReservationPage() {
  const t = useMessages();
  return (
    <ReservationLinkPage title={t('guestReservation.attend.title')} badLink={t('guestReservation.attend.badLink')} testId="attend-reservation">
      {(reservation, token) => <Attend reservation={reservation} token={token} />}
    </ReservationLinkPage>
  );
}

function Attend({ reservation, token }: { reservation: ReservationView; token: string }) {
  const [attend, attending] = useAttendReservationByTokenMutation();
  const t = useMessages();
  if (reservation.attendance === 'confirmed') {
    return (
      <Alert variant="success" className="mb-0 mt-3" role="status">
        {t('guestReservation.attend.done')}
      </Alert>
    );
  }
  if (reservation.status !== 'Complete') {
    return (
      <Alert variant="secondary" className="mb-0 mt-3">
        {reservation.status === 'Cancelled' ? t('guestReservation.cancelled') : t('guestReservation.attend.tooLate')}
      </Alert>
    );
  }
  return (
    <div className="mt-3">
      <p className="text-body-secondary small">{t('guestReservation.attend.note')}</p>
      <Button variant="primary" onClick={() => void attend(token)} disabled={attending.isLoading}>
        {attending.isLoading && <Spinner animation="border" size="sm" className="me-2" />}
        {t('guestReservation.attend.confirm')}
      </Button>
    </div>
  );
}
