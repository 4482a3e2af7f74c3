import type { MessageId, ReservationSort } from '@izlazak/contracts';
import { ChevronDownIcon } from '../../../components/icons';
import { usePopupMenu } from '../../../lib/use-popup-menu';
import { useMessages } from '../../../lib/locale';

export interface ReservationOrder {
  sort: ReservationSort;
  order: 'asc' | 'desc';
}

const OPTIONS: readonly { sort: ReservationSort; label: MessageId }[] = [
  { sort: 'firstName', label: 'reservations.sort.name' },
  { sort: 'date', label: 'reservations.sort.date' },
  { sort: 'status', label: 'reservations.sort.status' },
];

/** The same option again flips the direction; another option starts ascending. */
export function nextOrder(current: ReservationOrder | null, sort: ReservationSort): ReservationOrder {
  if (current?.sort === sort) return { sort, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort, order: 'asc' };
}

/** 'Sortiraj': a small menu of the three orders, the chosen one marked with its direction. */
export function SortMenu({ value, onChange }: { value: ReservationOrder | null; onChange: (order: ReservationOrder) => void }) {
  const { open, rootRef, menuId, close, toggleProps } = usePopupMenu();
  const t = useMessages();

  const chosen = OPTIONS.find((option) => option.sort === value?.sort);
  return (
    <div className="sort-menu" ref={rootRef}>
      <button className="btn btn-outline-secondary sort-menu__toggle" {...toggleProps}>
        {t('reservations.sort.title')}
        {chosen && value && (
          <span className="sort-menu__current">
            : {t(chosen.label)} {value.order === 'asc' ? '↑' : '↓'}
          </span>
        )}
        <ChevronDownIcon size={16} className="ms-1" />
      </button>
      {open && (
        <div className="sort-menu__list" role="menu" id={menuId}>
          {OPTIONS.map((option) => {
            const active = value?.sort === option.sort;
            return (
              <button
                key={option.sort}
                type="button"
                role="menuitemradio"
                aria-checked={active}
                className={`sort-menu__item ${active ? 'is-active' : ''}`}
                onClick={() => {
                  close();
                  onChange(nextOrder(value, option.sort));
                }}
              >
                {t(option.label)}
                {active && value && (
                  <span aria-label={value.order === 'asc' ? t('reservations.sort.ascending') : t('reservations.sort.descending')}>{value.order === 'asc' ? '↑' : '↓'}</span>
                )}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
