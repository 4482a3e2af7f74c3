import Button from 'react-bootstrap/Button';
import { PAGE_SIZES, type VenueTableView } from '@izlazak/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, RowActions, TableHead, TableSkeleton } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { UsersIcon } from '../../../components/icons';
import { TopBarAddButton } from '../../../components/top-bar/top-bar-add-button';
import { useCrudList } from '../../../lib/use-crud-list';
import { useListVenueTablesQuery, useRemoveVenueTableMutation } from '../api';
import { NoOwnVenue, useOwnClubId } from '../components/own-venue';
import { TableModal } from '../components/table-modal';
import { PagedListCard } from '../../../components/paged-list-card';
import { useMessages } from '../../../lib/locale';
import '../venues.css';

/** Stolovi: the venue's tables, 12 per page, with add, edit and delete. */
export function TablesPage() {
  const clubId = useOwnClubId();
  const [removeTable] = useRemoveVenueTableMutation();
  const t = useMessages();
  const list = useCrudList<VenueTableView>({
    remove: (table) => removeTable(table._id).unwrap(),
    removedMessage: t('venueAdmin.tableDeleted'),
  });
  const tables = useListVenueTablesQuery({ clubId, page: list.page, size: PAGE_SIZES.tables }, { skip: !clubId });
  list.clampPage(tables.data?.paginationData.total_pages);

  const edited = list.editedIn(tables.data?.data);

  if (!clubId) return <NoOwnVenue />;

  return (
    <>
      <TopBarAddButton label={t('venueAdmin.addTable')} onClick={list.openAdd} />

      <PagedListCard
        title={t('venueAdmin.tables')}
        query={tables}
        page={list.page}
        onPageChange={list.setPage}
        unavailable={t('venueAdmin.tablesUnavailable')}
        loading={<TableSkeleton rows={5} columns={4} />}
        empty={
          <EmptyState icon={<UsersIcon size={28} />}>
            <p className="mb-2">{t('venueAdmin.noTables')}</p>
            <Button size="sm" variant="outline-primary" onClick={list.openAdd}>
              {t('venueAdmin.addFirstTable')}
            </Button>
          </EmptyState>
        }
      >
        {(rows) => (
          <DataTable label={t('venueAdmin.tables')}>
            <TableHead columns={[t('venueAdmin.tableName'), t('venueAdmin.persons'), t('venueAdmin.zone')]} withActions />
            <tbody>
              {rows.map((table) => (
                <tr key={table._id} data-testid="table-row">
                  <td className="fw-semibold">{table.name}</td>
                  <td>
                    <span className="persons-pill">
                      <UsersIcon size={14} />
                      {table.maxPersons}
                    </span>
                  </td>
                  <td>{table.area || <span className="text-body-secondary">—</span>}</td>
                  <RowActions name={table.name} onEdit={() => list.open('edit', table)} onDelete={() => list.open('delete', table)} />
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </PagedListCard>

      <TableModal show={list.isOpen('add') || list.isOpen('edit')} table={edited} clubId={clubId} onClose={list.close} />
      <ConfirmDialog
        show={list.isOpen('delete')}
        subject={list.item ? <strong>{t('venueAdmin.deleteTable', { name: list.item.name })}</strong> : t('venueAdmin.thisTable')}
        busy={list.removing}
        onConfirm={() => void list.confirmRemove()}
        onCancel={list.close}
      />
    </>
  );
}
