import { useState } from 'react';
import type { MenuCategoryView } from '@izlazak/contracts';
import { BookIcon } from '../../../components/icons';
import { SkeletonCards } from '../../../components/skeleton-cards';
import { useDeleteMenuCategoryMutation, useListMenuCategoriesQuery } from '../api';
import { CategoryModal } from '../components/category-modal';
import { DeleteMenuEntry } from '../components/delete-menu-entry';
import { MenuCard, MenuCardGrid, MenuEmpty, MenuUnavailable } from '../components/menu-card';
import { subcategoryListPath, useMenuLocation } from '../components/menu-location';
import { useMessages } from '../../../lib/locale';

type Modal = { mode: 'closed' } | { mode: 'edit'; category: MenuCategoryView } | { mode: 'delete'; category: MenuCategoryView };

/** The menu's categories as cards; a card opens its subcategories. */
export function CategoryListPage() {
  const { clubId } = useMenuLocation();
  const { data: categories, isLoading, isError, refetch } = useListMenuCategoriesQuery(clubId, { skip: !clubId });
  const [deleteCategory, deletion] = useDeleteMenuCategoryMutation();
  const [modal, setModal] = useState<Modal>({ mode: 'closed' });
  const t = useMessages();

  if (isLoading) return <SkeletonCards count={5} />;
  if (isError || !categories) {
    return <MenuUnavailable message={t('menuAdmin.menuUnavailable')} onRetry={refetch} />;
  }

  return (
    <>
      {categories.length === 0 ? (
        <MenuEmpty icon={<BookIcon size={28} />}>
          <p className="mb-0">{t('menuAdmin.menuEmpty')}</p>
        </MenuEmpty>
      ) : (
        <MenuCardGrid label={t('menuAdmin.categories')}>
          {categories.map((category) => (
            <MenuCard
              key={category._id}
              name={category.name}
              details={`${t('menuAdmin.subcategoryCount', { count: category.subcategories.length })} · ${t('menuAdmin.itemCount', { count: category.itemCount })}`}
              to={subcategoryListPath(category._id)}
              onEdit={() => setModal({ mode: 'edit', category })}
              onDelete={() => setModal({ mode: 'delete', category })}
            />
          ))}
        </MenuCardGrid>
      )}
      <CategoryModal show={modal.mode === 'edit'} category={modal.mode === 'edit' ? modal.category : null} onClose={() => setModal({ mode: 'closed' })} />
      <DeleteMenuEntry
        show={modal.mode === 'delete'}
        subject={modal.mode === 'delete' ? <strong>{t('menuAdmin.deleteCategory', { name: modal.category.name })}</strong> : t('menuAdmin.thisCategory')}
        busy={deletion.isLoading}
        remove={() => (modal.mode === 'delete' ? deleteCategory(modal.category._id).unwrap() : Promise.resolve())}
        successMessage={t('menuAdmin.categoryDeleted')}
        onClose={() => setModal({ mode: 'closed' })}
      />
    </>
  );
}
