import type { LiveGuestListEntryChange } from '@izlazak/contracts';
import type { Queryable } from '#platform/database/pool';
import { LIVE_ROOMS, type LiveFeed, type LiveRow } from '#platform/live/live-feed';
import type { GuestListEvent } from '../domain/guest-list/guest-list.events';
import { guestListsProjector } from '../projections/guest-lists.projector';
import { GUEST_LIST_COLUMNS, GUEST_LIST_ENTRY_COLUMNS, guestListEntryView, guestListView, type GuestListEntryRow, type GuestListRow } from '../queries/guest-list-rows';

const EVENTS = ['GuestListSignedUp', 'GuestListEntryChanged', 'GuestListEntryArrived', 'GuestListArrivalUndone'] satisfies GuestListEvent['type'][];

/** The venue's manager and staff (the door phones among them), admins, and the promoter whose name it is. */
const roomsOfEntry = (clubId: string, promoterId: string | null | undefined) => [LIVE_ROOMS.venue(clubId), LIVE_ROOMS.admins, ...(promoterId ? [LIVE_ROOMS.user(promoterId)] : [])];

/** The names on the venue's lists as 'Liste', the door and the promoter's screen show them, pushed as they sign up and come in. */
export const guestListEntriesLiveFeed: LiveFeed = {
  name: 'guest-list-entries',
  readModel: guestListsProjector.name,
  eventTypes: EVENTS,
  streamPrefixes: ['guest-list-'],
  changeOf(event) {
    const { entryId, clubId, promoterId } = event.data as { entryId?: string; clubId?: string; promoterId?: string | null };
    return entryId && clubId ? { id: entryId, rooms: roomsOfEntry(clubId, promoterId) } : null;
  },
  async read(db: Queryable, ids: string[]): Promise<LiveRow[]> {
    const { rows: entries } = await db.query<GuestListEntryRow & { club_id: string }>(
      `SELECT ${GUEST_LIST_ENTRY_COLUMNS}, club_id FROM guest_list_entries WHERE id = ANY($1::text[])`,
      [ids],
    );
    if (entries.length === 0) return [];
    const { rows: lists } = await db.query<GuestListRow>(`SELECT ${GUEST_LIST_COLUMNS} FROM guest_lists WHERE id = ANY($1::text[])`, [
      [...new Set(entries.map((entry) => entry.list_id))],
    ]);
    const listOf = new Map(lists.map((list) => [list.id, list]));
    return entries.flatMap((row) => {
      const list = listOf.get(row.list_id);
      if (!list) return [];
      return [
        {
          id: row.id,
          rooms: roomsOfEntry(row.club_id, row.promoter_id),
          message: (position): LiveGuestListEntryChange => ({
            type: 'guest-list-entry',
            position,
            entry: guestListEntryView(row),
            list: guestListView(list, new Date()),
          }),
        },
      ];
    });
  },
};
