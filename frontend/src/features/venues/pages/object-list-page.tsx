import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { PAGE_SIZES, type VenueView } from '@izlazak/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DashboardPage } from '../../../components/dashboard-page';
import { DataCard, EmptyTableRow, RowActions, TableSkeleton } from '../../../components/data-table';
import { BuildingIcon, CheckIcon, PlusIcon } from '../../../components/icons';
import { notifySuccess } from '../../../components/notify';
import { TopBarActions, TopBarSearch } from '../../../components/top-bar/top-bar-slots';
import { venueColor } from '../../../lib/colors';
import { selectSearch, useAppSelector } from '../../../state/hooks';
import { useListVenuesQuery } from '../../../api/shared-lookups';
import { useApproveVenueMutation, useDeleteVenueMutation } from '../api';
import { VenueModal } from '../components/venue-modal';
import { VenueStatusBadge } from '../components/venue-status-badge';
import '../venues.css';

type ModalState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; venue: VenueView } | { mode: 'delete'; venue: VenueView };

function VenueAvatar({ venue }: { venue: VenueView }) {
  const photo = venue.smallImages?.profileImage ?? null;
  const logo = venue.smallImages?.clubLogo ?? null;
  return (
    <span className="venue-avatar" style={{ background: venueColor(venue.color) }} aria-hidden="true">
      {photo ? (
        <img src={photo} alt="" />
      ) : logo ? (
        <img src={logo} alt="" className="is-logo" />
      ) : (
        venue.name.slice(0, 1).toUpperCase()
      )}
    </span>
  );
}

/** The admin's list of venues: search, add with a manager, edit, delete, approve sign-ups. */
export function ObjectListPage() {
  const search = useAppSelector(selectSearch);
  const [page, setPage] = useState(1);
  const [lastSearch, setLastSearch] = useState(search);
  if (lastSearch !== search) {
    // A new search starts from its first page.
    setLastSearch(search);
    setPage(1);
  }
  const [modal, setModal] = useState<ModalState>({ mode: 'closed' });
  const { data, isLoading, isFetching, isError, refetch } = useListVenuesQuery({
    page,
    size: PAGE_SIZES.adminVenues,
    search: search || undefined,
    status: 'all',
  });
  const [deleteVenue, deletion] = useDeleteVenueMutation();
  const [approveVenue, approval] = useApproveVenueMutation();

  const venues = data?.data ?? [];
  const totalPages = data?.paginationData.total_pages ?? 0;
  if (data && page > 1 && page > totalPages) setPage(Math.max(1, totalPages));

  async function confirmDelete(venue: VenueView) {
    try {
      await deleteVenue(venue._id).unwrap();
      notifySuccess('Objekat uspešno obrisana');
      setModal({ mode: 'closed' });
    } catch {
      // The error catalogue has already shown the reason.
    }
  }

  async function approve(venue: VenueView) {
    try {
      await approveVenue(venue._id).unwrap();
      notifySuccess('Objekat uspešno odobren');
    } catch {
      // The error catalogue has already shown the reason.
    }
  }

  return (
    <DashboardPage title="Lista objekata" subtitle="Ugostiteljski objekti i njihovi menadžeri.">
      <TopBarActions>
        <Button variant="primary" onClick={() => setModal({ mode: 'add' })}>
          <PlusIcon size={16} className="me-1" />
          Dodaj objekat
        </Button>
      </TopBarActions>
      <TopBarSearch />

      <DataCard
        title={search ? `Rezultati za „${search}“` : 'Svi objekti'}
        total={data?.paginationData.total_records}
        refreshing={isFetching && !isLoading}
        label="Lista objekata"
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
      >
        <thead>
          <tr>
            <th scope="col">Objekat</th>
            <th scope="col">Lokacija</th>
            {/* Hidden below xxl so that the actions stay in view next to the sidebar on laptop screens. */}
            <th scope="col" className="d-none d-xxl-table-cell">
              Kontakt
            </th>
            <th scope="col">Rang</th>
            <th scope="col">Status</th>
            <th scope="col" className="text-end">
              Akcije
            </th>
          </tr>
        </thead>
        <tbody>
          {isLoading && <TableSkeleton rows={6} columns={5} />}
          {!isLoading &&
            venues.map((venue) => (
              <tr key={venue._id} data-testid="venue-row">
                <td>
                  <div className="d-flex align-items-center gap-2">
                    <VenueAvatar venue={venue} />
                    <div className="min-w-0">
                      <div className="fw-semibold text-truncate">{venue.name}</div>
                      <div className="small text-body-secondary">
                        {venue.type} · ID {venue.uniqueId}
                      </div>
                    </div>
                  </div>
                </td>
                <td>
                  <div>{venue.location || venue.city}</div>
                  {venue.location && <div className="small text-body-secondary">{venue.city}</div>}
                </td>
                <td className="d-none d-xxl-table-cell">
                  <div className="small">{venue.email || '—'}</div>
                  <div className="small text-body-secondary text-nowrap">{venue.phone}</div>
                </td>
                <td>
                  <span className={`rang-badge ${venue.rang === 'Premijum' ? 'is-premium' : ''}`}>{venue.rang}</span>
                </td>
                <td>
                  <VenueStatusBadge status={venue.status} />
                </td>
                <RowActions name={venue.name} onEdit={() => setModal({ mode: 'edit', venue })} onDelete={() => setModal({ mode: 'delete', venue })}>
                  {venue.status === 'pending' && (
                    <Button size="sm" variant="success" className="me-1" onClick={() => approve(venue)} disabled={approval.isLoading}>
                      <CheckIcon size={14} className="me-1" />
                      Odobri
                    </Button>
                  )}
                </RowActions>
              </tr>
            ))}
          {!isLoading && venues.length === 0 && (
            <EmptyTableRow
              columns={6}
              icon={<BuildingIcon size={28} />}
              unavailable={isError ? 'Lista objekata trenutno nije dostupna.' : undefined}
              onRetry={refetch}
            >
              <p className="mb-0">{search ? 'Nijedan objekat ne odgovara pretrazi.' : 'Još nema dodatih objekata.'}</p>
            </EmptyTableRow>
          )}
        </tbody>
      </DataCard>

      <VenueModal
        show={modal.mode === 'add' || modal.mode === 'edit'}
        venue={modal.mode === 'edit' ? modal.venue : null}
        onClose={() => setModal({ mode: 'closed' })}
      />
      <ConfirmDialog
        show={modal.mode === 'delete'}
        subject={modal.mode === 'delete' ? <strong>objekat „{modal.venue.name}“</strong> : 'ovaj objekat'}
        busy={deletion.isLoading}
        onConfirm={() => modal.mode === 'delete' && confirmDelete(modal.venue)}
        onCancel={() => setModal({ mode: 'closed' })}
      />
    </DashboardPage>
  );
}
