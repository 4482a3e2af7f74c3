import { ACTIVE_RESERVATION_STATUSES, type FloorPlanView, type FloorTableView, type LiveMessage, type LiveReservationChange } from '@izlazak/contracts';
import { withQuery } from '../lib/query-string';
import { api, LIST_ID } from './api';
import { followLive } from './live';

export type FloorTable = FloorTableView;

export interface FloorArgs {
  clubId: string;
  /** The venue's night, yyyy-MM-dd; tonight when left out (the editor). */
  night?: string;
  /** The venue's own screens follow live pushes; a guest's modal does not open the connection. */
  live?: boolean;
}

/** A table on the plan: `x`, `y` is its centre. */
export type PlacedTable = FloorTable & Required<Pick<FloorTable, 'x' | 'y' | 'width' | 'height'>>;

export const isPlaced = (table: FloorTable): table is PlacedTable => typeof table.x === 'number';

/** A venue has a plan once one of its tables has a place on it; without one the list of tables stays. */
export const hasPlan = (plan: FloorPlanView | undefined) => Boolean(plan?.tables.some(isPlaced));

export const floorApi = api.enhanceEndpoints({ addTagTypes: ['Floor', 'Reservation'] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * The plan for one night. A reservation made, changed or deleted here (the Reservation list tag)
     * asks for it again; a live push about the venue's night moves its table at once, without a
     * request, and one that comes while the plan is still loading is applied once it has come.
     */
    getFloor: build.query<FloorPlanView, FloorArgs>({
      query: ({ clubId, night }) => withQuery(`club/${encodeURIComponent(clubId)}/floor`, { night }),
      providesTags: (_result, _error, { clubId }) => [
        { type: 'Floor', id: clubId },
        { type: 'Reservation', id: LIST_ID },
      ],
      async onCacheEntryAdded({ clubId, night, live }, lifecycle) {
        const { cacheDataLoaded, cacheEntryRemoved, dispatch } = lifecycle;
        if (!live) return;
        const apply = (message: LiveMessage) => {
          if (message.type === 'refetch') dispatch(floorApi.util.invalidateTags([{ type: 'Floor', id: clubId }]));
          else if (message.type === 'reservation' && message.reservation.clubId === clubId && message.reservation.date === night)
            lifecycle.updateCachedData((plan) => applyReservationToFloor(plan, message));
        };
        // Followed from the start: a push that comes while the plan loads waits for it, in order.
        const waiting: LiveMessage[] = [];
        let loaded = false;
        const stop = followLive((message) => (loaded ? apply(message) : waiting.push(message)));
        try {
          await cacheDataLoaded;
          loaded = true;
          waiting.splice(0).forEach(apply);
        } catch {
          // The entry went away before its plan came: nothing to keep current.
        }
        await cacheEntryRemoved;
        stop();
      },
    }),
  }),
});

/** A pushed reservation takes its table, or frees it when deleted, rejected or cancelled. */
export function applyReservationToFloor(plan: FloorPlanView, change: LiveReservationChange) {
  const { reservation } = change;
  const holds = !change.deleted && ACTIVE_RESERVATION_STATUSES.includes(reservation.status);
  for (const table of plan.tables) {
    if (table.reservation?._id === reservation._id && table._id !== reservation.tableId) {
      table.state = 'free';
      delete table.reservation;
    }
  }
  const table = plan.tables.find((candidate) => candidate._id === reservation.tableId);
  if (!table) return;
  if (holds) {
    table.state = 'taken';
    const { _id, uniqueId, firstName, lastName, persons, status } = reservation;
    // A push carries no guest-book tags: the table keeps those the plan brought for the same guest.
    const tags = table.reservation?._id === _id ? table.reservation.tags : undefined;
    table.reservation = { _id, uniqueId, firstName, lastName, persons, status, ...(tags ? { tags } : {}) };
  } else if (!table.reservation || table.reservation._id === reservation._id) {
    table.state = 'free';
    delete table.reservation;
  }
}

export const { useGetFloorQuery } = floorApi;
