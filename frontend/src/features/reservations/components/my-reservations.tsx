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
  const totalPages = reservations.data?.paginationData.total_pages ?? 0;
  if (reservations.data && page > 1 && page > totalPages) setPage(Math.max(1, totalPages));

  async function cancel(reservation: ReservationView) {
    try {
      const cancelled = await changeReservation({ id: reservation._id, changes: { status: 'Cancelled', version: reservation.version } }).unwrap();
      const deposit = depositAfterCancelText(cancelled);
      notifySuccess(deposit ? `Rezervacija je otkazana. ${deposit}` : 'Rezervacija je otkazana');
      setCancelling(null);
    } catch {
      // The error catalogue has shown why.
    }
  }

  return (
    <>
      <QueryState query={reservations} unavailable="Rezervacije trenutno nisu dostupne." isEmpty={(result) => result.data.length === 0} empty={<NoReservations />}>
        {(result) => (
          <div className="table-responsive">
            <table className="table profile-reservations align-middle mb-0">
              <TableHead columns={['Pregled rezervacije', 'Telefon', 'Datum', 'Status', 'ID Rezervacije', { label: 'Akcije', className: 'text-end' }]} />
              <tbody>
                {result.data.map((reservation) => (
                  <tr key={reservation._id} data-testid="my-reservation-row">
                    <td>
                      <div className="fw-semibold">{reservation.club}</div>
                      <div className="small">{reservationSummary(reservation)}</div>
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
                          aria-label={`Događaj ${reservation.eventTitle || reservation.name}`}
                          title="Događaj"
                        >
                          <ImageIcon size={16} />
                        </Button>
                      )}
                      {cancellable(reservation) && (
                        <Button size="sm" variant="outline-danger" className="ms-1" onClick={() => setCancelling(reservation)}>
                          Otkaži
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
        title="Otkazivanje rezervacije"
        onClose={() => setCancelling(null)}
        footer={
          <>
            <Button variant="outline-secondary" onClick={() => setCancelling(null)} disabled={change.isLoading}>
              Odustani
            </Button>
            <Button variant="danger" onClick={() => cancelling && void cancel(cancelling)} disabled={change.isLoading}>
              {change.isLoading && <Spinner animation="border" size="sm" className="me-2" />}
              Otkaži rezervaciju
            </Button>
          </>
        }
      >
        {cancelling && (
          <>
            <p className="mb-0">
              Da li želite da otkažete rezervaciju <strong>{cancelling.uniqueId}</strong> ({cancelling.club}, {formatNight(cancelling.date)})? Sto će biti oslobođen za druge goste.
            </p>
            <DepositOnCancel reservation={cancelling} />
          </>
        )}
      </Modal>
    </>
  );
}

function DepositOnCancel({ reservation }: { reservation: ReservationView }) {
  const deposit = depositOnCancelText(reservation, new Date());
  return deposit ? (
    <p className="fw-semibold mt-2 mb-0" data-testid="deposit-outcome">
      {deposit}
    </p>
  ) : null;
}

function NoReservations() {
  return (
    <div className="profile-reservations__empty">
      <p className="fw-semibold text-body mb-1">Još nemate rezervacija.</p>
      <p className="mb-3">Kada rezervišete sto za neki događaj, videćete ga ovde.</p>
      <Link to="/events" className="btn btn-outline-primary btn-sm">
        Pronađi događaj
      </Link>
    </div>
  );
}
