import { lazy, useState } from 'react';
import { LoadWhenOpen } from '../../../components/load-when-open';
import { useListMenuCategoriesQuery } from '../api';
import { MenuCarousel } from './menu-carousel';
import '../menu.css';
import { useMessages } from '../../../lib/locale';

// The menu modal loads when a visitor first opens a category, not with the venue's home page.
const MenuModal = lazy(() => import('./menu-modal').then((module) => ({ default: module.MenuModal })));

/** What the venue home's band holds: the menu's categories, each opening the menu at that category. */
export function MenuBand({ clubId, color }: { clubId: string; color: string }) {
  const { data: categories = [], isLoading } = useListMenuCategoriesQuery(clubId, { skip: !clubId });
  const [open, setOpen] = useState<number | null>(null);
  const t = useMessages();
  const filled = categories.filter((category) => category.itemCount > 0);

  return (
    <div className="menu-band container">
      <h2 className="menu-band__title">{t('venue.menu')}</h2>
      {filled.length > 0 ? <MenuCarousel categories={filled} onOpen={setOpen} /> : !isLoading && <p className="menu-band__empty">{t('menuPage.empty')}</p>}
      <LoadWhenOpen open={open !== null}>
        <MenuModal clubId={clubId} categories={filled} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} color={color} />
      </LoadWhenOpen>
    </div>
  );
}
