import type { CSSProperties } from 'react';
import BootstrapModal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { formatRsd, type MenuCategoryView } from '@izlazak/contracts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { readableOnLight } from '../../../lib/colors';
import { useListMenuItemsQuery } from '../api';
import { useLocale, useMessages } from '../../../lib/locale';
import { VenueText, venueText } from '../../../components/venue-text';

interface MenuModalProps {
  clubId: string;
  categories: MenuCategoryView[];
  /** The category shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The venue's colour: the modal opens outside the venue's pages, so it is handed over. */
  color: string;
}

/** One category of the menu at a time: its subcategories with their items and prices, and the way to the next category. */
export function MenuModal({ clubId, categories, index, onIndexChange, onClose, color }: MenuModalProps) {
  const category = index === null ? null : (categories[index] ?? null);
  const { data: items = [], isFetching } = useListMenuItemsQuery({ clubId, categoryId: category?._id }, { skip: !category });
  const shownItems = items.filter((item) => item.categoryId === category?._id);
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < categories.length - 1;
  const t = useMessages();
  const locale = useLocale();

  return (
    <BootstrapModal
      show={category !== null}
      onHide={onClose}
      centered
      scrollable
      className="menu-modal"
      style={{ '--venue-color': color, '--venue-ink': readableOnLight(color) } as CSSProperties}
    >
      <BootstrapModal.Header closeButton closeLabel={t('site.close')}>
        <BootstrapModal.Title as="h2" className="h5 mb-0 menu-modal__title">
          {category && <VenueText as="span" english={category.nameEn?.toLocaleUpperCase('en')} serbian={category.name.toLocaleUpperCase('sr')} />}
        </BootstrapModal.Title>
      </BootstrapModal.Header>
      <BootstrapModal.Body>
        {isFetching && shownItems.length === 0 && (
          <div className="text-center py-4">
            <Spinner animation="border" role="status" size="sm" />
          </div>
        )}
        {category?.subcategories.map((subcategory) => {
          const own = shownItems.filter((item) => item.subCategoryId === subcategory._id);
          if (own.length === 0) return null;
          return (
            <section key={subcategory._id} className="menu-modal__section" aria-label={venueText(subcategory.nameEn, subcategory.name, locale).text}>
              <VenueText as="h3" className="menu-modal__subtitle" english={subcategory.nameEn} serbian={subcategory.name} />
              <ul className="menu-modal__items">
                {own.map((item) => (
                  <li key={item._id} className="menu-modal__item" data-testid="menu-modal-item">
                    <VenueText as="span" className="menu-modal__name" english={item.nameEn} serbian={item.name} />
                    <span className="menu-modal__dots" aria-hidden="true" />
                    <span className="menu-modal__price">{formatRsd(item.price)}</span>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        {!isFetching && category && shownItems.length === 0 && <p className="text-body-secondary mb-0">{t('menuPage.noItems')}</p>}
      </BootstrapModal.Body>
      <BootstrapModal.Footer className="justify-content-between">
        <button type="button" className="btn btn-outline-venue" onClick={() => index !== null && onIndexChange(index - 1)} disabled={!hasPrevious}>
          <ChevronLeftIcon size={16} className="me-1" />
          {t('site.previousPage')}
        </button>
        <span className="text-body-secondary small">{index !== null ? `${index + 1} / ${categories.length}` : ''}</span>
        <button type="button" className="btn btn-outline-venue" onClick={() => index !== null && onIndexChange(index + 1)} disabled={!hasNext}>
          {t('site.nextPage')}
          <ChevronRightIcon size={16} className="ms-1" />
        </button>
      </BootstrapModal.Footer>
    </BootstrapModal>
  );
}
