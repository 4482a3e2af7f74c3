import type pg from 'pg';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import { defineReactor } from '#platform/projections/projector';
import { cancelSchedule, scheduledCommandKey, upsertSchedule } from '#platform/scheduling/scheduled-command-table';
import type { EventChanged, EventDeleted, EventPublished } from '../../events/domain/nightlife-event.decider';
import { addDays, nightOf } from '../../events/domain/venue-night';
import type { VenueDetailsChanged } from '../../venues/domain/venue.events';
import { holdCutoff, TABLE_RELEASE, venueNightStream, type TableReleasePayload } from '../domain/table-hold';
import type { Reservation } from '../domain/table-night';
import { EXPECTED_AT_THE_DOOR } from '../reservation-statuses';

/** The events after which a venue's night has a reservation waiting for its guests. */
const HOLDING_EVENTS = new Set(['ReservationPlaced', 'ReservationConfirmed', 'ReservationMovedIn']);
/** Events that move a night's cutoff when the venue holds tables until some minutes after the event's start. */
const EVENT_SCHEDULES = new Set(['EventPublished', 'EventChanged', 'EventDeleted']);
/** The batch is handled whole (handleBatch); these name the events it is given. */
const handledInBatch = () => Promise.resolve();

/** How a venue holds its tables: until 'Sto se čuva do', or, on a night with an event, minutes after its start. */
interface VenueHold {
  holdUntil: string | null;
  afterStartMinutes: number | null;
}

/**
 * Keeps one scheduled release per venue and night that has reservations waiting, at the venue's
 * hold cutoff: when such a reservation is placed, confirmed or moved in, when the venue moves or
 * clears its cutoff, and when an event of that night is published, moved or deleted (for a venue
 * that holds tables until some minutes after the event's start). The same cutoff again changes
 * nothing, so a replayed batch schedules nothing twice. Rows are written in the batch's
 * transaction; the scheduler's poll picks them up.
 */
export const tableReleasePlanner = defineReactor({
  name: 'table-release-planner',
  handlers: {
    ReservationPlaced: handledInBatch,
    ReservationConfirmed: handledInBatch,
    ReservationMovedIn: handledInBatch,
    VenueDetailsChanged: handledInBatch,
    EventPublished: handledInBatch,
    EventChanged: handledInBatch,
    EventDeleted: handledInBatch,
  },
  async handleBatch(events, tx) {
    const starts = eventStartsInBatch(events);
    await planNights(tx, nightsWaiting(events), starts);
    for (const event of events) if (event.type === 'VenueDetailsChanged') await replanVenue(tx, event, starts);
    await replanEventNights(tx, events, starts);
  },
});

/** What this batch says of events' starts: an event id → its venue, night and start (null once deleted). */
type EventStarts = Map<string, { clubId: string; night: string | null; startsAt: string | null }>;

function eventStartsInBatch(events: RecordedEvent[]): EventStarts {
  const starts: EventStarts = new Map();
  for (const event of events) {
    if (event.type === 'EventPublished' || event.type === 'EventChanged') {
      const { eventId, clubId, details, startsAt } = event.data as (EventPublished | EventChanged)['data'];
      starts.set(eventId, { clubId, night: details.dateOfEvent, startsAt });
    } else if (event.type === 'EventDeleted') {
      const { eventId, clubId } = event.data as EventDeleted['data'];
      starts.set(eventId, { clubId, night: starts.get(eventId)?.night ?? null, startsAt: null });
    }
  }
  return starts;
}

function nightsWaiting(events: RecordedEvent[]): Map<string, TableReleasePayload> {
  const nights = new Map<string, TableReleasePayload>();
  for (const event of events) {
    if (!HOLDING_EVENTS.has(event.type)) continue;
    const { clubId, night } = (event.data as { reservation: Reservation }).reservation;
    nights.set(`${clubId}/${night}`, { clubId, night });
  }
  return nights;
}

async function planNights(tx: pg.PoolClient, nights: Map<string, TableReleasePayload>, starts: EventStarts): Promise<void> {
  if (nights.size === 0) return;
  const holds = await venueHolds(tx, [...new Set([...nights.values()].map((night) => night.clubId))]);
  for (const night of nights.values()) await plan(tx, night, holds.get(night.clubId), starts);
}

/** A new cutoff moves the releases of the venue's nights still to come; a cleared one cancels them. */
async function replanVenue(tx: pg.PoolClient, event: RecordedEvent, starts: EventStarts): Promise<void> {
  const { clubId, details } = event.data as VenueDetailsChanged['data'];
  const hold = { holdUntil: details.tableHoldUntil || null, afterStartMinutes: details.tableHoldAfterStartMinutes || null };
  for (const night of await nightsWithGuestsWaiting(tx, clubId, addDays(nightOf(new Date(event.metadata.occurredAt)), -1))) {
    await plan(tx, { clubId, night }, hold, starts);
  }
}

/** An event published, moved or deleted moves the cutoff of its night (and of the night it left). */
async function replanEventNights(tx: pg.PoolClient, events: RecordedEvent[], starts: EventStarts): Promise<void> {
  const touched = new Map<string, TableReleasePayload>();
  for (const event of events) {
    if (!EVENT_SCHEDULES.has(event.type)) continue;
    const { eventId, clubId } = event.data as { eventId: string; clubId: string };
    const { rows } = await tx.query<{ night: string }>(`SELECT to_char(night, 'YYYY-MM-DD') AS night FROM event_listings WHERE id = $1`, [eventId]);
    for (const night of [rows[0]?.night, starts.get(eventId)?.night]) if (night) touched.set(`${clubId}/${night}`, { clubId, night });
  }
  if (touched.size === 0) return;
  const holds = await venueHolds(tx, [...new Set([...touched.values()].map((night) => night.clubId))]);
  for (const night of touched.values()) {
    const hold = holds.get(night.clubId);
    if (!hold?.afterStartMinutes) continue;
    if ((await nightsWithGuestsWaiting(tx, night.clubId, night.night, night.night)).length > 0) await plan(tx, night, hold, starts);
  }
}

async function venueHolds(tx: pg.PoolClient, clubIds: string[]): Promise<Map<string, VenueHold>> {
  const { rows } = await tx.query<{ id: string; table_hold_until: string | null; table_hold_after_start_minutes: number | null }>(
    'SELECT id, table_hold_until, table_hold_after_start_minutes FROM venues WHERE id = ANY($1)',
    [clubIds],
  );
  return new Map(rows.map((row) => [row.id, { holdUntil: row.table_hold_until, afterStartMinutes: row.table_hold_after_start_minutes }]));
}

async function nightsWithGuestsWaiting(tx: pg.PoolClient, clubId: string, from: string, to?: string): Promise<string[]> {
  const { rows } = await tx.query<{ night: string }>(
    `SELECT DISTINCT to_char(night, 'YYYY-MM-DD') AS night FROM reservations
      WHERE club_id = $1 AND night >= $2::date AND ($3::date IS NULL OR night <= $3::date) AND NOT deleted AND status = ANY($4::text[])`,
    [clubId, from, to ?? null, EXPECTED_AT_THE_DOOR],
  );
  return rows.map((row) => row.night);
}

/** Schedules the night's release at its cutoff, or cancels it when the venue holds tables all night. */
async function plan(tx: pg.PoolClient, payload: TableReleasePayload, hold: VenueHold | undefined, starts: EventStarts): Promise<void> {
  const runAt = hold ? await cutoffOf(tx, payload, hold, starts) : null;
  const stream = venueNightStream(payload.clubId, payload.night);
  if (runAt) await upsertSchedule(tx, { stream, purpose: TABLE_RELEASE, runAt, payload });
  else await cancelSchedule(tx, scheduledCommandKey(stream, TABLE_RELEASE));
}

/** Minutes after the night's first event starts, when the venue says so and the night has one; else 'Sto se čuva do'. */
async function cutoffOf(tx: pg.PoolClient, { clubId, night }: TableReleasePayload, hold: VenueHold, starts: EventStarts): Promise<Date | null> {
  if (hold.afterStartMinutes) {
    const start = await firstEventStart(tx, clubId, night, starts);
    if (start) return new Date(start.getTime() + hold.afterStartMinutes * 60_000);
  }
  return hold.holdUntil ? holdCutoff(night, hold.holdUntil) : null;
}

/** The night's first event at the venue, as the events read model has it and as this batch changed it. */
async function firstEventStart(tx: pg.PoolClient, clubId: string, night: string, starts: EventStarts): Promise<Date | null> {
  const inBatch = [...starts.entries()].filter(([, start]) => start.clubId === clubId);
  const { rows } = await tx.query<{ starts_at: Date }>(`SELECT starts_at FROM event_listings WHERE club_id = $1 AND night = $2::date AND NOT deleted AND NOT (id = ANY($3))`, [
    clubId,
    night,
    inBatch.map(([eventId]) => eventId),
  ]);
  const times = [
    ...rows.map((row) => row.starts_at.getTime()),
    ...inBatch.filter(([, start]) => start.night === night && start.startsAt).map(([, start]) => Date.parse(start.startsAt!)),
  ];
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}
