import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { TIMINGS } from '@izlazak/contracts';
import { SearchIcon } from './icons';
import { useMessages } from '../lib/locale';

interface DebouncedSearchProps {
  onSearch: (value: string) => void;
  placeholder?: string;
  delayMs?: number;
  initialValue?: string;
}

/** Publishes the typed text only once typing has paused for the debounce delay. */
export function DebouncedSearch({ onSearch, placeholder: givenPlaceholder, delayMs = TIMINGS.searchDebounceMs, initialValue = '' }: DebouncedSearchProps) {
  const t = useMessages();
  const placeholder = givenPlaceholder ?? t('common.searchPlaceholder');
  const [value, setValue] = useState(initialValue);
  const search = useEffectEvent((text: string) => onSearch(text));
  const firstRun = useRef(true);

  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    const timer = window.setTimeout(() => search(value.trim()), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);

  return (
    <div className="debounced-search" role="search">
      <SearchIcon size={16} className="debounced-search__icon" />
      <input
        type="search"
        className="form-control"
        placeholder={placeholder}
        aria-label={placeholder.replace(/\.+$/, '')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
    </div>
  );
}
