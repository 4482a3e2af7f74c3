import { useState } from 'react';
import type { MenuItemView } from '@izlazak/contracts';
import { formatRsd } from '@izlazak/contracts';
import { DataCard, DataTable, RowActions, TableHead, TableSkeleton } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { BookIcon } from '../../../components/icons';
import { useDeleteMenuItemMutation, useListMenuCategoriesQuery, useListMenuItemsQuery } from '../api';
import { DeleteMenuEntry } from '../components/delete-menu-entry';
import { ItemModal } from '../components/item-modal';
import { useMenuLocation } from '../components/menu-location';
import { useMessages } from '../../../lib/locale';

type Modal = { mode: 'closed' } | { mode: 'edit'; item: MenuItemView } | { mode: 'delete'; item: MenuItemView };

/** The items of one subcategory: category, subcategory, name, price, and edit / delete. */
export function ItemListPage() {
  const { clubId, categoryId, subCategoryId } = useMenuLocation();
  const { data: categories = [] } = useListMenuCategoriesQuery(clubId, { skip: !clubId });
  const items = useListMenuItemsQuery({ clubId, subCategoryId }, { skip: !clubId || !subCategoryId });
  const [deleteItem, deletion] = useDeleteMenuItemMutation();
  const [modal, setModal] = useState<Modal>({ mode: 'closed' });
  const t = useMessages();

  return (
    <>
      <DataCard title={t('menuAdmin.items')} total={items.data?.length} refreshing={items.isFetching && !items.isLoading} page={1} totalPages={1} onPageChange={() => undefined}>
        <QueryState
          query={items}
          unavailable={t('menuAdmin.itemsUnavailable')}
          loading={<TableSkeleton rows={4} columns={5} />}
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState icon={<BookIcon size={28} />}>
              <p className="mb-0">{t('menuAdmin.noItems')}</p>
            </EmptyState>
          }
        >
          {(list) => (
            <DataTable label={t('menuAdmin.menuItems')}>
              <TableHead
                columns={[t('menuAdmin.category'), t('menuAdmin.subcategory'), t('menuAdmin.name'), { label: t('menuAdmin.columnPrice'), className: 'text-end' }]}
                withActions
              />
              <tbody>
                {list.map((item) => (
                  <tr key={item._id} data-testid="menu-item-row">
                    <td>{item.category}</td>
                    <td>{item.subCategory}</td>
                    <td className="fw-semibold">{item.name}</td>
                    <td className="text-end text-nowrap">{formatRsd(item.price)}</td>
                    <RowActions name={item.name} onEdit={() => setModal({ mode: 'edit', item })} onDelete={() => setModal({ mode: 'delete', item })} />
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
        </QueryState>
      </DataCard>
      <ItemModal
        show={modal.mode === 'edit'}
        categories={categories}
        item={modal.mode === 'edit' ? modal.item : null}
        defaultCategoryId={categoryId}
        defaultSubCategoryId={subCategoryId}
        onClose={() => setModal({ mode: 'closed' })}
      />
      <DeleteMenuEntry
        show={modal.mode === 'delete'}
        subject={modal.mode === 'delete' ? <strong>{t('menuAdmin.deleteItem', { name: modal.item.name })}</strong> : t('menuAdmin.thisItem')}
        busy={deletion.isLoading}
        remove={() => (modal.mode === 'delete' ? deleteItem(modal.item._id).unwrap() : Promise.resolve())}
        successMessage={t('menuAdmin.itemDeleted')}
        onClose={() => setModal({ mode: 'closed' })}
      />
    </>
  );
}
