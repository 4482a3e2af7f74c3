import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { ReservationView } from '@izlazak/contracts';
import { useAttendReservationByTokenMutation } from '../api';
import { ReservationLinkPage } from '../components/reservation-link-page';

/** /reservation/attend?token=…: 'Dolazim' from the night's reminder. */
export function AttendReservationPage() {
  return (
    <ReservationLinkPage title="Potvrda dolaska" badLink="Link iz podsetnika nije ispravan. Otvorite ga ponovo iz maila koji ste dobili." testId="attend-reservation">
      {(reservation, token) => <Attend reservation={reservation} token={token} />}
    </ReservationLinkPage>
  );
}

function Attend({ reservation, token }: { reservation: ReservationView; token: string }) {
  const [attend, attending] = useAttendReservationByTokenMutation();
  if (reservation.attendance === 'confirmed') {
    return (
      <Alert variant="success" className="mb-0 mt-3" role="status">
        Hvala, potvrdili ste dolazak. Vidimo se!
      </Alert>
    );
  }
  if (reservation.status !== 'Complete') {
    return (
      <Alert variant="secondary" className="mb-0 mt-3">
        {reservation.status === 'Cancelled' ? 'Ova rezervacija je otkazana.' : 'Dolazak se za ovu rezervaciju više ne može potvrditi.'}
      </Alert>
    );
  }
  return (
    <div className="mt-3">
      <p className="text-body-secondary small">Objekat će videti da dolazite i čuvaće vam sto.</p>
      <Button variant="primary" onClick={() => void attend(token)} disabled={attending.isLoading}>
        {attending.isLoading && <Spinner animation="border" size="sm" className="me-2" />}
        Potvrđujem dolazak
      </Button>
    </div>
  );
}
