import Button from 'react-bootstrap/Button';
import { PAGE_SIZES, cityLabel, venueTypeLabel, type VenueView } from '@izlazak/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DashboardPage } from '../../../components/dashboard-page';
import { ActionsHeader, DataTable, RowActions, TableSkeleton } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { BuildingIcon, CheckIcon } from '../../../components/icons';
import { notifySuccess } from '../../../components/notify';
import { TopBarAddButton } from '../../../components/top-bar/top-bar-add-button';
import { TopBarSearch } from '../../../components/top-bar/top-bar-slots';
import { venueColor } from '../../../lib/colors';
import { useCrudList } from '../../../lib/use-crud-list';
import { selectSearch, useAppSelector } from '../../../state/hooks';
import { useListVenuesQuery } from '../../../api/shared-lookups';
import { useApproveVenueMutation, useDeleteVenueMutation } from '../api';
import { VenueModal } from '../components/venue-modal';
import { VenueStatusBadge } from '../components/venue-status-badge';
import { PagedListCard } from '../../../components/paged-list-card';
import { useLocale, useMessages } from '../../../lib/locale';
import '../venues.css';

function VenueAvatar({ venue }: { venue: VenueView }) {
  const photo = venue.smallImages?.profileImage ?? null;
  const logo = venue.smallImages?.clubLogo ?? null;
  return (
    <span className="venue-avatar" style={{ background: venueColor(venue.color) }} aria-hidden="true">
      {photo ? <img src={photo} alt="" /> : logo ? <img src={logo} alt="" className="is-logo" /> : venue.name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** The admin's list of venues: search, add with a manager, edit, delete, approve sign-ups. */
export function ObjectListPage() {
  const search = useAppSelector(selectSearch);
  const [deleteVenue] = useDeleteVenueMutation();
  const [approveVenue, approval] = useApproveVenueMutation();
  const t = useMessages();
  const locale = useLocale();
  const list = useCrudList<VenueView>({
    remove: (venue) => deleteVenue(venue._id).unwrap(),
    removedMessage: t('venueAdmin.venueDeleted'),
    filter: search,
  });
  const venues = useListVenuesQuery({
    page: list.page,
    size: PAGE_SIZES.adminVenues,
    search: search || undefined,
    status: 'all',
  });
  const edited = list.editedIn(venues.data?.data);
  list.clampPage(venues.data?.paginationData.total_pages);

  async function approve(venue: VenueView) {
    try {
      await approveVenue(venue._id).unwrap();
      notifySuccess(t('venueAdmin.venueApproved'));
    } catch {
      // The error catalogue has already shown the reason.
    }
  }

  return (
    <DashboardPage title={t('venueAdmin.venues')} subtitle={t('venueAdmin.venuesSubtitle')}>
      <TopBarAddButton label={t('venueAdmin.addVenue')} onClick={list.openAdd} />
      <TopBarSearch />

      <PagedListCard
        title={search ? t('venueAdmin.resultsFor', { search }) : t('venueAdmin.allVenues')}
        query={venues}
        page={list.page}
        onPageChange={list.setPage}
        unavailable={t('venueAdmin.venuesUnavailable')}
        loading={<TableSkeleton rows={6} columns={5} />}
        empty={
          <EmptyState icon={<BuildingIcon size={28} />}>
            <p className="mb-0">{search ? t('venueAdmin.noVenueMatches') : t('venueAdmin.noVenues')}</p>
          </EmptyState>
        }
      >
        {(rows) => (
          <DataTable label={t('venueAdmin.venues')}>
            <thead>
              <tr>
                <th scope="col">{t('common.venue')}</th>
                <th scope="col">{t('venueAdmin.location')}</th>
                {/* Hidden below xxl so that the actions stay in view next to the sidebar on laptop screens. */}
                <th scope="col" className="d-none d-xxl-table-cell">
                  {t('venueAdmin.contact')}
                </th>
                <th scope="col">{t('venueAdmin.rang')}</th>
                <th scope="col">{t('venueAdmin.status')}</th>
                <ActionsHeader />
              </tr>
            </thead>
            <tbody>
              {rows.map((venue) => (
                <tr key={venue._id} data-testid="venue-row">
                  <td>
                    <div className="d-flex align-items-center gap-2">
                      <VenueAvatar venue={venue} />
                      <div className="min-w-0">
                        <div className="fw-semibold text-truncate">{venue.name}</div>
                        <div className="small text-body-secondary">{t('venueAdmin.typeAndId', { type: venueTypeLabel(venue.type, locale), id: venue.uniqueId })}</div>
                      </div>
                    </div>
                  </td>
                  <td>
                    <div>{venue.location || cityLabel(venue.city, locale)}</div>
                    {venue.location && <div className="small text-body-secondary">{cityLabel(venue.city, locale)}</div>}
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
                  <RowActions name={venue.name} onEdit={() => list.open('edit', venue)} onDelete={() => list.open('delete', venue)}>
                    {venue.status === 'pending' && (
                      <Button size="sm" variant="success" className="me-1" onClick={() => void approve(venue)} disabled={approval.isLoading}>
                        <CheckIcon size={14} className="me-1" />
                        {t('venueAdmin.approve')}
                      </Button>
                    )}
                  </RowActions>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </PagedListCard>

      <VenueModal show={list.isOpen('add') || list.isOpen('edit')} venue={edited} onClose={list.close} />
      <ConfirmDialog
        show={list.isOpen('delete')}
        subject={list.item ? <strong>{t('venueAdmin.deleteVenue', { name: list.item.name })}</strong> : t('venueAdmin.thisVenue')}
        busy={list.removing}
        onConfirm={() => void list.confirmRemove()}
        onCancel={list.close}
      />
    </DashboardPage>
  );
}
