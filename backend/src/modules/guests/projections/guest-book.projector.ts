import { createHash } from 'node:crypto';
import type pg from 'pg';
import { guestEmailKey, guestPhoneKey } from '@izlazak/contracts';
import type { DomainEvent } from '#platform/commands/decider';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import { ERASED_VALUE } from '#platform/privacy/personal-fields';
import { defineReadModel } from '#platform/projections/projector';
import { nightOf } from '../../events/domain/venue-night';
import { nightStartsAt } from '../../reservations/domain/deposit-outcome';
import type { Guest, Reservation, TableNightEvent } from '../../reservations/domain/table-night.decider';
import type { GuestEvent } from '../domain/guest-book.decider';
import type { GuestMergeEvent } from '../domain/guest-merges.decider';

/**
 * The waitlist's event the guest book follows, named here in its own words: the waitlist stands on
 * the guest book's layer, so neither imports the other (docs/architecture.md).
 */
export type WaitlistJoinedFact = DomainEvent<'WaitlistJoined', { clubId: string; night: string; entryId: string; entry: Guest & { persons: number } }>;

type FollowedEvent = TableNightEvent | WaitlistJoinedFact | GuestEvent | GuestMergeEvent;

/**
 * The venue's guest book:
 * - `guest_profiles`: one row per guest of a venue, with the contact they gave last, the venue's
 *   tags and note (who, when), and the profile it was merged into. Its personal fields (names,
 *   phone, e-mail, note, search text) are the guest book's only copy of them (docs/guests.md);
 * - `guest_keys`: the normalised phone numbers and e-mails that name a profile, per venue;
 * - `guest_visits`: each reservation of the guest as it stands (status, persons at the door, the
 *   table, a late cancellation), counted by the queries;
 * - `guest_waits`: each time the guest waited on the waitlist.
 * A profile's id comes from the venue and the first key it was seen with, so a rebuild gives the
 * same ids.
 */
export const guestBookProjector = defineReadModel<FollowedEvent>({
  name: 'guests',
  tables: ['guest_profiles', 'guest_keys', 'guest_visits', 'guest_waits'],
  migrations: [
    {
      id: '20261210-10-guest-book',
      sql: `
        CREATE EXTENSION IF NOT EXISTS pg_trgm;
        CREATE TABLE guest_profiles (
          id text PRIMARY KEY,
          club_id text NOT NULL,
          first_name text NOT NULL DEFAULT '',
          last_name text NOT NULL DEFAULT '',
          phone text NOT NULL DEFAULT '',
          email text NOT NULL DEFAULT '',
          search_text text NOT NULL DEFAULT '',
          merged_into text,
          tags text[] NOT NULL DEFAULT '{}',
          tags_by text,
          tags_at timestamptz,
          note text NOT NULL DEFAULT '',
          note_by text,
          note_at timestamptz,
          version integer NOT NULL DEFAULT 0,
          first_seen_at timestamptz NOT NULL
        );
        CREATE INDEX guest_profiles_club_idx ON guest_profiles (club_id, last_name, first_name) WHERE merged_into IS NULL;
        CREATE INDEX guest_profiles_merged_idx ON guest_profiles (merged_into) WHERE merged_into IS NOT NULL;
        CREATE INDEX guest_profiles_search_idx ON guest_profiles USING gin (search_text gin_trgm_ops);

        CREATE TABLE guest_keys (
          club_id text NOT NULL,
          key text NOT NULL,
          guest_id text NOT NULL,
          PRIMARY KEY (club_id, key)
        );

        CREATE TABLE guest_visits (
          reservation_id text PRIMARY KEY,
          club_id text NOT NULL,
          guest_id text NOT NULL,
          night date NOT NULL,
          table_id text NOT NULL,
          status text NOT NULL,
          persons integer NOT NULL,
          arrived_persons integer,
          late_cancel boolean NOT NULL DEFAULT false,
          deleted boolean NOT NULL DEFAULT false,
          version integer NOT NULL
        );
        CREATE INDEX guest_keys_guest_idx ON guest_keys (guest_id);
        CREATE INDEX guest_visits_guest_idx ON guest_visits (guest_id);

        CREATE TABLE guest_waits (
          entry_id text PRIMARY KEY,
          club_id text NOT NULL,
          guest_id text NOT NULL,
          night date NOT NULL
        );
        CREATE INDEX guest_waits_guest_idx ON guest_waits (guest_id);`,
    },
  ],
  handlers: {
    ReservationPlaced: (event, tx) => recordVisit(tx, event, event.data.reservation, { newContact: true }),
    ReservationWalkedIn: (event, tx) => recordVisit(tx, event, event.data.reservation, { newContact: true }),
    ReservationChanged: (event, tx) => recordVisit(tx, event, event.data.reservation, { newContact: true }),
    ReservationConfirmed: (event, tx) => recordVisit(tx, event, event.data.reservation),
    ReservationRejected: (event, tx) => recordVisit(tx, event, event.data.reservation),
    ReservationCancelled: (event, tx) => recordVisit(tx, event, event.data.reservation, { lateCancel: event.data.byGuest && cancelledLate(event.data.reservation, event.metadata.occurredAt) }),
    ReservationDeleted: (event, tx) => recordVisit(tx, event, event.data.reservation, { deleted: true }),
    ReservationMovedIn: (event, tx) => recordVisit(tx, event, event.data.reservation),
    ReservationArrived: (event, tx) => recordVisit(tx, event, event.data.reservation),
    ReservationNoShow: (event, tx) => recordVisit(tx, event, event.data.reservation),
    ReservationPaymentReceived: (event, tx) => recordVisit(tx, event, event.data.reservation),
    WaitlistJoined: async (event, tx) => {
      const { clubId, night, entryId, entry } = event.data;
      const guestId = await profileFor(tx, clubId, entry, event, true, entryId);
      if (!guestId) return;
      await tx.query('INSERT INTO guest_waits (entry_id, club_id, guest_id, night) VALUES ($1, $2, $3, $4) ON CONFLICT (entry_id) DO NOTHING', [entryId, clubId, guestId, night]);
    },
    GuestTagsSet: async (event, tx) => {
      const { guestId, tags, byName } = event.data;
      await tx.query('UPDATE guest_profiles SET tags = $2, tags_by = $3, tags_at = $4, version = $5 WHERE id = $1', [guestId, tags, byName, event.metadata.occurredAt, revisionAfter(event)]);
    },
    GuestNoteWritten: async (event, tx) => {
      const { guestId, note, byName } = event.data;
      await tx.query('UPDATE guest_profiles SET note = $2, note_by = $3, note_at = $4, version = $5 WHERE id = $1', [guestId, note, byName, event.metadata.occurredAt, revisionAfter(event)]);
    },
    GuestMerged: async (event, tx) => {
      await tx.query('UPDATE guest_profiles SET merged_into = $2 WHERE id = $1', [event.data.guestId, event.data.into]);
    },
    GuestSplit: async (event, tx) => {
      await tx.query('UPDATE guest_profiles SET merged_into = NULL WHERE id = $1', [event.data.guestId]);
    },
  },
});

/** The profile's version is its own stream's revision after the event (0: nothing written yet). */
const revisionAfter = (event: RecordedEvent) => Number(event.revision) + 1;

/** Cancelled by the guest on the night itself, or inside the terms' window when they had one. */
function cancelledLate(reservation: Reservation, cancelledAt: string): boolean {
  const at = new Date(cancelledAt);
  if (nightOf(at) >= reservation.night) return true;
  const hours = reservation.terms?.freeCancelHours ?? 0;
  return hours > 0 && nightStartsAt(reservation.night).getTime() - at.getTime() < hours * 3_600_000;
}

interface VisitNews {
  /** The guest gave their contact now (placed, walked in, changed): the profile keeps it. */
  newContact?: boolean;
  lateCancel?: boolean;
  deleted?: boolean;
}

async function recordVisit(tx: pg.PoolClient, event: RecordedEvent, reservation: Reservation, { newContact = false, lateCancel = false, deleted = false }: VisitNews = {}): Promise<void> {
  const guestId = await profileFor(tx, reservation.clubId, reservation, event, newContact, reservation.reservationId);
  if (!guestId) return;
  await tx.query(
    `INSERT INTO guest_visits (reservation_id, club_id, guest_id, night, table_id, status, persons, arrived_persons, late_cancel, deleted, version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (reservation_id) DO UPDATE SET guest_id = EXCLUDED.guest_id, night = EXCLUDED.night, table_id = EXCLUDED.table_id, status = EXCLUDED.status,
       persons = EXCLUDED.persons, arrived_persons = EXCLUDED.arrived_persons, late_cancel = EXCLUDED.late_cancel, deleted = EXCLUDED.deleted, version = EXCLUDED.version
     WHERE guest_visits.version <= EXCLUDED.version`,
    [reservation.reservationId, reservation.clubId, guestId, reservation.night, reservation.tableId, reservation.status, reservation.persons,
      reservation.arrival?.persons ?? null, lateCancel, deleted, reservation.version],
  );
}

/**
 * The profile a contact belongs to: the one its phone number names, else its e-mail, else a new
 * one. Keys not yet known are added to it; the profile keeps the contact given last. An erased
 * guest's visit or wait (`recordId`) is a profile of its own, 'Obrisan gost': nothing tells who
 * they were any more, and their visits still count.
 */
async function profileFor(tx: pg.PoolClient, clubId: string, contact: Guest, event: RecordedEvent, newContact: boolean, recordId: string): Promise<string | null> {
  const contactKeys = [guestPhoneKey(contact.phone ?? ''), guestEmailKey(contact.email ?? '')].filter((key): key is string => key !== null);
  const keys = contactKeys.length === 0 && erased(contact) ? [`erased:${recordId}`] : contactKeys;
  if (keys.length === 0) return null;
  const { rows } = await tx.query<{ key: string; guest_id: string }>('SELECT key, guest_id FROM guest_keys WHERE club_id = $1 AND key = ANY($2)', [clubId, keys]);
  const known = keys.map((key) => rows.find((row) => row.key === key)?.guest_id).find(Boolean);
  const guestId = known ?? guestProfileId(clubId, keys[0]);
  if (!known) {
    await tx.query('INSERT INTO guest_profiles (id, club_id, first_seen_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [guestId, clubId, event.metadata.occurredAt]);
  }
  const unknownKeys = keys.filter((key) => !rows.some((row) => row.key === key));
  if (unknownKeys.length > 0) {
    await tx.query('INSERT INTO guest_keys (club_id, key, guest_id) SELECT $1, unnest($2::text[]), $3 ON CONFLICT (club_id, key) DO NOTHING', [clubId, unknownKeys, guestId]);
  }
  if (!known || newContact) {
    await tx.query(
      `UPDATE guest_profiles SET first_name = $2, last_name = $3, phone = $4, email = $5,
         search_text = lower($2 || ' ' || $3 || ' ' || $4 || ' ' || $5 || ' ' ||
           (SELECT string_agg(regexp_replace(key, '^(tel|mail):', ''), ' ') FROM guest_keys WHERE club_id = $6 AND guest_id = $1))
       WHERE id = $1`,
      [guestId, contact.firstName ?? '', contact.lastName ?? '', contact.phone ?? '', contact.email ?? '', clubId],
    );
  }
  return guestId;
}

/** How an erased person's guest fields read (platform/privacy): 'Obrisan gost', no phone, no e-mail. */
const erased = (contact: Guest) =>
  contact.firstName === ERASED_VALUE.firstName && contact.lastName === ERASED_VALUE.lastName && !contact.phone && !contact.email;

/** A new profile's id: from the venue and the first key it was seen with (the phone's, when given). */
const guestProfileId = (clubId: string, key: string) => createHash('sha256').update(`${clubId}\n${key}`).digest('hex').slice(0, 24);
