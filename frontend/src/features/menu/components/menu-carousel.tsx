import { useRef, useState } from 'react';
import type { MenuCategoryView } from '@izlazak/contracts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { useCarouselColumns } from './use-carousel-columns';
import { useMessages } from '../../../lib/locale';
import { VenueText } from '../../../components/venue-text';

interface MenuCarouselProps {
  categories: MenuCategoryView[];
  onOpen: (index: number) => void;
}

/** The venue's categories as tiles, 1 to 4 at a time by width, moved by arrows that dim at the ends. */
export function MenuCarousel({ categories, onOpen }: MenuCarouselProps) {
  const carousel = useRef<HTMLDivElement>(null);
  const columns = useCarouselColumns(carousel);
  const t = useMessages();
  const [requestedStart, setStart] = useState(0);
  const lastStart = Math.max(0, categories.length - columns);
  // A wider window shows more tiles: the first shown never leaves a gap at the end.
  const start = Math.min(requestedStart, lastStart);
  const atStart = start === 0;
  const atEnd = start >= lastStart;

  return (
    // The tiles' width comes from the stylesheet, which `columns` reads: a server-rendered page knows no
    // window, and its tiles must not change size when it hydrates.
    <div ref={carousel} className="menu-carousel" data-testid="menu-carousel" data-columns={columns}>
      <button type="button" className="menu-carousel__arrow" onClick={() => setStart(Math.max(0, start - 1))} disabled={atStart} aria-label={t('menuPage.previousCategories')}>
        <ChevronLeftIcon size={26} />
      </button>
      <div className="menu-carousel__viewport">
        <ul className="menu-carousel__track" style={{ transform: `translateX(-${(start * 100) / columns}%)` }} aria-label={t('menuPage.categories')}>
          {categories.map((category, index) => {
            const shown = index >= start && index < start + columns;
            return (
              <li key={category._id} className="menu-carousel__slot" aria-hidden={!shown || undefined}>
                <button type="button" className="menu-tile" onClick={() => onOpen(index)} tabIndex={shown ? 0 : -1} data-testid="menu-tile">
                  <VenueText as="span" className="menu-tile__name" english={category.nameEn} serbian={category.name} />
                  <span className="menu-tile__count">{t('menuPage.itemCount', { count: category.itemCount })}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <button type="button" className="menu-carousel__arrow" onClick={() => setStart(Math.min(lastStart, start + 1))} disabled={atEnd} aria-label={t('menuPage.nextCategories')}>
        <ChevronRightIcon size={26} />
      </button>
    </div>
  );
}
