import type { LiveMessage, LiveReservationChange, Paged, ReservationView } from '@izlazak/contracts';
import { followLive } from '../../api/live';

/** What RTK Query hands `onCacheEntryAdded`, as far as a live list needs it. */
export interface LiveListEntry<T> {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  updateCachedData(recipe: (draft: T) => void): void;
  /** Reloads this list (the server could not replay what was missed). */
  refetch(): void;
}

export interface ReservationListRules {
  /** Whether a reservation belongs in this list (tonight's list: tonight's night, its search…). */
  belongs(reservation: ReservationView): boolean;
  /** The list's order, for where a new reservation goes; without it, at the end. */
  order?(a: ReservationView, b: ReservationView): number;
}

/**
 * Keeps a cached page of reservations current from live pushes while it is cached: a newer version
 * replaces its row, leaves when deleted or no longer belonging, and a new one that belongs comes
 * in. Pushes that arrive while the page loads wait for it. No request per push; one reload when
 * the server says the connection missed too much.
 */
export async function keepReservationsLive(entry: LiveListEntry<Paged<ReservationView>>, rules: ReservationListRules) {
  const waiting: LiveMessage[] = [];
  let loaded = false;
  const apply = (message: LiveMessage) => {
    if (message.type === 'refetch') entry.refetch();
    else if (message.type === 'reservation') entry.updateCachedData((page) => applyReservationChange(page, message, rules));
  };
  const stop = followLive((message) => (loaded ? apply(message) : waiting.push(message)));
  try {
    await entry.cacheDataLoaded;
    loaded = true;
    waiting.splice(0).forEach(apply);
  } catch {
    // The entry went away before its data came: nothing to keep current.
  }
  await entry.cacheEntryRemoved;
  stop();
}

/** Applies one push to a page in place (an Immer draft or a plain object). */
export function applyReservationChange(page: Paged<ReservationView>, change: LiveReservationChange, rules: ReservationListRules) {
  const rows = page.data;
  const at = rows.findIndex((row) => row._id === change.reservation._id);
  const stays = !change.deleted && rules.belongs(change.reservation);
  if (at >= 0) {
    if (change.version <= rows[at].version) return;
    // A push carries no guest-book badge: the row keeps the one its list brought.
    if (stays) rows[at] = { ...change.reservation, guest: change.reservation.guest ?? rows[at].guest };
    else {
      rows.splice(at, 1);
      page.paginationData.total_records = Math.max(0, page.paginationData.total_records - 1);
    }
    return;
  }
  if (!stays) return;
  const { page: number, size } = page.paginationData;
  const before = rules.order ? rows.findIndex((row) => rules.order!(change.reservation, row) < 0) : -1;
  const after = before < 0;
  // It belongs on an earlier page, or after this full page: this page keeps its rows, the count grows.
  const elsewhere = (number > 1 && before === 0) || (after && rows.length >= size);
  if (!elsewhere) {
    rows.splice(after ? rows.length : before, 0, change.reservation);
    if (rows.length > size) rows.pop();
  }
  page.paginationData.total_records += 1;
  page.paginationData.total_pages = Math.max(1, Math.ceil(page.paginationData.total_records / size));
}
