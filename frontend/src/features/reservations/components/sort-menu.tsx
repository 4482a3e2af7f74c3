import { useEffect, useId, useRef, useState } from 'react';
import type { ReservationSort } from '@izlazak/contracts';
import { ChevronDownIcon } from '../../../components/icons';

export interface ReservationOrder {
  sort: ReservationSort;
  order: 'asc' | 'desc';
}

const OPTIONS: readonly { sort: ReservationSort; label: string }[] = [
  { sort: 'firstName', label: 'Ime i prezime' },
  { sort: 'date', label: 'Datum' },
  { sort: 'status', label: 'Status' },
];

/** The same option again flips the direction; another option starts ascending. */
export function nextOrder(current: ReservationOrder | null, sort: ReservationSort): ReservationOrder {
  if (current?.sort === sort) return { sort, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort, order: 'asc' };
}

/** 'Sortiraj': a small menu of the three orders, the chosen one marked with its direction. */
export function SortMenu({ value, onChange }: { value: ReservationOrder | null; onChange: (order: ReservationOrder) => void }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: Event) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', closeIfOutside);
    document.addEventListener('touchstart', closeIfOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeIfOutside);
      document.removeEventListener('touchstart', closeIfOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const chosen = OPTIONS.find((option) => option.sort === value?.sort);
  return (
    <div className="sort-menu" ref={root}>
      <button
        type="button"
        className="btn btn-outline-secondary sort-menu__toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((shown) => !shown)}
      >
        Sortiraj
        {chosen && value && (
          <span className="sort-menu__current">
            : {chosen.label} {value.order === 'asc' ? '↑' : '↓'}
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
                  setOpen(false);
                  onChange(nextOrder(value, option.sort));
                }}
              >
                {option.label}
                {active && value && <span aria-label={value.order === 'asc' ? 'rastuće' : 'opadajuće'}>{value.order === 'asc' ? '↑' : '↓'}</span>}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
