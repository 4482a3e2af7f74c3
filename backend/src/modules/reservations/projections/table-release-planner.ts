import type pg from 'pg';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import { defineReactor } from '#platform/projections/projector';
import { cancelSchedule, scheduledCommandKey, upsertSchedule } from '#platform/scheduling/scheduled-command-table';
import { addDays, nightOf } from '../../events/domain/venue-night';
import type { VenueDetailsChanged } from '../../venues/domain/venue.events';
import { holdCutoff, TABLE_RELEASE, venueNightStream, type TableReleasePayload } from '../domain/table-hold';
import type { Reservation } from '../domain/table-night.decider';

/** The events after which a venue's night has a reservation waiting for its guests. */
const HOLDING_EVENTS = new Set(['ReservationPlaced', 'ReservationConfirmed', 'ReservationMovedIn']);
/** The batch is handled whole (handleBatch); these name the events it is given. */
const handledInBatch = async () => undefined;

/**
 * Keeps one scheduled release per venue and night that has reservations waiting, at the venue's
 * hold cutoff: when such a reservation is placed, confirmed or moved in, and when the venue moves
 * or clears its cutoff. The same cutoff again changes nothing, so a replayed batch schedules nothing
 * twice. Rows are written in the batch's transaction; the scheduler's poll picks them up.
 */
export const tableReleasePlanner = defineReactor({
  name: 'table-release-planner',
  handlers: { ReservationPlaced: handledInBatch, ReservationConfirmed: handledInBatch, ReservationMovedIn: handledInBatch, VenueDetailsChanged: handledInBatch },
  async handleBatch(events, tx) {
    await planNights(tx, nightsWaiting(events));
    for (const event of events) if (event.type === 'VenueDetailsChanged') await replanVenue(tx, event);
  },
});

function nightsWaiting(events: RecordedEvent[]): Map<string, TableReleasePayload> {
  const nights = new Map<string, TableReleasePayload>();
  for (const event of events) {
    if (!HOLDING_EVENTS.has(event.type)) continue;
    const { clubId, night } = (event.data as { reservation: Reservation }).reservation;
    nights.set(`${clubId}/${night}`, { clubId, night });
  }
  return nights;
}

async function planNights(tx: pg.PoolClient, nights: Map<string, TableReleasePayload>): Promise<void> {
  if (nights.size === 0) return;
  const clubIds = [...new Set([...nights.values()].map((night) => night.clubId))];
  const { rows } = await tx.query<{ id: string; table_hold_until: string | null }>('SELECT id, table_hold_until FROM venues WHERE id = ANY($1)', [clubIds]);
  const holdOf = new Map(rows.map((row) => [row.id, row.table_hold_until]));
  for (const night of nights.values()) {
    const holdUntil = holdOf.get(night.clubId);
    if (holdUntil) await schedule(tx, night, holdUntil);
  }
}

/** A new cutoff moves the releases of the venue's nights still to come; a cleared one cancels them. */
async function replanVenue(tx: pg.PoolClient, event: RecordedEvent): Promise<void> {
  const { clubId, details } = event.data as VenueDetailsChanged['data'];
  const from = addDays(nightOf(new Date(event.metadata.occurredAt)), -1);
  const { rows } = await tx.query<{ night: string }>(
    `SELECT DISTINCT to_char(night, 'YYYY-MM-DD') AS night FROM reservations
      WHERE club_id = $1 AND night >= $2::date AND NOT deleted AND status IN ('Pending', 'Complete')`,
    [clubId, from],
  );
  for (const { night } of rows) {
    if (details.tableHoldUntil) await schedule(tx, { clubId, night }, details.tableHoldUntil);
    else await cancelSchedule(tx, scheduledCommandKey(venueNightStream(clubId, night), TABLE_RELEASE));
  }
}

const schedule = (tx: pg.PoolClient, payload: TableReleasePayload, holdUntil: string) =>
  upsertSchedule(tx, { stream: venueNightStream(payload.clubId, payload.night), purpose: TABLE_RELEASE, runAt: holdCutoff(payload.night, holdUntil), payload });
