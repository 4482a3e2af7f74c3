import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { ReservationMailView, ReservationView } from '@izlazak/contracts';
import { Modal } from '../../../components/modal';
import { notifySuccess } from '../../../components/notify';
import { QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { useGetReservationQuery, useResendReservationMailMutation } from '../api';
import { couponLabel, discountedTicketLabel, formatNight, guestName } from './reservation-format';
import { ReservationStatusBadge } from '../../../components/reservation-status-badge';
import { SpendForm, mayRecordSpend } from './spend-form';
import { Fact } from '../../../components/fact';

/** The mail rules' names (the outbox's `rule`) as the venue reads them. */
const MAIL_KINDS: Record<string, string> = {
  'reservation-placed-guest': 'Gostu: rezervacija primljena',
  'reservation-placed-venue': 'Objektu: nova rezervacija',
  'reservation-confirmed-guest': 'Gostu: potvrda',
  'reservation-rejected-guest': 'Gostu: odbijanje',
  'reservation-cancelled-guest': 'Gostu: otkazivanje',
  'reservation-moved-guest': 'Gostu: izmena rezervacije',
  'reservation-resent-guest': 'Gostu: ponovo poslato',
};

const MAIL_STATES: Record<ReservationMailView['status'], string> = {
  pending: 'Čeka slanje',
  queued: 'Čeka slanje',
  sending: 'Šalje se',
  sent: 'Poslat',
  failed: 'Nije poslat',
};

const mailKind = (mail: ReservationMailView) => MAIL_KINDS[mail.kind] ?? (mail.kind || mail.subject);

/** A reservation in full, with every mail sent about it and 'Pošalji ponovo' for the last one. */
export function ReservationDetailModal({ reservation, onClose }: { reservation: Pick<ReservationView, '_id' | 'uniqueId'> | null; onClose: () => void }) {
  return (
    <Modal show={Boolean(reservation)} size="lg" title={reservation ? `Rezervacija ${reservation.uniqueId}` : 'Rezervacija'} onClose={onClose}>
      {reservation && <ReservationDetail id={reservation._id} />}
    </Modal>
  );
}

function ReservationDetail({ id }: { id: string }) {
  const detail = useGetReservationQuery(id, { refetchOnMountOrArgChange: true });
  const [resend, resending] = useResendReservationMailMutation();

  async function resendLast() {
    try {
      await resend(id).unwrap();
      notifySuccess('Mail je ponovo poslat');
    } catch {
      // The error catalogue has shown why.
    }
  }

  return (
    <QueryState query={detail} unavailable="Rezervacija trenutno nije dostupna.">
      {(reservation) => {
        const mails = [...reservation.mails].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
        const last = mails.at(-1);
        return (
          <div data-testid="reservation-detail">
            <dl className="reservation-facts">
              <Fact term="Gost">{guestName(reservation)}</Fact>
              <Fact term="Status">
                <ReservationStatusBadge status={reservation.status} />
              </Fact>
              <Fact term="Telefon">{reservation.phone ? <a href={`tel:${reservation.phone.replace(/\s+/g, '')}`}>{reservation.phone}</a> : '—'}</Fact>
              <Fact term="Email" className="text-break">
                {reservation.email || '—'}
              </Fact>
              <Fact term="Datum">{formatNight(reservation.date)}</Fact>
              <Fact term="Sto / osoba">
                {reservation.tableName} / {reservation.persons}
              </Fact>
              <Fact term="Događaj">{reservation.eventTitle || reservation.name || '—'}</Fact>
              <Fact term="Objekat">{reservation.club}</Fact>
              {reservation.couponCode && (
                <Fact term="Kupon" data-testid="reservation-detail-coupon">
                  {couponLabel(reservation)}
                  {discountedTicketLabel(reservation) && <div className="small text-body-secondary">{discountedTicketLabel(reservation)}</div>}
                </Fact>
              )}
            </dl>

            {mayRecordSpend(reservation) && <SpendForm key={reservation.version} reservation={reservation} />}

            <h3 className="h6 mt-4 mb-2">Poslati mailovi</h3>
            {mails.length === 0 ? (
              <p className="text-body-secondary small mb-0">Još nije poslat nijedan mail.</p>
            ) : (
              <ul className="reservation-mails list-unstyled mb-0">
                {mails.map((mail) => (
                  <li key={mail.id} className="reservation-mails__item" data-testid="reservation-mail">
                    <div className="reservation-mails__what">
                      <span className="fw-semibold">{mailKind(mail)}</span>
                      <span className="text-body-secondary small text-break">{mail.to}</span>
                    </div>
                    <div className="reservation-mails__when small">
                      {formatDateTime(mail.sentAt ?? mail.createdAt)}
                      <span className={`reservation-mails__state reservation-mails__state--${mail.status === 'failed' ? 'failed' : mail.status === 'sent' ? 'sent' : 'waiting'}`}>
                        {MAIL_STATES[mail.status] ?? mail.status}
                      </span>
                    </div>
                    {mail === last && (
                      <Button size="sm" variant="outline-primary" onClick={() => void resendLast()} disabled={resending.isLoading}>
                        {resending.isLoading && <Spinner animation="border" size="sm" className="me-1" />}
                        Pošalji ponovo
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
