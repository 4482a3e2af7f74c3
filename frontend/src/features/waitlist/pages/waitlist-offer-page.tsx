import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useParams } from 'react-router-dom';
import type { ReservationView, WaitlistOfferView } from '@izlazak/contracts';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { useClaimWaitlistOfferMutation, useGetWaitlistOfferQuery } from '../api';
import { aroundValue, belgradeTime, displayNight, timeLeft } from '../waitlist-format';
import { useNow } from '../../../lib/use-now';
import { useMessages } from '../../../lib/locale';
import '../waitlist.css';

/** /waitlist/offer/:token, the link from the offer's mail: the table held for the guest, and 'Rezerviši sto'. */
export function WaitlistOfferPage() {
  const { token = '' } = useParams();
  const offer = useGetWaitlistOfferQuery(token, { skip: !token });
  const t = useMessages();
  return (
    <>
      <PageHeader eyebrow={t('booking.waitlist')} title={t('waitlistPublic.offer.title')} />
      <div className="container py-5">
        {offer.isError && !offer.data ? (
          <Alert variant="warning" className="waitlist-offer">
            {t('waitlistPublic.offer.badLink')}
          </Alert>
        ) : (
          <QueryState query={offer} unavailable={t('waitlistPublic.offer.unavailable')}>
            {(current) => <Offer token={token} offer={current} />}
          </QueryState>
        )}
      </div>
    </>
  );
}

function Offer({ token, offer }: { token: string; offer: WaitlistOfferView }) {
  const [claim, claiming] = useClaimWaitlistOfferMutation();
  const [reservation, setReservation] = useState<ReservationView | null>(null);
  const now = useNow(1000);
  const t = useMessages();
  const ranOut = offer.state === 'expired' || (offer.state === 'open' && Date.parse(offer.until) <= now) || (claiming.error as { status?: number } | undefined)?.status === 410;

  const [beforeTime, afterTime] = aroundValue((mark) => t('waitlistPublic.offer.held', { name: offer.firstName, time: mark }));

  const book = async () => {
    const made = await claim(token)
      .unwrap()
      .catch(() => null);
    if (made) setReservation(made);
  };

  return (
    <section className="waitlist-offer" aria-label={t('waitlistPublic.offer.label')} data-testid="waitlist-offer">
      <dl className="waitlist-offer__facts">
        <dt>{t('guestReservation.venue')}</dt>
        <dd>{offer.club}</dd>
        <dt>{t('waitlistPublic.offer.night')}</dt>
        <dd>{displayNight(offer.night)}</dd>
        <dt>{t('booking.table')}</dt>
        <dd>{offer.tableName}</dd>
        <dt>{t('booking.persons')}</dt>
        <dd>{offer.persons}</dd>
      </dl>
      {reservation || offer.state === 'claimed' ? (
        <Alert variant="success" className="mb-0" role="status" data-testid="waitlist-offer-booked">
          <p className="fw-bold mb-2">{t('waitlistPublic.offer.booked')}</p>
          {reservation && (
            <p className="mb-2">
              {t('waitlistPublic.offer.number')}{' '}
              <span className="waitlist-offer__number" data-testid="waitlist-offer-reservation">
                {reservation.uniqueId}
              </span>
            </p>
          )}
          <p className="mb-0">{t('waitlistPublic.offer.bookedMail')}</p>
        </Alert>
      ) : ranOut ? (
        <Alert variant="secondary" className="mb-0" role="status" data-testid="waitlist-offer-expired">
          <p className="fw-bold mb-1">{t('waitlistPublic.offer.expired')}</p>
          <p className="mb-0">{t('waitlistPublic.offer.expiredText')}</p>
        </Alert>
      ) : (
        <>
          <p className="mb-1">
            {beforeTime}
            <strong>{belgradeTime(offer.until)}</strong>
            {afterTime}
          </p>
          <p className="waitlist-offer__left" aria-live="off" data-testid="waitlist-offer-left">
            {timeLeft(offer.until, now)}
          </p>
          <Button variant="primary" size="lg" onClick={() => void book()} disabled={claiming.isLoading}>
            {claiming.isLoading && <Spinner animation="border" size="sm" className="me-2" />}
            {t('venue.reserveTable')}
          </Button>
        </>
      )}
      <p className="mt-4 mb-0">
        <Link to={`/club/${encodeURIComponent(offer.clubId)}`}>{t('waitlistPublic.offer.venuePage')}</Link>
      </p>
    </section>
  );
}
