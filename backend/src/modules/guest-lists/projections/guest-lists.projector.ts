import type pg from 'pg';
import { ERASED_VALUE } from '#platform/privacy/personal-fields';
import type { PersonErased } from '#platform/privacy/person-erased';
import { defineReadModel } from '#platform/projections/projector';
import type { GuestListEvent } from '../domain/guest-list/guest-list.events';

/** `guest_lists`: each list with its places taken and guests let in; `guest_list_entries`: each name on a list, by its door code too. */
export const guestListsProjector = defineReadModel<GuestListEvent | PersonErased>({
  name: 'guest-lists',
  tables: ['guest_lists', 'guest_list_entries'],
  migrations: [
    {
      id: '20261202-10-guest-lists',
      sql: `
        CREATE TABLE guest_lists (
          id text PRIMARY KEY,
          club_id text NOT NULL,
          night date NOT NULL,
          event_id text,
          name text NOT NULL,
          benefit text NOT NULL,
          price integer NOT NULL,
          capacity integer NOT NULL,
          per_promoter_capacity integer,
          max_plus_ones integer NOT NULL,
          closes_at text NOT NULL,
          closes_at_instant timestamptz NOT NULL,
          public boolean NOT NULL,
          signed_up integer NOT NULL DEFAULT 0,
          arrived integer NOT NULL DEFAULT 0,
          created_at timestamptz NOT NULL
        );
        CREATE INDEX guest_lists_night_idx ON guest_lists (club_id, night, created_at);

        CREATE TABLE guest_list_entries (
          id text PRIMARY KEY,
          list_id text NOT NULL,
          club_id text NOT NULL,
          night date NOT NULL,
          code text NOT NULL,
          first_name text NOT NULL,
          last_name text NOT NULL,
          phone text NOT NULL,
          email text,
          plus_ones integer NOT NULL,
          promoter_id text,
          signed_up_at timestamptz NOT NULL,
          updated_at timestamptz NOT NULL,
          arrived_persons integer,
          arrived_at timestamptz
        );
        CREATE INDEX guest_list_entries_list_idx ON guest_list_entries (list_id, signed_up_at);
        CREATE UNIQUE INDEX guest_list_entries_code_idx ON guest_list_entries (code);`,
    },
    { id: '20261202-11-guest-list-arrivals', sql: 'ALTER TABLE guest_list_entries ADD COLUMN arrived_by text' },
    {
      id: '20261203-40-guest-list-arrival-undone',
      sql: 'ALTER TABLE guest_list_entries ADD COLUMN arrival_undone_at timestamptz, ADD COLUMN arrival_undone_by text',
    },
  ],
  handlers: {
    GuestListOpened: async (event, tx) => {
      const { listId, clubId, night, eventId, terms, closesAtInstant } = event.data;
      await tx.query(
        `INSERT INTO guest_lists (id, club_id, night, event_id, name, benefit, price, capacity, per_promoter_capacity, max_plus_ones, closes_at, closes_at_instant, public, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (id) DO NOTHING`,
        [
          listId,
          clubId,
          night,
          eventId,
          terms.name,
          terms.benefit,
          terms.price,
          terms.capacity,
          terms.perPromoterCapacity,
          terms.maxPlusOnes,
          terms.closesAt,
          closesAtInstant,
          terms.public,
          event.metadata.occurredAt,
        ],
      );
    },
    GuestListSignedUp: async (event, tx) => {
      const { listId, clubId, night, entryId, code, guest, plusOnes, promoterId, signedUpAt } = event.data;
      await tx.query(
        `INSERT INTO guest_list_entries (id, list_id, club_id, night, code, first_name, last_name, phone, email, plus_ones, promoter_id, signed_up_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) ON CONFLICT (id) DO NOTHING`,
        [entryId, listId, clubId, night, code, guest.firstName, guest.lastName, guest.phone, guest.email, plusOnes, promoterId, signedUpAt],
      );
      await recount(tx, listId);
    },
    GuestListEntryChanged: async (event, tx) => {
      const { listId, entryId, code, guest, plusOnes, promoterId, changedAt } = event.data;
      await tx.query(
        `UPDATE guest_list_entries SET code = $2, first_name = $3, last_name = $4, phone = $5, email = $6, plus_ones = $7, promoter_id = $8, updated_at = $9 WHERE id = $1`,
        [entryId, code, guest.firstName, guest.lastName, guest.phone, guest.email, plusOnes, promoterId, changedAt],
      );
      await recount(tx, listId);
    },
    PersonErased: async (event, tx) => {
      const ids = (event.data.guestListEntries ?? []).map(({ id }) => id);
      if (ids.length === 0) return;
      const { firstName, lastName, phone, email } = ERASED_VALUE;
      await tx.query('UPDATE guest_list_entries SET first_name = $2, last_name = $3, phone = $4, email = $5 WHERE id = ANY($1::text[])', [ids, firstName, lastName, phone, email]);
    },
    GuestListEntryArrived: async (event, tx) => {
      const { listId, entryId, persons, at } = event.data;
      await tx.query('UPDATE guest_list_entries SET arrived_persons = $2, arrived_at = $3, arrived_by = $4 WHERE id = $1', [entryId, persons, at, event.data.byName]);
      await recountArrived(tx, listId);
    },
    GuestListArrivalUndone: async (event, tx) => {
      const { listId, entryId, at, byName } = event.data;
      await tx.query('UPDATE guest_list_entries SET arrived_persons = NULL, arrived_at = NULL, arrived_by = NULL, arrival_undone_at = $2, arrival_undone_by = $3 WHERE id = $1', [
        entryId,
        at,
        byName,
      ]);
      await recountArrived(tx, listId);
    },
  },
});

async function recountArrived(tx: pg.PoolClient, listId: string): Promise<void> {
  await tx.query('UPDATE guest_lists SET arrived = (SELECT coalesce(sum(arrived_persons), 0) FROM guest_list_entries WHERE list_id = $1) WHERE id = $1', [listId]);
}

async function recount(tx: pg.PoolClient, listId: string): Promise<void> {
  await tx.query('UPDATE guest_lists SET signed_up = (SELECT coalesce(sum(1 + plus_ones), 0) FROM guest_list_entries WHERE list_id = $1) WHERE id = $1', [listId]);
}
