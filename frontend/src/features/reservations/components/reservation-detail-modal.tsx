import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { MessageId, ReservationMailView, ReservationView } from '@izlazak/contracts';
import { Modal } from '../../../components/modal';
import { notifySuccess } from '../../../components/notify';
import { QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { mailName } from '../../../lib/mail-names';
import { useGetReservationQuery, useResendReservationMailMutation } from '../api';
import { couponLabel, discountedTicketLabel, formatNight, guestName } from './reservation-format';
import { ReservationStatusBadge } from '../../../components/reservation-status-badge';
import { SpendForm, mayRecordSpend } from './spend-form';
import { Fact } from '../../../components/fact';
import { useLocale, useMessages } from '../../../lib/locale';

const MAIL_STATES: Record<ReservationMailView['status'], MessageId> = {
  pending: 'reservations.mail.waiting',
  queued: 'reservations.mail.waiting',
  sending: 'reservations.mail.sending',
  sent: 'reservations.mail.sent',
  failed: 'reservations.mail.failed',
};

/** A reservation in full, with every mail sent about it and 'Pošalji ponovo' for the last one. */
export function ReservationDetailModal({ reservation, onClose }: { reservation: Pick<ReservationView, '_id' | 'uniqueId'> | null; onClose: () => void }) {
  const t = useMessages();
  return (
    <Modal
      show={Boolean(reservation)}
      size="lg"
      title={reservation ? t('reservations.detail.titleOf', { number: reservation.uniqueId }) : t('reservations.detail.title')}
      onClose={onClose}
    >
      {reservation && <ReservationDetail id={reservation._id} />}
    </Modal>
  );
}

function ReservationDetail({ id }: { id: string }) {
  const detail = useGetReservationQuery(id, { refetchOnMountOrArgChange: true });
  const [resend, resending] = useResendReservationMailMutation();
  const t = useMessages();
  const locale = useLocale();

  async function resendLast() {
    try {
      await resend(id).unwrap();
      notifySuccess(t('reservations.mail.resent'));
    } catch {
      // The error catalogue has shown why.
    }
  }

  return (
    <QueryState query={detail} unavailable={t('reservations.detail.unavailable')}>
      {(reservation) => {
        const mails = [...reservation.mails].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
        const last = mails.at(-1);
        return (
          <div data-testid="reservation-detail">
            <dl className="reservation-facts">
              <Fact term={t('reservations.fact.guest')}>{guestName(reservation)}</Fact>
              <Fact term={t('reservations.fact.status')}>
                <ReservationStatusBadge status={reservation.status} />
              </Fact>
              <Fact term={t('reservations.fact.phone')}>{reservation.phone ? <a href={`tel:${reservation.phone.replace(/\s+/g, '')}`}>{reservation.phone}</a> : '—'}</Fact>
              <Fact term={t('reservations.fact.email')} className="text-break">
                {reservation.email || '—'}
              </Fact>
              <Fact term={t('reservations.fact.date')}>{formatNight(reservation.date)}</Fact>
              <Fact term={t('reservations.fact.tablePersons')}>
                {reservation.tableName} / {reservation.persons}
              </Fact>
              <Fact term={t('reservations.fact.event')}>{reservation.eventTitle || reservation.name || '—'}</Fact>
              <Fact term={t('reservations.fact.venue')}>{reservation.club}</Fact>
              {reservation.couponCode && (
                <Fact term={t('reservations.fact.coupon')} data-testid="reservation-detail-coupon">
                  {couponLabel(reservation, locale)}
                  {discountedTicketLabel(reservation, locale) && <div className="small text-body-secondary">{discountedTicketLabel(reservation, locale)}</div>}
                </Fact>
              )}
            </dl>

            {mayRecordSpend(reservation) && <SpendForm key={reservation.version} reservation={reservation} />}

            <h3 className="h6 mt-4 mb-2">{t('reservations.mail.heading')}</h3>
            {mails.length === 0 ? (
              <p className="text-body-secondary small mb-0">{t('reservations.mail.none')}</p>
            ) : (
              <ul className="reservation-mails list-unstyled mb-0">
                {mails.map((mail) => (
                  <li key={mail.id} className="reservation-mails__item" data-testid="reservation-mail">
                    <div className="reservation-mails__what">
                      <span className="fw-semibold">{mailName(mail, t)}</span>
                      <span className="text-body-secondary small text-break">{mail.to}</span>
                    </div>
                    <div className="reservation-mails__when small">
                      {formatDateTime(mail.sentAt ?? mail.createdAt)}
                      <span className={`reservation-mails__state reservation-mails__state--${mail.status === 'failed' ? 'failed' : mail.status === 'sent' ? 'sent' : 'waiting'}`}>
                        {MAIL_STATES[mail.status] ? t(MAIL_STATES[mail.status]) : mail.status}
                      </span>
                    </div>
                    {mail === last && (
                      <Button size="sm" variant="outline-primary" onClick={() => void resendLast()} disabled={resending.isLoading}>
                        {resending.isLoading && <Spinner animation="border" size="sm" className="me-1" />}
                        {t('reservations.mail.resend')}
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
