import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { PAGE_SIZES, type VenueTableView } from '@izlazak/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataCard, EmptyTableRow, RowActions, TableSkeleton } from '../../../components/data-table';
import { PlusIcon, UsersIcon } from '../../../components/icons';
import { notifySuccess } from '../../../components/notify';
import { TopBarActions } from '../../../components/top-bar/top-bar-slots';
import { useListVenueTablesQuery, useRemoveVenueTableMutation } from '../api';
import { NoOwnVenue, useOwnClubId } from '../components/own-venue';
import { TableModal } from '../components/table-modal';
import '../venues.css';

type ModalState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; table: VenueTableView } | { mode: 'delete'; table: VenueTableView };

/** Stolovi: the venue's tables, 12 per page, with add, edit and delete. */
export function TablesPage() {
  const clubId = useOwnClubId();
  const [page, setPage] = useState(1);
  const [modal, setModal] = useState<ModalState>({ mode: 'closed' });
  const { data, isLoading, isFetching, isError, refetch } = useListVenueTablesQuery(
    { clubId, page, size: PAGE_SIZES.tables },
    { skip: !clubId },
  );
  const [removeTable, removal] = useRemoveVenueTableMutation();
  const tables = data?.data ?? [];
  const totalPages = data?.paginationData.total_pages ?? 0;
  // Deleting the last table of the last page leaves that page empty.
  if (data && page > 1 && page > totalPages) setPage(Math.max(1, totalPages));

  if (!clubId) return <NoOwnVenue />;

  async function confirmRemove(table: VenueTableView) {
    try {
      await removeTable(table._id).unwrap();
      notifySuccess('Stol uspešno obrisan');
      setModal({ mode: 'closed' });
    } catch {
      // The error catalogue has already shown the reason.
    }
  }

  return (
    <>
      <TopBarActions>
        <Button variant="primary" onClick={() => setModal({ mode: 'add' })}>
          <PlusIcon size={16} className="me-1" />
          Dodaj sto
        </Button>
      </TopBarActions>

      <DataCard
        title="Stolovi"
        total={data?.paginationData.total_records}
        refreshing={isFetching && !isLoading}
        label="Stolovi"
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
      >
        <thead>
          <tr>
            <th scope="col">Naziv stola</th>
            <th scope="col">Broj osoba</th>
            <th scope="col">Zona</th>
            <th scope="col" className="text-end">
              Akcije
            </th>
          </tr>
        </thead>
        <tbody>
          {isLoading && <TableSkeleton rows={5} columns={4} />}
          {tables.map((table) => (
            <tr key={table._id} data-testid="table-row">
              <td className="fw-semibold">{table.name}</td>
              <td>
                <span className="persons-pill">
                  <UsersIcon size={14} />
                  {table.maxPersons}
                </span>
              </td>
              <td>{table.area || <span className="text-body-secondary">—</span>}</td>
              <RowActions name={table.name} onEdit={() => setModal({ mode: 'edit', table })} onDelete={() => setModal({ mode: 'delete', table })} />
            </tr>
          ))}
          {!isLoading && tables.length === 0 && (
            <EmptyTableRow columns={4} icon={<UsersIcon size={28} />} unavailable={isError ? 'Stolovi trenutno nisu dostupni.' : undefined} onRetry={refetch}>
              <p className="mb-2">Još niste dodali nijedan sto.</p>
              <Button size="sm" variant="outline-primary" onClick={() => setModal({ mode: 'add' })}>
                Dodaj prvi sto
              </Button>
            </EmptyTableRow>
          )}
        </tbody>
      </DataCard>

      <TableModal
        show={modal.mode === 'add' || modal.mode === 'edit'}
        table={modal.mode === 'edit' ? modal.table : null}
        clubId={clubId}
        onClose={() => setModal({ mode: 'closed' })}
      />
      <ConfirmDialog
        show={modal.mode === 'delete'}
        subject={modal.mode === 'delete' ? <strong>sto „{modal.table.name}“</strong> : 'ovaj sto'}
        busy={removal.isLoading}
        onConfirm={() => modal.mode === 'delete' && confirmRemove(modal.table)}
        onCancel={() => setModal({ mode: 'closed' })}
      />
    </>
  );
}
