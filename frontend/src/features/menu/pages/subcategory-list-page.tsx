import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import type { MenuSubcategoryView } from '@izlazak/contracts';
import { BookIcon } from '../../../components/icons';
import { SkeletonCards } from '../../../components/skeleton-cards';
import { useDeleteMenuSubcategoryMutation, useListMenuSubcategoriesQuery } from '../api';
import { DeleteMenuEntry } from '../components/delete-menu-entry';
import { MenuCard, MenuCardGrid, MenuEmpty, MenuUnavailable } from '../components/menu-card';
import { itemListPath, useMenuLocation } from '../components/menu-location';
import { useMessages } from '../../../lib/locale';
import { SubcategoryModal } from '../components/subcategory-modal';

type Modal = { mode: 'closed' } | { mode: 'edit'; subcategory: MenuSubcategoryView } | { mode: 'delete'; subcategory: MenuSubcategoryView };

/** The subcategories of the category in the address, as cards; a card opens its items. */
export function SubcategoryListPage() {
  const { clubId, categoryId } = useMenuLocation();
  const { data: subcategories, isLoading, isError, error, refetch } = useListMenuSubcategoriesQuery({ clubId, categoryId }, { skip: !clubId || !categoryId });
  const [deleteSubcategory, deletion] = useDeleteMenuSubcategoryMutation();
  const [modal, setModal] = useState<Modal>({ mode: 'closed' });
  const t = useMessages();

  if (!categoryId || (error as { status?: unknown } | undefined)?.status === 404) {
    return <Alert variant="warning">{t('menuAdmin.categoryNotFound')}</Alert>;
  }
  if (isLoading) return <SkeletonCards count={5} />;
  if (isError || !subcategories) {
    return <MenuUnavailable message={t('menuAdmin.subcategoriesUnavailable')} onRetry={refetch} />;
  }

  return (
    <>
      {subcategories.length === 0 ? (
        <MenuEmpty icon={<BookIcon size={28} />}>
          <p className="mb-0">{t('menuAdmin.noSubcategories')}</p>
        </MenuEmpty>
      ) : (
        <MenuCardGrid label={t('menuAdmin.subcategories')}>
          {subcategories.map((subcategory) => (
            <MenuCard
              key={subcategory._id}
              name={subcategory.name}
              details={t('menuAdmin.itemCount', { count: subcategory.itemCount })}
              to={itemListPath(categoryId, subcategory._id)}
              onEdit={() => setModal({ mode: 'edit', subcategory })}
              onDelete={() => setModal({ mode: 'delete', subcategory })}
            />
          ))}
        </MenuCardGrid>
      )}
      <SubcategoryModal
        show={modal.mode === 'edit'}
        categories={[]}
        subcategory={modal.mode === 'edit' ? modal.subcategory : null}
        defaultCategoryId={categoryId}
        onClose={() => setModal({ mode: 'closed' })}
      />
      <DeleteMenuEntry
        show={modal.mode === 'delete'}
        subject={modal.mode === 'delete' ? <strong>{t('menuAdmin.deleteSubcategory', { name: modal.subcategory.name })}</strong> : t('menuAdmin.thisSubcategory')}
        busy={deletion.isLoading}
        remove={() => (modal.mode === 'delete' ? deleteSubcategory({ categoryId, subCategoryId: modal.subcategory._id }).unwrap() : Promise.resolve())}
        successMessage={t('menuAdmin.subcategoryDeleted')}
        onClose={() => setModal({ mode: 'closed' })}
      />
    </>
  );
}
