import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useAppDispatch } from '../../state/hooks';
import { searchChanged } from '../../state/ui-slice';
import { DebouncedSearch } from '../debounced-search';
import { useMessages } from '../../lib/locale';

interface TopBarSlots {
  actionsSlot: HTMLElement | null;
  searchSlot: HTMLElement | null;
  setActionsSlot: (element: HTMLElement | null) => void;
  setSearchSlot: (element: HTMLElement | null) => void;
}

const TopBarSlotsContext = createContext<TopBarSlots | null>(null);

/** Lets a dashboard screen put its buttons and search into the shell's top bar. */
export function TopBarSlotsProvider({ children }: { children: ReactNode }) {
  const [actionsSlot, setActionsSlot] = useState<HTMLElement | null>(null);
  const [searchSlot, setSearchSlot] = useState<HTMLElement | null>(null);
  const value = useMemo(() => ({ actionsSlot, searchSlot, setActionsSlot, setSearchSlot }), [actionsSlot, searchSlot]);
  return <TopBarSlotsContext.Provider value={value}>{children}</TopBarSlotsContext.Provider>;
}

export function useTopBarSlots(): TopBarSlots {
  const slots = useContext(TopBarSlotsContext);
  if (!slots) throw new Error('useTopBarSlots must be used inside TopBarSlotsProvider');
  return slots;
}

/** Action buttons shown on the left of the top bar while this screen is open. */
export function TopBarActions({ children }: { children: ReactNode }) {
  const { actionsSlot } = useTopBarSlots();
  return actionsSlot ? createPortal(children, actionsSlot) : null;
}

/** The top bar's search box; what is typed reaches the store's `ui.search` after the debounce. */
export function TopBarSearch({ placeholder: givenPlaceholder }: { placeholder?: string }) {
  const t = useMessages();
  const placeholder = givenPlaceholder ?? t('common.searchPlaceholder');
  const { searchSlot } = useTopBarSlots();
  const dispatch = useAppDispatch();

  useEffect(() => {
    dispatch(searchChanged(''));
    // A search typed on one screen must not filter the next one.
    return () => {
      dispatch(searchChanged(''));
    };
  }, [dispatch]);

  if (!searchSlot) return null;
  return createPortal(<DebouncedSearch placeholder={placeholder} onSearch={(value) => dispatch(searchChanged(value))} />, searchSlot);
}
