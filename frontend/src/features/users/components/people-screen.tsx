import { useMemo } from 'react';
import type { MessageId, UserView } from '@izlazak/contracts';
import { useGetVenueNamesQuery } from '../../../api/shared-lookups';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DashboardPage } from '../../../components/dashboard-page';
import { DataCard, TableSkeleton } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { UsersIcon } from '../../../components/icons';
import { QueryState } from '../../../components/query-state';
import { TopBarAddButton } from '../../../components/top-bar/top-bar-add-button';
import { TopBarSearch } from '../../../components/top-bar/top-bar-slots';
import { useCrudList } from '../../../lib/use-crud-list';
import { selectCurrentUser, selectSearch, useAppSelector } from '../../../state/hooks';
import { useDeletePersonMutation, useListPeopleQuery, type PeopleRoleFilter } from '../api';
import { PeopleTable, fullName } from './people-table';
import { PersonFormModal, type PersonKind, type VenueOption } from './person-form-modal';
import { useMessages } from '../../../lib/locale';

export interface PeopleScreenConfig {
  kind: PersonKind;
  title: MessageId;
  subtitle: MessageId;
  role: PeopleRoleFilter;
  pageSize: number;
  addLabel: MessageId;
  idLabel: MessageId;
  /** Nouns for the empty table and the row counter. */
  emptyText: MessageId;
}

/** The shared body of 'Lista korisnika' and 'Osoblje': a paged, searchable table with add/edit/delete. */
export function PeopleScreen({ config }: { config: PeopleScreenConfig }) {
  const currentUser = useAppSelector(selectCurrentUser);
  const search = useAppSelector(selectSearch);
  const t = useMessages();
  const [deletePerson] = useDeletePersonMutation();
  const list = useCrudList<UserView>({
    remove: (person) => deletePerson(person._id).unwrap(),
    removedMessage: t('users.deleted'),
    filter: search,
  });
  const people = useListPeopleQuery({ page: list.page, size: config.pageSize, search, role: config.role });
  list.clampPage(people.data?.paginationData.total_pages);

  const placesInVenues = config.kind === 'staff' && currentUser?.role === 'admin';
  const { data: venues } = useGetVenueNamesQuery(undefined, { skip: !placesInVenues });
  const venueOptions = useMemo<VenueOption[] | null>(
    () => (placesInVenues ? [{ value: '', label: t('users.noVenue') }, ...(venues ?? []).map((venue) => ({ value: venue._id, label: venue.name }))] : null),
    [placesInVenues, venues, t],
  );

  const paging = people.data?.paginationData;
  // Counted from the page the rows belong to, not the one being fetched.
  const firstShown = ((paging?.page ?? list.page) - 1) * config.pageSize + 1;
  const lastShown = firstShown + (people.data?.data.length ?? 0) - 1;
  const hasRows = Boolean(paging && paging.total_records > 0 && !people.isError);

  return (
    <DashboardPage title={t(config.title)} subtitle={t(config.subtitle)}>
      <TopBarAddButton label={t(config.addLabel)} onClick={list.openAdd} />
      <TopBarSearch />

      <DataCard
        refreshing={people.isFetching && !people.isLoading}
        summary={hasRows && <span data-testid="people-count">{t('users.shown', { first: firstShown, last: lastShown, total: paging?.total_records ?? 0 })}</span>}
        page={list.page}
        totalPages={people.isError ? 0 : (paging?.total_pages ?? 0)}
        onPageChange={list.setPage}
      >
        <QueryState
          query={people}
          unavailable={t('users.unavailable')}
          loading={<TableSkeleton rows={Math.min(config.pageSize, 8)} columns={config.kind === 'user' ? 7 : 6} />}
          isEmpty={(page) => page.data.length === 0}
          empty={
            <EmptyState icon={<UsersIcon size={28} />}>
              <p className="mb-0">{search ? t('users.noResults', { search }) : t(config.emptyText)}</p>
            </EmptyState>
          }
        >
          {(page) => (
            <PeopleTable
              label={t(config.title)}
              people={page.data}
              refreshing={people.isFetching && !people.isLoading}
              showReservations={config.kind === 'user'}
              idLabel={t(config.idLabel)}
              currentUserId={currentUser?._id ?? null}
              onEdit={(person) => list.open('edit', person)}
              onDelete={(person) => list.open('delete', person)}
            />
          )}
        </QueryState>
      </DataCard>

      <PersonFormModal
        key={list.formKey}
        show={list.isOpen('add') || list.isOpen('edit')}
        kind={config.kind}
        person={list.item}
        venueOptions={venueOptions}
        currentUserId={currentUser?._id ?? null}
        onClose={list.close}
      />
      <ConfirmDialog
        show={list.isOpen('delete')}
        subject={
          <>
            {t('users.deleteSubject')} <strong>{list.item ? fullName(list.item) : ''}</strong>
          </>
        }
        busy={list.removing}
        onConfirm={() => void list.confirmRemove()}
        onCancel={list.close}
      />
    </DashboardPage>
  );
}
