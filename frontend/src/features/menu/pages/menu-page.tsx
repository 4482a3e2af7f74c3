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
import '../menu.css';

type Adding = 'category' | 'subcategory' | 'item' | null;

/** Meni: categories → subcategories → items, with the add buttons in the top bar over all three. */
export function MenuPage() {
  const { clubId, categoryId, subCategoryId } = useMenuLocation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [adding, setAdding] = useState<Adding>(null);
  const { data: categories = [] } = useListMenuCategoriesQuery(clubId, { skip: !clubId });

  const level = pathname.endsWith('/item-list') ? 'items' : pathname.endsWith('/subcategory') ? 'subcategories' : 'categories';
  const up = level === 'items' ? subcategoryListPath(categoryId) : level === 'subcategories' ? '/dashboard/menu' : null;
  const category = categories.find((c) => c._id === categoryId);
  const subcategory = category?.subcategories.find((s) => s._id === subCategoryId);
  const hasSubcategory = categories.some((c) => c.subcategories.length > 0);

  if (!clubId) {
    return (
      <DashboardPage title="Meni">
        <Alert variant="warning" className="mb-0">
          Vaš nalog nije povezan ni sa jednim objektom. Obratite se administratoru.
        </Alert>
      </DashboardPage>
    );
  }

  return (
    <DashboardPage title="Meni" subtitle="Kategorije, podkategorije i stavke menija sa cenama u RSD.">
      <TopBarActions>
        <Button variant="outline-secondary" className="text-nowrap" onClick={() => up && void navigate(up)} disabled={!up}>
          <ChevronLeftIcon size={16} className="me-1" />
          Nazad
        </Button>
        <Button variant="primary" className="text-nowrap" onClick={() => setAdding('category')}>
          <PlusIcon size={16} className="me-1" />
          Dodaj kategoriju
        </Button>
        <Button
          variant="outline-primary"
          className="text-nowrap"
          onClick={() => setAdding('subcategory')}
          disabled={categories.length === 0}
          title={categories.length === 0 ? 'Prvo dodajte kategoriju' : undefined}
        >
          <PlusIcon size={16} className="me-1" />
          Dodaj podkategoriju
        </Button>
        <Button
          variant="outline-primary"
          className="text-nowrap"
          onClick={() => setAdding('item')}
          disabled={!hasSubcategory}
          title={!hasSubcategory ? 'Prvo dodajte podkategoriju' : undefined}
        >
          <PlusIcon size={16} className="me-1" />
          Dodaj stavku
        </Button>
      </TopBarActions>

      <nav aria-label="Putanja kroz meni" className="menu-trail">
        <ol className="breadcrumb mb-3">
          <li className="breadcrumb-item">{level === 'categories' ? <span aria-current="page">Kategorije</span> : <Link to="/dashboard/menu">Kategorije</Link>}</li>
          {level !== 'categories' && (
            <li className="breadcrumb-item">
              {level === 'items' ? (
                <Link to={subcategoryListPath(categoryId)}>{category?.name ?? 'Kategorija'}</Link>
              ) : (
                <span aria-current="page">{category?.name ?? 'Kategorija'}</span>
              )}
            </li>
          )}
          {level === 'items' && (
            <li className="breadcrumb-item">
              <span aria-current="page">{subcategory?.name ?? 'Podkategorija'}</span>
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
