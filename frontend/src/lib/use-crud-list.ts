import { useState } from 'react';
import { notifySuccess } from '../components/notify';

/** The modal a list screen has open, as the spec names them. */
export type CrudMode = 'add' | 'edit' | 'delete' | 'preview';

interface CrudListOptions<T> {
  /** Deletes the row; rejects when the server refused (the error catalogue has toasted why). */
  remove: (item: T) => Promise<unknown>;
  /** The toast after a deletion, e.g. 'Stol uspešno obrisan'. */
  removedMessage: string;
  /** What the list is filtered by (the top bar's search): a new value starts from page 1. */
  filter?: unknown;
}

export interface CrudList<T> {
  page: number;
  setPage: (page: number) => void;
  /**
   * Call with the answer's total pages while rendering: a page past the end (its last row was
   * deleted, or the list shrank elsewhere) moves to the new last page instead of showing nothing.
   */
  clampPage: (totalPages: number | undefined) => void;
  /** The open modal, or null. */
  mode: CrudMode | null;
  /** The row of the open modal; kept after closing so a closing dialog keeps its text while it fades. */
  item: T | null;
  /** Changes on every opening: a form keyed with it starts fresh. */
  formKey: number;
  isOpen: (mode: CrudMode) => boolean;
  openAdd: () => void;
  open: (mode: Exclude<CrudMode, 'add'>, item: T) => void;
  close: () => void;
  /**
   * The row of the open 'edit' modal as `rows` (the list as loaded now) have it, so the modal
   * follows a reload (after a save refused for a stale version); null when no edit is open.
   */
  editedIn: (rows: readonly T[] | undefined) => T | null;
  /** Deletes the row of the open 'delete' dialog; the dialog stays open when the server refuses. */
  confirmRemove: () => Promise<void>;
  removing: boolean;
}

/** The state every dashboard list with add, edit and delete shares: page, modal and deletion. */
export function useCrudList<T extends { _id: string }>({ remove, removedMessage, filter }: CrudListOptions<T>): CrudList<T> {
  const [page, setPage] = useState(1);
  const [filteredBy, setFilteredBy] = useState(filter);
  const [mode, setMode] = useState<CrudMode | null>(null);
  const [item, setItem] = useState<T | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [removing, setRemoving] = useState(false);

  if (filteredBy !== filter) {
    setFilteredBy(filter);
    setPage(1);
  }

  function clampPage(totalPages: number | undefined) {
    if (totalPages !== undefined && page > 1 && page > totalPages) setPage(Math.max(1, totalPages));
  }

  function openWith(nextMode: CrudMode, nextItem: T | null) {
    setItem(nextItem);
    setMode(nextMode);
    setFormKey((key) => key + 1);
  }

  async function confirmRemove() {
    if (mode !== 'delete' || item === null || removing) return;
    setRemoving(true);
    try {
      await remove(item);
      notifySuccess(removedMessage);
      setMode(null);
    } catch {
      // The error catalogue has toasted why; the dialog stays open to try again or cancel.
    } finally {
      setRemoving(false);
    }
  }

  return {
    page,
    setPage,
    clampPage,
    mode,
    item,
    formKey,
    isOpen: (candidate) => mode === candidate,
    openAdd: () => openWith('add', null),
    open: (nextMode, nextItem) => openWith(nextMode, nextItem),
    close: () => setMode(null),
    editedIn: (rows) => (mode === 'edit' && item ? (rows?.find((row) => row._id === item._id) ?? item) : null),
    confirmRemove,
    removing,
  };
}
