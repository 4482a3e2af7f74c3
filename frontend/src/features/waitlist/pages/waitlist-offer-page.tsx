import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useParams } from 'react-router-dom';
import type { ReservationView, WaitlistOfferView } from '@izlazak/contracts';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { useClaimWaitlistOfferMutation, useGetWaitlistOfferQuery } from '../api';
import { belgradeTime, displayNight, timeLeft } from '../waitlist-format';
import '../waitlist.css';

/** /waitlist/offer/:token, the link from the offer's mail: the table held for the guest, and 'Rezerviši sto'. */
export function WaitlistOfferPage() {
  const { token = '' } = useParams();
  const offer = useGetWaitlistOfferQuery(token, { skip: !token });
  return (
    <>
      <PageHeader eyebrow="Lista čekanja" title="Sto za vas" />
      <div className="container py-5">
        {offer.isError && !offer.data ? (
          <Alert variant="warning" className="waitlist-offer">
            Link ponude nije ispravan. Otvorite ga ponovo iz maila koji ste dobili.
          </Alert>
        ) : (
          <QueryState query={offer} unavailable="Ponuda trenutno nije dostupna.">
            {(current) => <Offer token={token} offer={current} />}
          </QueryState>
        )}
      </div>
    </>
  );
}

function useNow(every: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), every);
    return () => clearInterval(timer);
  }, [every]);
  return now;
}

function Offer({ token, offer }: { token: string; offer: WaitlistOfferView }) {
  const [claim, claiming] = useClaimWaitlistOfferMutation();
  const [reservation, setReservation] = useState<ReservationView | null>(null);
  const now = useNow(1000);
  const ranOut = offer.state === 'expired' || (offer.state === 'open' && Date.parse(offer.until) <= now) || (claiming.error as { status?: number } | undefined)?.status === 410;

  const book = async () => {
    const made = await claim(token)
      .unwrap()
      .catch(() => null);
    if (made) setReservation(made);
  };

  return (
    <section className="waitlist-offer" aria-label="Ponuda stola" data-testid="waitlist-offer">
      <dl className="waitlist-offer__facts">
        <dt>Objekat</dt>
        <dd>{offer.club}</dd>
        <dt>Noć</dt>
        <dd>{displayNight(offer.night)}</dd>
        <dt>Sto</dt>
        <dd>{offer.tableName}</dd>
        <dt>Broj osoba</dt>
        <dd>{offer.persons}</dd>
      </dl>
      {reservation || offer.state === 'claimed' ? (
        <Alert variant="success" className="mb-0" role="status" data-testid="waitlist-offer-booked">
          <p className="fw-bold mb-2">Sto je vaš!</p>
          {reservation && (
            <p className="mb-2">
              Broj rezervacije:{' '}
              <span className="waitlist-offer__number" data-testid="waitlist-offer-reservation">
                {reservation.uniqueId}
              </span>
            </p>
          )}
          <p className="mb-0">Poslali smo vam mail sa rezervacijom; javićemo vam kada je objekat potvrdi.</p>
        </Alert>
      ) : ranOut ? (
        <Alert variant="secondary" className="mb-0" role="status" data-testid="waitlist-offer-expired">
          <p className="fw-bold mb-1">Ponuda je istekla</p>
          <p className="mb-0">Sto je prešao sledećem gostu sa liste čekanja.</p>
        </Alert>
      ) : (
        <>
          <p className="mb-1">
            {offer.firstName}, sto vam čuvamo do <strong>{belgradeTime(offer.until)}</strong>. Preostalo vreme:
          </p>
          <p className="waitlist-offer__left" aria-live="off" data-testid="waitlist-offer-left">
            {timeLeft(offer.until, now)}
          </p>
          <Button variant="primary" size="lg" onClick={() => void book()} disabled={claiming.isLoading}>
            {claiming.isLoading && <Spinner animation="border" size="sm" className="me-2" />}
            Rezerviši sto
          </Button>
        </>
      )}
      <p className="mt-4 mb-0">
        <Link to={`/club/${encodeURIComponent(offer.clubId)}`}>Stranica objekta</Link>
      </p>
    </section>
  );
}
