import type pg from 'pg';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import { defineReactor } from '#platform/projections/projector';
import { upsertSchedule } from '#platform/scheduling/scheduled-command-table';
import type { Reservation } from '../../reservations/domain/table-night';
import { OFFER_FREE_TABLES, type WaitlistNightPayload } from '../commands/waitlist-offers';
import { waitlistStream } from '../domain/waitlist/waitlist.events';

/** The batch is handled whole (handleBatch); these name the events it is given. */
const handledInBatch = () => Promise.resolve();

/** Reservation events after which a table of that night is free again. */
const FREEING = ['ReservationCancelled', 'ReservationRejected', 'ReservationDeleted', 'ReservationNoShow'];
/** Waitlist events after which a free table may have a guest to go to. */
const NEW_CHANCES = ['WaitlistJoined', 'WaitlistEntryRemoved', 'WaitlistOfferWithdrawn', 'WaitlistEntryMoved'];

const TABLE_NIGHT = /^table-night-(.+)-(\d{4}-\d{2}-\d{2})$/;

/** The venue and night whose waitlist may now have a table to offer, from the event alone. */
function nightOf(event: RecordedEvent): WaitlistNightPayload | null {
  if (FREEING.includes(event.type)) {
    const { clubId, night } = (event.data as { reservation: Reservation }).reservation;
    return { clubId, night };
  }
  if (event.type === 'ReservationMovedOut') {
    // It left this table: the table-night is its stream.
    const night = TABLE_NIGHT.exec(event.streamId)?.[2];
    return night ? { clubId: (event.data as { clubId: string }).clubId, night } : null;
  }
  if (event.type === 'TableOfferHoldEnded') {
    const data = event.data as { clubId: string; night: string; reason: string };
    return data.reason === 'claimed' ? null : { clubId: data.clubId, night: data.night };
  }
  if (NEW_CHANCES.includes(event.type)) {
    const { clubId, night } = event.data as WaitlistNightPayload;
    return { clubId, night };
  }
  return null;
}

/**
 * Schedules, in the batch's transaction, a run of `offerFreeTables` for every night with guests
 * waiting where a table may have freed (cancelled, rejected, deleted, no-show, moved away, an
 * offer ended unclaimed) or a guest came or moved up: at the moment of the event, so the scheduler
 * runs it at once (its poll, or the next wake-up). One schedule per night: events of a night
 * coming together make one run; a replayed batch (same moment, same night) schedules nothing twice.
 */
export const waitlistPlanner = defineReactor({
  name: 'waitlist-planner',
  handlers: Object.fromEntries([...FREEING, 'ReservationMovedOut', 'TableOfferHoldEnded', ...NEW_CHANCES].map((type) => [type, handledInBatch])),
  async handleBatch(events, tx) {
    const nights = new Map<string, { payload: WaitlistNightPayload; at: string; ofWaitlist: boolean }>();
    for (const event of events) {
      const night = nightOf(event);
      const key = night && `${night.clubId}/${night.night}`;
      if (night && key)
        nights.set(key, { payload: night, at: event.metadata.occurredAt, ofWaitlist: event.streamId.startsWith('waitlist-') || Boolean(nights.get(key)?.ofWaitlist) });
    }
    // The waitlist read model follows the feed in another crew: an event of the waitlist itself is news of guests anyway.
    for (const { payload, at, ofWaitlist } of nights.values()) if (ofWaitlist || (await hasWaitingGuests(tx, payload))) await schedule(tx, payload, at);
  },
});

async function hasWaitingGuests(tx: pg.PoolClient, { clubId, night }: WaitlistNightPayload): Promise<boolean> {
  const { rows } = await tx.query(`SELECT 1 FROM waitlist_entries WHERE club_id = $1 AND night = $2::date AND state IN ('waiting', 'offered') LIMIT 1`, [clubId, night]);
  return rows.length > 0;
}

const schedule = (tx: pg.PoolClient, payload: WaitlistNightPayload, at: string) =>
  upsertSchedule(tx, { stream: waitlistStream(payload.clubId, payload.night), purpose: OFFER_FREE_TABLES, runAt: new Date(at), payload });
