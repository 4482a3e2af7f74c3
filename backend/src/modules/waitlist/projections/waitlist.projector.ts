import type pg from 'pg';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import { ERASED_VALUE } from '#platform/privacy/personal-fields';
import type { PersonErased } from '#platform/privacy/person-erased';
import { defineReadModel } from '#platform/projections/projector';
import type { WaitlistEntryState } from '../queries/waitlist-rows';
import type { WaitlistEvent } from '../domain/waitlist/waitlist.events';

/**
 * `waitlist_entries`: each guest of a night's waitlist where they stand now, their place in the
 * queue (1 is first; null once they left it) and the offer made to them last; `waitlist_offers`:
 * every offer, for the page the mailed link opens.
 */
export const waitlistProjector = defineReadModel<WaitlistEvent | PersonErased>({
  name: 'waitlist',
  // A join or a claim answers with the queue as it now stands, without waiting for the feed's follower (every handler only writes).
  inline: true,
  tables: ['waitlist_entries', 'waitlist_offers'],
  migrations: [
    {
      id: '20261205-10-waitlist',
      sql: `
        CREATE TABLE waitlist_entries (
          id text PRIMARY KEY,
          club_id text NOT NULL,
          club text NOT NULL,
          night date NOT NULL,
          -- Renumbered 1… after every change of the queue; a move first lands between two places.
          position double precision,
          state text NOT NULL,
          persons integer NOT NULL,
          first_name text NOT NULL,
          last_name text NOT NULL,
          phone text NOT NULL,
          email text NOT NULL,
          zone_id text,
          zone_name text,
          offer_id text,
          offered_until timestamptz,
          table_id text,
          table_name text,
          reservation_id text,
          joined_at timestamptz NOT NULL,
          updated_at timestamptz NOT NULL,
          version integer NOT NULL
        );
        CREATE INDEX waitlist_entries_night_idx ON waitlist_entries (club_id, night, position);
        CREATE INDEX waitlist_entries_waiting_idx ON waitlist_entries (night) WHERE state IN ('waiting', 'offered');

        CREATE TABLE waitlist_offers (
          id text PRIMARY KEY,
          entry_id text NOT NULL,
          club_id text NOT NULL,
          club text NOT NULL,
          night date NOT NULL,
          table_id text NOT NULL,
          table_name text NOT NULL,
          persons integer NOT NULL,
          first_name text NOT NULL,
          until timestamptz NOT NULL,
          state text NOT NULL,
          reservation_id text,
          updated_at timestamptz NOT NULL
        );`,
    },
  ],
  handlers: {
    WaitlistJoined: async (event, tx) => {
      const { clubId, club, night, entry, position, version } = event.data;
      await tx.query(
        `INSERT INTO waitlist_entries (id, club_id, club, night, position, state, persons, first_name, last_name, phone, email,
           zone_id, zone_name, joined_at, updated_at, version)
         VALUES ($1, $2, $3, $4, $5, 'waiting', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) ON CONFLICT (id) DO NOTHING`,
        [
          entry.entryId,
          clubId,
          club,
          night,
          position,
          entry.persons,
          entry.firstName,
          entry.lastName,
          entry.phone,
          entry.email,
          entry.zoneId,
          entry.zoneName,
          entry.joinedAt,
          event.metadata.occurredAt,
          version,
        ],
      );
    },
    WaitlistEntryMoved: async (event, tx) => {
      const { from, position } = event.data;
      // Between the guest now at `position` and its neighbour on the side the entry comes from.
      await update(tx, event, { position: position + (position > from ? 0.5 : -0.5) });
      await renumber(tx, event.data);
    },
    WaitlistEntryRemoved: async (event, tx) => {
      await update(tx, event, { state: 'removed', position: null });
      if (event.data.offerId) await offerEnded(tx, event, event.data.offerId, 'withdrawn');
      await renumber(tx, event.data);
    },
    WaitlistOfferMade: async (event, tx) => {
      const { offer, clubId, night, entryId } = event.data;
      await update(tx, event, { state: 'offered', offer_id: offer.offerId, offered_until: offer.until, table_id: offer.tableId, table_name: offer.tableName });
      await tx.query(
        `INSERT INTO waitlist_offers (id, entry_id, club_id, club, night, table_id, table_name, persons, first_name, until, state, updated_at)
         SELECT $1, id, club_id, club, night, $2, $3, persons, first_name, $4, 'open', $5 FROM waitlist_entries WHERE id = $6 AND club_id = $7 AND night = $8
         ON CONFLICT (id) DO NOTHING`,
        [offer.offerId, offer.tableId, offer.tableName, offer.until, event.metadata.occurredAt, entryId, clubId, night],
      );
    },
    WaitlistOfferWithdrawn: async (event, tx) => {
      await update(tx, event, { state: 'waiting', offer_id: null, offered_until: null, table_id: null, table_name: null });
      await offerEnded(tx, event, event.data.offerId, 'withdrawn');
    },
    WaitlistOfferExpired: async (event, tx) => {
      await update(tx, event, { state: 'expired', position: null });
      await offerEnded(tx, event, event.data.offerId, 'expired');
      await renumber(tx, event.data);
    },
    PersonErased: async (event, tx) => {
      const ids = event.data.waitlistEntries.map(({ id }) => id);
      if (ids.length === 0) return;
      const { firstName, lastName, phone, email } = ERASED_VALUE;
      await tx.query('UPDATE waitlist_entries SET first_name = $2, last_name = $3, phone = $4, email = $5 WHERE id = ANY($1::text[])', [ids, firstName, lastName, phone, email]);
      await tx.query('UPDATE waitlist_offers SET first_name = $2 WHERE entry_id = ANY($1::text[])', [ids, firstName]);
    },
    WaitlistOfferClaimed: async (event, tx) => {
      const { reservationId, offerId } = event.data;
      await update(tx, event, { state: 'booked', position: null, reservation_id: reservationId });
      await offerEnded(tx, event, offerId, 'claimed', reservationId);
      await renumber(tx, event.data);
    },
  },
});

type Columns = Partial<{
  state: WaitlistEntryState;
  position: number | null;
  offer_id: string | null;
  offered_until: string | null;
  table_id: string | null;
  table_name: string | null;
  reservation_id: string;
}>;

/** Sets the columns and the entry's version its event carries (an older version changes nothing). */
async function update(tx: pg.PoolClient, event: RecordedEvent<{ entryId: string; version: number }>, columns: Columns): Promise<void> {
  const names = Object.keys(columns);
  const sets = names.map((name, i) => `${name} = $${i + 4}`);
  await tx.query(`UPDATE waitlist_entries SET ${[...sets, 'version = $2', 'updated_at = $3'].join(', ')} WHERE id = $1 AND version < $2`, [
    event.data.entryId,
    event.data.version,
    event.metadata.occurredAt,
    ...Object.values(columns),
  ]);
}

async function offerEnded(tx: pg.PoolClient, event: RecordedEvent, offerId: string, state: 'withdrawn' | 'expired' | 'claimed', reservationId?: string): Promise<void> {
  await tx.query('UPDATE waitlist_offers SET state = $2, reservation_id = COALESCE($3, reservation_id), updated_at = $4 WHERE id = $1', [
    offerId,
    state,
    reservationId ?? null,
    event.metadata.occurredAt,
  ]);
}

/** The queue's places 1… again, in the order they stand. */
async function renumber(tx: pg.PoolClient, { clubId, night }: { clubId: string; night: string }): Promise<void> {
  await tx.query(
    `UPDATE waitlist_entries w SET position = r.n
       FROM (SELECT id, row_number() OVER (ORDER BY position, joined_at, id) AS n FROM waitlist_entries
              WHERE club_id = $1 AND night = $2::date AND position IS NOT NULL) r
      WHERE w.id = r.id AND w.position IS DISTINCT FROM r.n`,
    [clubId, night],
  );
}
