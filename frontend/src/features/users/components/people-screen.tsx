import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { UserView } from '@izlazak/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DashboardPage } from '../../../components/dashboard-page';
import { PlusIcon } from '../../../components/icons';
import { notifySuccess } from '../../../components/notify';
import { Pagination } from '../../../components/pagination';
import { TopBarActions, TopBarSearch } from '../../../components/top-bar/top-bar-slots';
import { selectCurrentUser, selectSearch, useAppSelector } from '../../../state/hooks';
import { useGetVenueNamesQuery } from '../../../api/shared-lookups';
import { useDeletePersonMutation, useListPeopleQuery, type PeopleRoleFilter } from '../api';
import { PeopleTable, fullName } from './people-table';
import { PersonFormModal, type PersonKind, type VenueOption } from './person-form-modal';

export interface PeopleScreenConfig {
  kind: PersonKind;
  title: string;
  subtitle: string;
  role: PeopleRoleFilter;
  pageSize: number;
  addLabel: string;
  idLabel: string;
  /** Nouns for the empty table and the row counter. */
  emptyText: string;
}

type ModalMode = 'add' | 'edit' | 'delete' | null;

/** The shared body of 'Lista korisnika' and 'Osoblje': a paged, searchable table with add/edit/delete. */
export function PeopleScreen({ config }: { config: PeopleScreenConfig }) {
  const currentUser = useAppSelector(selectCurrentUser);
  const search = useAppSelector(selectSearch);
  const [page, setPage] = useState(1);
  const [searchedFor, setSearchedFor] = useState(search);
  const [mode, setMode] = useState<ModalMode>(null);
  // Kept after closing, so a closing modal does not change its text while it fades out.
  const [selected, setSelected] = useState<UserView | null>(null);
  const [formKey, setFormKey] = useState(0);

  if (searchedFor !== search) {
    // A new search starts from its first page.
    setSearchedFor(search);
    setPage(1);
  }

  const { data, isLoading, isFetching, isError, refetch } = useListPeopleQuery({
    page,
    size: config.pageSize,
    search,
    role: config.role,
  });
  const people = data?.data ?? [];
  const totalPages = data?.paginationData.total_pages ?? 0;
  const totalRecords = data?.paginationData.total_records ?? 0;

  if (data && page > 1 && page > totalPages) {
    // The last row of the last page was deleted (or the list shrank elsewhere).
    setPage(Math.max(1, totalPages));
  }

  const placesInVenues = config.kind === 'staff' && currentUser?.role === 'admin';
  const { data: venues } = useGetVenueNamesQuery(undefined, { skip: !placesInVenues });
  const venueOptions = useMemo<VenueOption[] | null>(
    () =>
      placesInVenues
        ? [{ value: '', label: 'Bez objekta' }, ...(venues ?? []).map((venue) => ({ value: venue._id, label: venue.name }))]
        : null,
    [placesInVenues, venues],
  );

  const [deletePerson, { isLoading: deleting }] = useDeletePersonMutation();

  function open(nextMode: Exclude<ModalMode, null>, person: UserView | null) {
    setSelected(person);
    setMode(nextMode);
    setFormKey((key) => key + 1);
  }

  async function confirmDelete() {
    if (!selected) return;
    try {
      await deletePerson(selected._id).unwrap();
      notifySuccess('Korisnik uspešno obrisana');
      setMode(null);
    } catch {
      // The error catalogue has toasted why; the dialog stays open to try again or cancel.
    }
  }

  // Counted from the page the rows belong to, not the one being fetched.
  const firstShown = ((data?.paginationData.page ?? page) - 1) * config.pageSize + 1;
  const lastShown = firstShown + people.length - 1;

  return (
    <DashboardPage title={config.title} subtitle={config.subtitle}>
      <TopBarActions>
        <Button
          variant="primary"
          className="d-inline-flex align-items-center gap-2 text-nowrap flex-shrink-0"
          onClick={() => open('add', null)}
          aria-label={config.addLabel}
          title={config.addLabel}
        >
          <PlusIcon size={18} />
          <span className="d-none d-sm-inline">{config.addLabel}</span>
        </Button>
      </TopBarActions>
      <TopBarSearch />

      {isError && !data ? (
        <Alert variant="danger" className="d-flex align-items-center justify-content-between">
          Lista trenutno nije dostupna.
          <Button variant="outline-danger" size="sm" onClick={() => refetch()}>
            Pokušaj ponovo
          </Button>
        </Alert>
      ) : (
        <div className="card people-card">
          <PeopleTable
            people={people}
            loading={isLoading}
            refreshing={isFetching && !isLoading}
            showReservations={config.kind === 'user'}
            idLabel={config.idLabel}
            emptyText={search ? `Nema rezultata za „${search}”.` : config.emptyText}
            skeletonRows={Math.min(config.pageSize, 8)}
            currentUserId={currentUser?._id ?? null}
            onEdit={(person) => open('edit', person)}
            onDelete={(person) => open('delete', person)}
          />
          {totalRecords > 0 && (
            <div className="people-footer">
              <span className="people-footer__count" data-testid="people-count">
                {firstShown}–{lastShown} od {totalRecords}
              </span>
              <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
            </div>
          )}
        </div>
      )}

      <PersonFormModal
        key={formKey}
        show={mode === 'add' || mode === 'edit'}
        kind={config.kind}
        person={selected}
        venueOptions={venueOptions}
        currentUserId={currentUser?._id ?? null}
        onClose={() => setMode(null)}
      />
      <ConfirmDialog
        show={mode === 'delete'}
        subject={
          <>
            korisnika <strong>{selected ? fullName(selected) : ''}</strong>
          </>
        }
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setMode(null)}
      />
    </DashboardPage>
  );
}
