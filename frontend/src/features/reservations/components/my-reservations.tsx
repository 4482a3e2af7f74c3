import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import { PAGE_SIZES, depositAfterCancelText, depositOnCancelText, type ReservationView } from '@izlazak/contracts';
import { ImageIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { notifySuccess } from '../../../components/notify';
import { TableHead } from '../../../components/data-table';
import { Pagination } from '../../../components/pagination';
import { QueryState } from '../../../components/query-state';
import { useChangeReservationMutation, useGetReservationsQuery } from '../api';
import { cancellable, formatNight, reservationSummary } from './reservation-format';
import { ReservationStatusBadge } from '../../../components/reservation-status-badge';
import { useLocale, useMessages } from '../../../lib/locale';
import '../reservations.css';

/**
 * The profile's list: the user's own reservations, newest night first, 10 per page. The event icon
 * opens the event (the app passes how); a Pending or confirmed future one can be cancelled.
 */
export function MyReservations({ onShowEvent }: { onShowEvent: (eventId: string) => void }) {
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<ReservationView | null>(null);
  const reservations = useGetReservationsQuery({ page, size: PAGE_SIZES.profileReservations, all: true, sort: 'date', order: 'desc' });
  const [changeReservation, change] = useChangeReservationMutation();
  const t = useMessages();
  const locale = useLocale();
  const totalPages = reservations.data?.paginationData.total_pages ?? 0;
  if (reservations.data && page > 1 && page > totalPages) setPage(Math.max(1, totalPages));

  async function cancel(reservation: ReservationView) {
    try {
      const cancelled = await changeReservation({ id: reservation._id, changes: { status: 'Cancelled', version: reservation.version } }).unwrap();
      const deposit = depositAfterCancelText(cancelled, locale);
      notifySuccess(deposit ? t('reservations.mine.cancelledDeposit', { deposit }) : t('reservations.mine.cancelled'));
      setCancelling(null);
    } catch {
      // The error catalogue has shown why.
    }
  }

  return (
    <>
      <QueryState query={reservations} unavailable={t('reservations.unavailable')} isEmpty={(result) => result.data.length === 0} empty={<NoReservations />}>
        {(result) => (
          <div className="table-responsive">
            <table className="table profile-reservations align-middle mb-0">
              <TableHead
                columns={[
                  t('reservations.mine.summary'),
                  t('reservations.column.phone'),
                  t('reservations.column.date'),
                  t('reservations.column.status'),
                  t('reservations.column.id'),
                  { label: t('reservations.column.actions'), className: 'text-end' },
                ]}
              />
              <tbody>
                {result.data.map((reservation) => (
                  <tr key={reservation._id} data-testid="my-reservation-row">
                    <td>
                      <div className="fw-semibold">{reservation.club}</div>
                      <div className="small">{reservationSummary(reservation, locale)}</div>
                      {(reservation.eventTitle || reservation.name) && <div className="small text-body-secondary">{reservation.eventTitle || reservation.name}</div>}
                    </td>
                    <td className="text-nowrap">{reservation.phone}</td>
                    <td className="text-nowrap">{formatNight(reservation.date)}</td>
                    <td>
                      <ReservationStatusBadge status={reservation.status} />
                    </td>
                    <td className="font-monospace">{reservation.uniqueId}</td>
                    <td className="text-end text-nowrap">
                      {reservation.eventId && (
                        <Button
                          size="sm"
                          variant="light"
                          className="icon-button"
                          onClick={() => onShowEvent(reservation.eventId ?? '')}
                          aria-label={t('reservations.mine.eventOf', { event: reservation.eventTitle || reservation.name })}
                          title={t('reservations.fact.event')}
                        >
                          <ImageIcon size={16} />
                        </Button>
                      )}
                      {cancellable(reservation) && (
                        <Button size="sm" variant="outline-danger" className="ms-1" onClick={() => setCancelling(reservation)}>
                          {t('reservations.mine.cancel')}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} className="mt-3" />
      <Modal
        show={Boolean(cancelling)}
        title={t('reservations.mine.cancelTitle')}
        onClose={() => setCancelling(null)}
        footer={
          <>
            <Button variant="outline-secondary" onClick={() => setCancelling(null)} disabled={change.isLoading}>
              {t('reservations.mine.keep')}
            </Button>
            <Button variant="danger" onClick={() => cancelling && void cancel(cancelling)} disabled={change.isLoading}>
              {change.isLoading && <Spinner animation="border" size="sm" className="me-2" />}
              {t('reservations.mine.cancelConfirm')}
            </Button>
          </>
        }
      >
        {cancelling && (
          <>
            <p className="mb-0">{t('reservations.mine.cancelQuestion', { number: cancelling.uniqueId, venue: cancelling.club, night: formatNight(cancelling.date) })}</p>
            <DepositOnCancel reservation={cancelling} />
          </>
        )}
      </Modal>
    </>
  );
}

function DepositOnCancel({ reservation }: { reservation: ReservationView }) {
  const locale = useLocale();
  const deposit = depositOnCancelText(reservation, new Date(), locale);
  return deposit ? (
    <p className="fw-semibold mt-2 mb-0" data-testid="deposit-outcome">
      {deposit}
    </p>
  ) : null;
}

function NoReservations() {
  const t = useMessages();
  return (
    <div className="profile-reservations__empty">
      <p className="fw-semibold text-body mb-1">{t('reservations.mine.none')}</p>
      <p className="mb-3">{t('reservations.mine.noneHint')}</p>
      <Link to="/events" className="btn btn-outline-primary btn-sm">
        {t('reservations.mine.findEvent')}
      </Link>
    </div>
  );
}
