import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { useCancelReservationByTokenMutation, useGetReservationByTokenQuery } from '../api';
import { cancellable } from '../components/reservation-format';
import { ReservationFacts } from '../components/reservation-facts';
import '../reservations.css';

/** /reservation/cancel?token=…: the link from the guest's mail; no account needed. */
export function CancelReservationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <>
      <PageHeader eyebrow="Rezervacija" title="Otkazivanje rezervacije" />
      <div className="container py-5">{token ? <CancelByToken token={token} /> : <BadLink />}</div>
    </>
  );
}

function BadLink() {
  return (
    <Alert variant="warning" className="reservation-ticket">
      Link za otkazivanje nije ispravan. Otvorite ga ponovo iz maila koji ste dobili.
    </Alert>
  );
}

function CancelByToken({ token }: { token: string }) {
  const reservation = useGetReservationByTokenQuery(token);
  const [cancel, cancelling] = useCancelReservationByTokenMutation();
  if (reservation.isError && !reservation.data) return <BadLink />;
  return (
    <QueryState query={reservation} unavailable="Rezervacija trenutno nije dostupna.">
      {(current) => (
        <section className="reservation-ticket" aria-label="Rezervacija" data-testid="cancel-reservation">
          <ReservationFacts reservation={current} />
          {current.status === 'Cancelled' ? (
            <Alert variant="success" className="mb-0 mt-3" role="status">
              {cancelling.isSuccess ? 'Rezervacija je otkazana. Poslali smo vam potvrdu na mail.' : 'Ova rezervacija je otkazana.'}
            </Alert>
          ) : cancellable(current) ? (
            <div className="mt-3">
              <p className="text-body-secondary small">Sto će biti oslobođen za druge goste. Otkazivanje se ne može poništiti.</p>
              <Button variant="danger" onClick={() => void cancel(token)} disabled={cancelling.isLoading}>
                {cancelling.isLoading && <Spinner animation="border" size="sm" className="me-2" />}
                Otkaži rezervaciju
              </Button>
            </div>
          ) : (
            <Alert variant="secondary" className="mb-0 mt-3">
              Ova rezervacija se više ne može otkazati.
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
