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
import '../guests.css';

/** Gosti: the venue's guest book (an admin chooses the venue), searched by name, phone or e-mail. */
export function GuestsPage() {
  const user = useAppSelector(selectCurrentUser);
  const search = useAppSelector(selectSearch);
  const isAdmin = user?.role === 'admin';
  const [chosenClubId, setChosenClubId] = useState('');
  const clubId = isAdmin ? chosenClubId : (user?.clubId ?? '');
  // Profiles are never deleted here (erasure is the guest's right, docs/guests.md).
  const list = useCrudList<GuestView>({ remove: () => Promise.resolve(undefined), removedMessage: '', filter: `${search}|${clubId}` });
  const guests = useListGuestsQuery({ clubId: clubId || undefined, search: search || undefined, page: list.page, size: PAGE_SIZES.default }, { skip: !clubId });
  list.clampPage(guests.data?.paginationData.total_pages);

  return (
    <DashboardPage title="Gosti" subtitle="Knjiga gostiju: dolasci, nedolasci, oznake i napomene o vašim gostima.">
      <TopBarSearch />
      {isAdmin && <VenueChoice clubId={chosenClubId} onChange={setChosenClubId} />}
      {clubId && (
        <PagedListCard
          title={search ? `Rezultati za „${search}“` : 'Lista gostiju'}
          query={guests}
          page={list.page}
          onPageChange={list.setPage}
          unavailable="Lista gostiju trenutno nije dostupna."
          loading={<TableSkeleton rows={6} columns={6} />}
          empty={
            <EmptyState icon={<UsersIcon size={28} />}>
              <p className="mb-0">{search ? 'Nijedan gost ne odgovara pretrazi.' : 'Još nema gostiju: profil nastaje sa prvom rezervacijom.'}</p>
            </EmptyState>
          }
        >
          {(rows) => (
            <DataTable label="Lista gostiju">
              <TableHead columns={['Gost', 'Oznake', 'Dolasci', 'Nedolasci', 'Poslednji dolazak']} withActions />
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
                    <RowActions name={`gosta ${guest.firstName} ${guest.lastName}`.trim()} onEdit={() => list.open('edit', guest)} />
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
