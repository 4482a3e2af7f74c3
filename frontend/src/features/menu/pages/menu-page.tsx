import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { DashboardPage } from '../../../components/dashboard-page';
import { ChevronLeftIcon, PlusIcon } from '../../../components/icons';
import { TopBarActions } from '../../../components/top-bar/top-bar-slots';
import { useListMenuCategoriesQuery } from '../api';
import { CategoryModal } from '../components/category-modal';
import { ItemModal } from '../components/item-modal';
import { subcategoryListPath, useMenuLocation } from '../components/menu-location';
import { SubcategoryModal } from '../components/subcategory-modal';
import { useMessages } from '../../../lib/locale';
import '../menu.css';

type Adding = 'category' | 'subcategory' | 'item' | null;

/** Meni: categories → subcategories → items, with the add buttons in the top bar over all three. */
export function MenuPage() {
  const { clubId, categoryId, subCategoryId } = useMenuLocation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [adding, setAdding] = useState<Adding>(null);
  const t = useMessages();
  const { data: categories = [] } = useListMenuCategoriesQuery(clubId, { skip: !clubId });

  const level = pathname.endsWith('/item-list') ? 'items' : pathname.endsWith('/subcategory') ? 'subcategories' : 'categories';
  const up = level === 'items' ? subcategoryListPath(categoryId) : level === 'subcategories' ? '/dashboard/menu' : null;
  const category = categories.find((c) => c._id === categoryId);
  const subcategory = category?.subcategories.find((s) => s._id === subCategoryId);
  const hasSubcategory = categories.some((c) => c.subcategories.length > 0);

  if (!clubId) {
    return (
      <DashboardPage title={t('menuAdmin.title')}>
        <Alert variant="warning" className="mb-0">
          {t('menuAdmin.noVenue')}
        </Alert>
      </DashboardPage>
    );
  }

  return (
    <DashboardPage title={t('menuAdmin.title')} subtitle={t('menuAdmin.subtitle')}>
      <TopBarActions>
        <Button variant="outline-secondary" className="text-nowrap" onClick={() => up && void navigate(up)} disabled={!up}>
          <ChevronLeftIcon size={16} className="me-1" />
          {t('menuAdmin.back')}
        </Button>
        <Button variant="primary" className="text-nowrap" onClick={() => setAdding('category')}>
          <PlusIcon size={16} className="me-1" />
          {t('menuAdmin.addCategory')}
        </Button>
        <Button
          variant="outline-primary"
          className="text-nowrap"
          onClick={() => setAdding('subcategory')}
          disabled={categories.length === 0}
          title={categories.length === 0 ? t('menuAdmin.addCategoryFirst') : undefined}
        >
          <PlusIcon size={16} className="me-1" />
          {t('menuAdmin.addSubcategory')}
        </Button>
        <Button
          variant="outline-primary"
          className="text-nowrap"
          onClick={() => setAdding('item')}
          disabled={!hasSubcategory}
          title={!hasSubcategory ? t('menuAdmin.addSubcategoryFirst') : undefined}
        >
          <PlusIcon size={16} className="me-1" />
          {t('menuAdmin.addItem')}
        </Button>
      </TopBarActions>

      <nav aria-label={t('menuAdmin.trail')} className="menu-trail">
        <ol className="breadcrumb mb-3">
          <li className="breadcrumb-item">
            {level === 'categories' ? <span aria-current="page">{t('menuAdmin.categories')}</span> : <Link to="/dashboard/menu">{t('menuAdmin.categories')}</Link>}
          </li>
          {level !== 'categories' && (
            <li className="breadcrumb-item">
              {level === 'items' ? (
                <Link to={subcategoryListPath(categoryId)}>{category?.name ?? t('menuAdmin.category')}</Link>
              ) : (
                <span aria-current="page">{category?.name ?? t('menuAdmin.category')}</span>
              )}
            </li>
          )}
          {level === 'items' && (
            <li className="breadcrumb-item">
              <span aria-current="page">{subcategory?.name ?? t('menuAdmin.subcategory')}</span>
            </li>
          )}
        </ol>
      </nav>

      <Outlet />

      <CategoryModal show={adding === 'category'} category={null} onClose={() => setAdding(null)} />
      <SubcategoryModal show={adding === 'subcategory'} categories={categories} subcategory={null} defaultCategoryId={categoryId} onClose={() => setAdding(null)} />
      <ItemModal show={adding === 'item'} categories={categories} item={null} defaultCategoryId={categoryId} defaultSubCategoryId={subCategoryId} onClose={() => setAdding(null)} />
    </DashboardPage>
  );
}
