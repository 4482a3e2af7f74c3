import { useState } from 'react';
import { PAGE_SIZES, type GuestView } from '@izlazak/contracts';
import { DashboardPage } from '../../../components/dashboard-page';
import { DataTable, RowActions, TableHead, TableSkeleton } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { GuestTags } from '../../../components/guest-tags';
import { UsersIcon } from '../../../components/icons';
import { TopBarSearch } from '../../../components/top-bar/top-bar-slots';
import { VenueChoice } from '../../../components/venue-choice';
import { formatDate } from '../../../lib/dates';
import { useCrudList } from '../../../lib/use-crud-list';
import { selectCurrentUser, selectSearch, useAppSelector } from '../../../state/hooks';
import { useListGuestsQuery } from '../api';
import { GuestModal } from '../components/guest-modal';
import { PagedListCard } from '../../../components/paged-list-card';
import { useMessages } from '../../../lib/locale';
import '../guests.css';

/** Gosti: the venue's guest book (an admin chooses the venue), searched by name, phone or e-mail. */
export function GuestsPage() {
  const user = useAppSelector(selectCurrentUser);
  const search = useAppSelector(selectSearch);
  const t = useMessages();
  const isAdmin = user?.role === 'admin';
  const [chosenClubId, setChosenClubId] = useState('');
  const clubId = isAdmin ? chosenClubId : (user?.clubId ?? '');
  // Profiles are never deleted here (erasure is the guest's right, docs/guests.md).
  const list = useCrudList<GuestView>({ remove: () => Promise.resolve(undefined), removedMessage: '', filter: `${search}|${clubId}` });
  const guests = useListGuestsQuery({ clubId: clubId || undefined, search: search || undefined, page: list.page, size: PAGE_SIZES.default }, { skip: !clubId });
  list.clampPage(guests.data?.paginationData.total_pages);

  return (
    <DashboardPage title={t('guests.title')} subtitle={t('guests.subtitle')}>
      <TopBarSearch />
      {isAdmin && <VenueChoice clubId={chosenClubId} onChange={setChosenClubId} />}
      {clubId && (
        <PagedListCard
          title={search ? t('guests.resultsFor', { search }) : t('guests.list')}
          query={guests}
          page={list.page}
          onPageChange={list.setPage}
          unavailable={t('guests.unavailable')}
          loading={<TableSkeleton rows={6} columns={6} />}
          empty={
            <EmptyState icon={<UsersIcon size={28} />}>
              <p className="mb-0">{search ? t('guests.empty.search') : t('guests.empty.none')}</p>
            </EmptyState>
          }
        >
          {(rows) => (
            <DataTable label={t('guests.list')}>
              <TableHead
                columns={[t('guests.column.guest'), t('guests.column.tags'), t('guests.figure.visits'), t('guests.figure.noShows'), t('guests.figure.lastVisit')]}
                withActions
              />
              <tbody>
                {rows.map((guest) => (
                  <tr key={guest._id} data-testid="guest-row">
                    <td>
                      <div className="fw-semibold">{`${guest.firstName} ${guest.lastName}`.trim()}</div>
                      <div className="small text-body-secondary">{guest.phone}</div>
                      <div className="small text-body-secondary">{guest.email}</div>
                    </td>
                    <td>
                      <GuestTags tags={guest.tags} />
                    </td>
                    <td>{guest.visits}</td>
                    <td>{guest.noShows}</td>
                    <td className="text-nowrap">{guest.lastVisit ? formatDate(guest.lastVisit) : '—'}</td>
                    <RowActions name={t('guests.rowName', { name: `${guest.firstName} ${guest.lastName}`.trim() })} onEdit={() => list.open('edit', guest)} />
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
        </PagedListCard>
      )}
      <GuestModal guestId={list.isOpen('edit') && list.item ? list.item._id : null} onClose={list.close} />
    </DashboardPage>
  );
}
