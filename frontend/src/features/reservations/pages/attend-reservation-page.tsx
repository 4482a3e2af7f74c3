import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { useAttendReservationByTokenMutation, useGetReservationByTokenQuery } from '../api';
import { ReservationFacts } from '../components/reservation-facts';
import '../reservations.css';

/**
 * /reservation/attend?token=…: 'Dolazim' from the night's reminder; no account needed. Opening the
 * link changes nothing (mail scanners open links too): the guest confirms with the button.
 */
export function AttendReservationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <>
      <PageHeader eyebrow="Rezervacija" title="Potvrda dolaska" />
      <div className="container py-5">{token ? <AttendByToken token={token} /> : <BadLink />}</div>
    </>
  );
}

function BadLink() {
  return (
    <Alert variant="warning" className="reservation-ticket">
      Link iz podsetnika nije ispravan. Otvorite ga ponovo iz maila koji ste dobili.
    </Alert>
  );
}

function AttendByToken({ token }: { token: string }) {
  const reservation = useGetReservationByTokenQuery(token);
  const [attend, attending] = useAttendReservationByTokenMutation();
  if (reservation.isError && !reservation.data) return <BadLink />;
  return (
    <QueryState query={reservation} unavailable="Rezervacija trenutno nije dostupna.">
      {(current) => (
        <section className="reservation-ticket" aria-label="Rezervacija" data-testid="attend-reservation">
          <ReservationFacts reservation={current} />
          {current.attendance === 'confirmed' ? (
            <Alert variant="success" className="mb-0 mt-3" role="status">
              Hvala, potvrdili ste dolazak. Vidimo se!
            </Alert>
          ) : current.status === 'Complete' ? (
            <div className="mt-3">
              <p className="text-body-secondary small">Objekat će videti da dolazite i čuvaće vam sto.</p>
              <Button variant="primary" onClick={() => void attend(token)} disabled={attending.isLoading}>
                {attending.isLoading && <Spinner animation="border" size="sm" className="me-2" />}
                Potvrđujem dolazak
              </Button>
            </div>
          ) : (
            <Alert variant="secondary" className="mb-0 mt-3">
              {current.status === 'Cancelled' ? 'Ova rezervacija je otkazana.' : 'Dolazak se za ovu rezervaciju više ne može potvrditi.'}
            </Alert>
          )}
          <p className="mt-4 mb-0">
            <Link to="/">Vrati se na početnu</Link>
          </p>
        </section>
      )}
    </QueryState>
  );
}
