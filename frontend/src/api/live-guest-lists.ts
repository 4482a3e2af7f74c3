import type { GuestListEntryView, GuestListView, LiveGuestListEntryChange } from '@izlazak/contracts';
import { followLive } from './live';

/** What RTK Query gives a cached list while it lives (onCacheEntryAdded). */
interface CachedLifecycle<Data> {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  updateCachedData: (recipe: (draft: Data) => void) => unknown;
}

/**
 * Keeps a cached read current with the pushes of list names: `changeOf` says how a push changes
 * it (null: not this read's). A push heard before the first answer, or a `refetch`, reads it again.
 */
async function followListPushes<Data>(lifecycle: CachedLifecycle<Data>, reload: () => void, changeOf: (push: LiveGuestListEntryChange) => ((draft: Data) => void) | null) {
  let loaded = false;
  let missed = false;
  const stop = followLive((message) => {
    if (message.type === 'refetch') return loaded ? reload() : void (missed = true);
    if (message.type !== 'guest-list-entry') return;
    const change = changeOf(message);
    if (!change) return;
    if (loaded) lifecycle.updateCachedData(change);
    else missed = true;
  });
  try {
    await lifecycle.cacheDataLoaded;
    loaded = true;
    if (missed) reload();
  } catch {
    // Gone before its data came.
  }
  await lifecycle.cacheEntryRemoved;
  stop();
}

/** A night's lists of a venue: a name signing up or coming in changes its list's counts. */
export function keepNightListsLive(night: { clubId: string; night: string }, lifecycle: CachedLifecycle<GuestListView[]>, reload: () => void) {
  return followListPushes(lifecycle, reload, ({ list }) => {
    if (list.clubId !== night.clubId || list.night !== night.night) return null;
    return (lists) => {
      const at = lists.findIndex((known) => known._id === list._id);
      if (at >= 0) lists[at] = list;
    };
  });
}

/** A list's names (all of them, or a promoter's own: the server pushes a promoter only theirs), by last name. */
export function keepListNamesLive(listId: string, lifecycle: CachedLifecycle<GuestListEntryView[]>, reload: () => void) {
  return followListPushes(lifecycle, reload, ({ entry }) => {
    if (entry.listId !== listId) return null;
    return (names) => {
      const at = names.findIndex((known) => known._id === entry._id);
      // A push older than the answer never takes an arrival back.
      const next = at >= 0 && names[at].arrived && !entry.arrived ? { ...entry, arrived: names[at].arrived } : entry;
      if (at >= 0) names[at] = next;
      else names.push(next);
      names.sort(byName);
    };
  });
}

const byName = (a: GuestListEntryView, b: GuestListEntryView) => a.lastName.localeCompare(b.lastName, 'sr') || a.firstName.localeCompare(b.firstName, 'sr');
