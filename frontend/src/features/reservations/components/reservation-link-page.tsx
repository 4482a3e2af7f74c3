import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useSearchParams } from 'react-router-dom';
import type { ReservationView } from '@izlazak/contracts';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { useGetReservationByTokenQuery } from '../api';
import { ReservationFacts } from './reservation-facts';
import '../reservations.css';
import { useMessages } from '../../../lib/locale';

interface ReservationLinkPageProps {
  title: string;
  /** What a link without a token, or one the server does not know, is told. */
  badLink: string;
  testId: string;
  /** What the guest may do with the reservation the link names (the link's token answers for them). */
  children: (reservation: ReservationView, token: string) => ReactNode;
}

/**
 * A page a link from the guest's mail opens (…?token=…), no account needed: the reservation it
 * names and what the guest may do with it. Opening it changes nothing (mail scanners open links
 * too): the guest acts with a button.
 */
export function ReservationLinkPage({ title, badLink, testId, children }: ReservationLinkPageProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const t = useMessages();
  return (
    <>
      <PageHeader eyebrow={t('guestReservation.eyebrow')} title={title} />
      <div className="container py-5">
        {token ? (
          <ReservationOfLink token={token} badLink={badLink} testId={testId}>
            {children}
          </ReservationOfLink>
        ) : (
          <BadLink text={badLink} />
        )}
      </div>
    </>
  );
}

function BadLink({ text }: { text: string }) {
  return (
    <Alert variant="warning" className="reservation-ticket">
      {text}
    </Alert>
  );
}

function ReservationOfLink({ token, badLink, testId, children }: Omit<ReservationLinkPageProps, 'title'> & { token: string }) {
  const reservation = useGetReservationByTokenQuery(token);
  const t = useMessages();
  if (reservation.isError && !reservation.data) return <BadLink text={badLink} />;
  return (
    <QueryState query={reservation} unavailable={t('guestReservation.unavailable')}>
      {(current) => (
        <section className="reservation-ticket" aria-label={t('guestReservation.eyebrow')} data-testid={testId}>
          <ReservationFacts reservation={current} />
          {children(current, token)}
          <p className="mt-4 mb-0">
            <Link to="/">{t('site.backHome')}</Link>
          </p>
        </section>
      )}
    </QueryState>
  );
}
