import { createHash } from 'node:crypto';
import type pg from 'pg';
import { freeCancelUntil, guestEmailKey, guestPhoneKey } from '@izlazak/contracts';
import type { DomainEvent } from '#platform/commands/decider';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import { ERASED_VALUE } from '#platform/privacy/personal-fields';
import { PERSON_ERASED, type PersonErased, type PersonErasedData } from '#platform/privacy/person-erased';
import { unnestRows } from '#platform/database/unnest-rows';
import { defineReadModel, type RecordedOf } from '#platform/projections/projector';
import { nightOf } from '../../events/domain/venue-night';
import { termsOfNight } from '../../reservations/domain/deposit-outcome';
import type { Guest, Reservation, TableNightEvent } from '../../reservations/domain/table-night';
import type { GuestListArrivalUndone, GuestListEntryArrived } from '../../guest-lists/domain/guest-list/guest-list.events';
import type { GuestEvent } from '../domain/guest-book.decider';
import type { GuestMergeEvent } from '../domain/guest-merges.decider';

/**
 * The waitlist's event the guest book follows, named here in its own words: the waitlist stands on
 * the guest book's layer, so neither imports the other (docs/architecture.md).
 */
export type WaitlistJoinedFact = DomainEvent<'WaitlistJoined', { clubId: string; night: string; entryId: string; entry: Guest & { persons: number } }>;

/** The reservations' events that tell of a visit: each carries the reservation as it stands. */
const VISIT_EVENTS = [
  'ReservationPlaced',
  'ReservationWalkedIn',
  'ReservationChanged',
  'ReservationConfirmed',
  'ReservationRejected',
  'ReservationCancelled',
  'ReservationDeleted',
  'ReservationMovedIn',
  'ReservationArrived',
  'ReservationNoShow',
  'ReservationPaymentReceived',
  'ReservationPaymentUndone',
] as const satisfies TableNightEvent['type'][];

type VisitEvent = Extract<TableNightEvent, { type: (typeof VISIT_EVENTS)[number] }>;
type GuestBookEvent = VisitEvent | GuestListEntryArrived | GuestListArrivalUndone | WaitlistJoinedFact | GuestEvent | GuestMergeEvent | PersonErased;

/** Where a visit came from: a table's reservation, or a name on a guest list let in at the door. */
export type VisitSource = 'reservation' | 'guestList';

/**
 * The venue's guest book:
 * - `guest_profiles`: one row per guest of a venue, with the contact they gave last, the venue's
 *   tags and note (who, when), and the profile it was merged into. Its personal fields (names,
 *   phone, e-mail, note, search text) are the guest book's only copy of them (docs/guests.md);
 * - `guest_keys`: the normalised phone numbers and e-mails that name a profile, per venue;
 * - `guest_visits`: each reservation of the guest as it stands (status, persons at the door, the
 *   table, a late cancellation), and each time they came in from a guest list (`source`
 *   'guestList': the entry's id in `reservation_id`, no table, 'Arrived'), counted by the queries;
 * - `guest_waits`: each time the guest waited on the waitlist.
 * A profile's id comes from the venue and the first key it was seen with, so a rebuild gives the
 * same ids.
 */
export const guestBookProjector = defineReadModel<GuestBookEvent>({
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
    { id: '20261210-11-guest-list-visits', sql: "ALTER TABLE guest_visits ADD COLUMN source text NOT NULL DEFAULT 'reservation'" },
  ],
  batchOf: [...VISIT_EVENTS, 'GuestListEntryArrived', 'GuestListArrivalUndone', 'WaitlistJoined', 'GuestTagsSet', 'GuestNoteWritten', 'GuestMerged', 'GuestSplit', 'PersonErased'],
  handleBatch: async (events, tx) => {
    // In feed order: an erasure forgets what the events before it wrote.
    let run: RecordedOf<GuestBookEvent>[] = [];
    const fold = async () => {
      if (run.length === 0) return;
      const book = await GuestBookChanges.meeting(tx, run);
      for (const event of run) book.apply(event);
      await book.write(tx);
      run = [];
    };
    for (const event of events) {
      if (event.type !== PERSON_ERASED) run.push(event);
      else {
        await fold();
        await forgetGuest(tx, event.data);
      }
    }
    await fold();
  },
});

/**
 * A guest erased: as a rebuild from the shredded events gives it, each of their reservations and
 * waits is a profile of its own, 'Obrisan gost' (`erased:<id>`), without contact, tags or note; the
 * profiles their address named go with their keys, tags and note. One that still counts visits
 * the erasure did not reach (a booking by phone only) stays, its contact blank and without keys.
 */
async function forgetGuest(tx: pg.PoolClient, erased: PersonErasedData): Promise<void> {
  const records = [
    ...erased.reservations.map((record) => ({ ...record, table: 'guest_visits', idColumn: 'reservation_id' })),
    ...erased.waitlistEntries.map((record) => ({ ...record, table: 'guest_waits', idColumn: 'entry_id' })),
    ...(erased.guestListEntries ?? []).map((record) => ({ ...record, table: 'guest_visits', idColumn: 'reservation_id' })),
  ];
  for (const { id, clubId, since, table, idColumn } of records) {
    const key = `erased:${id}`;
    const guestId = guestProfileId(clubId, key);
    const { rowCount } = await tx.query(`UPDATE ${table} SET guest_id = $2 WHERE ${idColumn} = $1 AND guest_id <> $2`, [id, guestId]);
    if (!rowCount) continue;
    const { firstName, lastName } = ERASED_VALUE;
    await tx.query(
      `INSERT INTO guest_profiles (id, club_id, first_seen_at, first_name, last_name, phone, email, search_text) VALUES ($1, $2, $3, $4, $5, '', '', lower($6))
       ON CONFLICT (id) DO NOTHING`,
      [guestId, clubId, since, firstName, lastName, `${firstName} ${lastName}   ${key}`],
    );
    await tx.query('INSERT INTO guest_keys (club_id, key, guest_id) VALUES ($1, $2, $3) ON CONFLICT (club_id, key) DO NOTHING', [clubId, key, guestId]);
  }
  const profiles = erased.guestProfiles;
  if (profiles.length === 0) return;
  const counting = `EXISTS (SELECT 1 FROM guest_visits v WHERE v.guest_id = p.id) OR EXISTS (SELECT 1 FROM guest_waits w WHERE w.guest_id = p.id)`;
  await tx.query(`DELETE FROM guest_keys WHERE guest_id = ANY($1::text[])`, [profiles]);
  await tx.query(`DELETE FROM guest_profiles p WHERE p.id = ANY($1::text[]) AND NOT (${counting})`, [profiles]);
  await tx.query(
    `UPDATE guest_profiles p SET first_name = $2, last_name = $3, phone = '', email = '', search_text = lower($2 || ' ' || $3), tags = '{}', tags_by = NULL, tags_at = NULL,
       note = '', note_by = NULL, note_at = NULL WHERE p.id = ANY($1::text[])`,
    [profiles, ERASED_VALUE.firstName, ERASED_VALUE.lastName],
  );
}

/** The profile's version is its own stream's revision after the event (0: nothing written yet). */
const revisionAfter = (event: RecordedEvent) => Number(event.revision) + 1;

/** Cancelled by the guest on the night itself, or inside the terms' window when they had one. */
function cancelledLate(reservation: Reservation, cancelledAt: string): boolean {
  const at = new Date(cancelledAt);
  if (nightOf(at) >= reservation.night) return true;
  const freeUntil = reservation.terms ? freeCancelUntil(termsOfNight(reservation.terms, reservation.night)) : null;
  return freeUntil !== null && at.getTime() > freeUntil.getTime();
}

interface VisitNews {
  /** The guest gave their contact now (placed, walked in, changed): the profile keeps it. */
  newContact?: boolean;
  lateCancel?: boolean;
  deleted?: boolean;
}

function visitNews(event: RecordedOf<VisitEvent>): VisitNews {
  switch (event.type) {
    case 'ReservationPlaced':
    case 'ReservationWalkedIn':
    case 'ReservationChanged':
      return { newContact: true };
    case 'ReservationCancelled':
      return { lateCancel: event.data.byGuest && cancelledLate(event.data.reservation, event.metadata.occurredAt) };
    case 'ReservationDeleted':
      return { deleted: true };
    default:
      return {};
  }
}

/** Who a contact is in the guest book: its normalised phone and e-mail, or the record itself when the person was erased. */
function contactKeys(contact: Guest, recordId: string): string[] {
  const keys = [guestPhoneKey(contact.phone ?? ''), guestEmailKey(contact.email ?? '')].filter((key): key is string => key !== null);
  return keys.length === 0 && erased(contact) ? [`erased:${recordId}`] : keys;
}

/** How an erased person's guest fields read (platform/privacy): 'Obrisan gost', no phone, no e-mail. */
const erased = (contact: Guest) => contact.firstName === ERASED_VALUE.firstName && contact.lastName === ERASED_VALUE.lastName && !contact.phone && !contact.email;

/** A new profile's id: from the venue and the first key it was seen with (the phone's, when given). */
export const guestProfileId = (clubId: string, key: string) => createHash('sha256').update(`${clubId}\n${key}`).digest('hex').slice(0, 24);

const venueKey = (clubId: string, key: string) => `${clubId}\n${key}`;

/** A listed guest as a contact (their e-mail is optional). */
const listGuest = ({ guest }: GuestListEntryArrived['data'] | GuestListArrivalUndone['data']): Guest | null => (guest ? { ...guest, email: guest.email ?? '' } : null);

/** The contacts a batch names, with the venue they were given to. */
function contactsOf(event: RecordedOf<GuestBookEvent>): { clubId: string; keys: string[] }[] {
  if (event.type === 'WaitlistJoined') return [{ clubId: event.data.clubId, keys: contactKeys(event.data.entry, event.data.entryId) }];
  if (event.type === 'GuestListEntryArrived' || event.type === 'GuestListArrivalUndone') {
    const guest = listGuest(event.data);
    return guest ? [{ clubId: event.data.clubId, keys: contactKeys(guest, event.data.entryId) }] : [];
  }
  if (!('reservation' in event.data)) return [];
  const { reservation } = event.data;
  return [{ clubId: reservation.clubId, keys: contactKeys(reservation, reservation.reservationId) }];
}

/** What a batch writes to one profile; a part left out is left as the row has it. */
interface ProfileWrite {
  id: string;
  clubId: string;
  /** When the batch first met it: the row's first sighting, when the batch made it. */
  firstSeenAt: string;
  contact?: { firstName: string; lastName: string; phone: string; email: string; searchText: string };
  tags?: { tags: string[]; by: string; at: string };
  note?: { note: string; by: string; at: string };
  version?: number;
  mergedInto?: { into: string | null };
}

interface VisitRow {
  /** The reservation's id, or the list entry's. */
  reservationId: string;
  source: VisitSource;
  clubId: string;
  guestId: string;
  night: string;
  tableId: string;
  status: string;
  persons: number;
  arrivedPersons: number | null;
  lateCancel: boolean;
  deleted: boolean;
  version: number;
}

/**
 * A batch of the guest book's events folded in feed order into a few writes, with the effect each
 * event has one by one: the keys it meets are read once, with every key of their profiles; a
 * profile keeps the contact given last, and its search text the keys it had then; a visit keeps the
 * newest version (the last of equal ones); a wait its first guest; tags, note and merges their last.
 */
class GuestBookChanges {
  private readonly profiles = new Map<string, ProfileWrite>();
  private readonly newKeys: [clubId: string, key: string, guestId: string][] = [];
  private readonly visits = new Map<string, VisitRow>();
  private readonly waits = new Map<string, [entryId: string, clubId: string, guestId: string, night: string]>();

  private constructor(
    /** The profile each known key names, by venue and key. */
    private readonly owners: Map<string, string>,
    /** Every key of the profiles the batch meets. */
    private readonly keysOf: Map<string, string[]>,
  ) {}

  static async meeting(tx: pg.PoolClient, events: RecordedOf<GuestBookEvent>[]): Promise<GuestBookChanges> {
    const wanted = events.flatMap(contactsOf).flatMap(({ clubId, keys }) => keys.map((key) => [clubId, key]));
    if (wanted.length === 0) return new GuestBookChanges(new Map(), new Map());
    const { rows } = await tx.query<{ club_id: string; key: string; guest_id: string }>(
      `SELECT club_id, key, guest_id FROM guest_keys WHERE guest_id IN
         (SELECT k.guest_id FROM guest_keys k JOIN unnest($1::text[], $2::text[]) AS wanted(club_id, key) USING (club_id, key))`,
      [wanted.map(([clubId]) => clubId), wanted.map(([, key]) => key)],
    );
    const keysOf = new Map<string, string[]>();
    for (const row of rows) (keysOf.get(row.guest_id) ?? keysOf.set(row.guest_id, []).get(row.guest_id)!).push(row.key);
    return new GuestBookChanges(new Map(rows.map((row) => [venueKey(row.club_id, row.key), row.guest_id])), keysOf);
  }

  apply(event: RecordedOf<GuestBookEvent>) {
    switch (event.type) {
      case 'WaitlistJoined': {
        const { clubId, night, entryId, entry } = event.data;
        const guestId = this.profileFor(clubId, entry, event.metadata.occurredAt, true, entryId);
        if (guestId && !this.waits.has(entryId)) this.waits.set(entryId, [entryId, clubId, guestId, night]);
        return;
      }
      case 'GuestTagsSet': {
        const { guestId, clubId, tags, byName } = event.data;
        return void Object.assign(this.profile(guestId, clubId, event.metadata.occurredAt), {
          tags: { tags, by: byName, at: event.metadata.occurredAt },
          version: revisionAfter(event),
        });
      }
      case 'GuestNoteWritten': {
        const { guestId, clubId, note, byName } = event.data;
        return void Object.assign(this.profile(guestId, clubId, event.metadata.occurredAt), {
          note: { note, by: byName, at: event.metadata.occurredAt },
          version: revisionAfter(event),
        });
      }
      case 'GuestMerged':
        this.profile(event.data.guestId, event.data.clubId, event.metadata.occurredAt).mergedInto = { into: event.data.into };
        return;
      case 'GuestSplit':
        this.profile(event.data.guestId, event.data.clubId, event.metadata.occurredAt).mergedInto = { into: null };
        return;
      case 'GuestListEntryArrived':
      case 'GuestListArrivalUndone':
        return this.listVisit(event);
      case 'PersonErased':
        return; // handled between folds (forgetGuest)
      default:
        return this.visit(event, visitNews(event));
    }
  }

  private visit(event: RecordedOf<VisitEvent>, { newContact = false, lateCancel = false, deleted = false }: VisitNews) {
    const { reservation } = event.data;
    const guestId = this.profileFor(reservation.clubId, reservation, event.metadata.occurredAt, newContact, reservation.reservationId);
    if (!guestId) return;
    const earlier = this.visits.get(reservation.reservationId);
    if (earlier && earlier.version > reservation.version) return;
    this.visits.set(reservation.reservationId, {
      reservationId: reservation.reservationId,
      source: 'reservation',
      clubId: reservation.clubId,
      guestId,
      night: reservation.night,
      tableId: reservation.tableId,
      status: reservation.status,
      persons: reservation.persons,
      arrivedPersons: reservation.arrival?.persons ?? null,
      lateCancel,
      deleted,
      version: reservation.version,
    });
  }

  /**
   * A name let in from a guest list is a visit of its guest, matched by phone or e-mail as a
   * reservation's; the list's contact makes a profile, but never replaces one the venue knows.
   * Arrivals recorded before they carried the name are left out.
   */
  private listVisit(event: RecordedOf<GuestListEntryArrived> | RecordedOf<GuestListArrivalUndone>) {
    const { clubId, night, entryId, persons } = event.data;
    // An arrival taken back at the door (a mistaken tap) is no visit: its row stays, deleted, until the name is let in again.
    const undone = event.type === 'GuestListArrivalUndone';
    const guest = listGuest(event.data);
    if (!guest) return;
    const guestId = this.profileFor(clubId, guest, event.metadata.occurredAt, false, entryId);
    if (!guestId) return;
    this.visits.set(entryId, {
      reservationId: entryId,
      source: 'guestList',
      clubId,
      guestId,
      night,
      tableId: '',
      status: 'Arrived',
      persons,
      arrivedPersons: persons,
      lateCancel: false,
      deleted: undone,
      version: revisionAfter(event),
    });
  }

  /**
   * The profile a contact belongs to: the one its phone number names, else its e-mail, else a new
   * one. Keys not yet known are added to it; the profile keeps the contact given last. An erased
   * guest's visit or wait (`recordId`) is a profile of its own, 'Obrisan gost': nothing tells who
   * they were any more, and their visits still count.
   */
  private profileFor(clubId: string, contact: Guest, occurredAt: string, newContact: boolean, recordId: string): string | null {
    const keys = contactKeys(contact, recordId);
    if (keys.length === 0) return null;
    const known = keys.map((key) => this.owners.get(venueKey(clubId, key))).find(Boolean);
    const guestId = known ?? guestProfileId(clubId, keys[0]);
    // A profile is made with its first key, so it had no row before: what the batch wrote to it before wrote nothing.
    if (!known) this.profiles.set(guestId, { id: guestId, clubId, firstSeenAt: occurredAt });
    const profileKeys = this.keysOf.get(guestId) ?? this.keysOf.set(guestId, []).get(guestId)!;
    for (const key of keys.filter((key) => !this.owners.has(venueKey(clubId, key)))) {
      this.owners.set(venueKey(clubId, key), guestId);
      profileKeys.push(key);
      this.newKeys.push([clubId, key, guestId]);
    }
    if (!known || newContact) {
      const [firstName, lastName, phone, email] = [contact.firstName ?? '', contact.lastName ?? '', contact.phone ?? '', contact.email ?? ''];
      // The keys in their own order, so the text does not depend on which batch brought which key.
      const keysText = [...profileKeys]
        .sort()
        .map((key) => key.replace(/^(tel|mail):/, ''))
        .join(' ');
      this.profile(guestId, clubId, occurredAt).contact = { firstName, lastName, phone, email, searchText: `${firstName} ${lastName} ${phone} ${email} ${keysText}` };
    }
    return guestId;
  }

  private profile(guestId: string, clubId: string, occurredAt: string): ProfileWrite {
    return this.profiles.get(guestId) ?? this.profiles.set(guestId, { id: guestId, clubId, firstSeenAt: occurredAt }).get(guestId)!;
  }

  /** Keys and contacts before the venue's own writes: a profile the batch made exists when its tags are set. */
  async write(tx: pg.PoolClient) {
    const profiles = [...this.profiles.values()];
    await insertKeys(tx, this.newKeys);
    await writeContacts(
      tx,
      profiles.filter((profile) => profile.contact),
    );
    await writeVenueNotes(
      tx,
      profiles.filter((profile) => profile.tags || profile.note || profile.mergedInto),
    );
    await upsertVisits(tx, [...this.visits.values()]);
    await insertWaits(tx, [...this.waits.values()]);
  }
}

async function insertKeys(tx: pg.PoolClient, keys: [clubId: string, key: string, guestId: string][]) {
  if (keys.length === 0) return;
  const { from, params } = unnestRows(
    'k',
    [
      ['club_id', 'text'],
      ['key', 'text'],
      ['guest_id', 'text'],
    ],
    keys,
  );
  await tx.query(`INSERT INTO guest_keys (club_id, key, guest_id) SELECT * FROM ${from} ON CONFLICT (club_id, key) DO NOTHING`, params);
}

/** A profile the batch made is inserted with its contact; a known one takes the contact given last. */
async function writeContacts(tx: pg.PoolClient, profiles: ProfileWrite[]) {
  if (profiles.length === 0) return;
  const columns = [
    ['id', 'text'],
    ['club_id', 'text'],
    ['first_seen_at', 'timestamptz'],
    ['first_name', 'text'],
    ['last_name', 'text'],
    ['phone', 'text'],
    ['email', 'text'],
    ['search_text', 'text'],
  ] as const;
  const { from, params } = unnestRows(
    'p',
    columns,
    profiles.map(({ id, clubId, firstSeenAt, contact }) => [id, clubId, firstSeenAt, contact!.firstName, contact!.lastName, contact!.phone, contact!.email, contact!.searchText]),
  );
  await tx.query(
    `INSERT INTO guest_profiles (id, club_id, first_seen_at, first_name, last_name, phone, email, search_text)
     SELECT id, club_id, first_seen_at, first_name, last_name, phone, email, lower(search_text) FROM ${from}
     ON CONFLICT (id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, phone = EXCLUDED.phone,
       email = EXCLUDED.email, search_text = EXCLUDED.search_text`,
    params,
  );
}

/** Tags, note and merges: only the parts the batch wrote; a profile that has no row is left alone. */
async function writeVenueNotes(tx: pg.PoolClient, profiles: ProfileWrite[]) {
  if (profiles.length === 0) return;
  const rows = profiles.map(({ id, tags, note, version, mergedInto }) => ({
    id,
    tags: tags?.tags ?? null,
    tags_by: tags?.by ?? null,
    tags_at: tags?.at ?? null,
    note: note?.note ?? null,
    note_by: note?.by ?? null,
    note_at: note?.at ?? null,
    version: version ?? null,
    merge: mergedInto !== undefined,
    merged_into: mergedInto?.into ?? null,
  }));
  await tx.query(
    `UPDATE guest_profiles g SET
       tags = CASE WHEN v.tags IS NULL THEN g.tags ELSE v.tags END,
       tags_by = CASE WHEN v.tags IS NULL THEN g.tags_by ELSE v.tags_by END,
       tags_at = CASE WHEN v.tags IS NULL THEN g.tags_at ELSE v.tags_at END,
       note = CASE WHEN v.note IS NULL THEN g.note ELSE v.note END,
       note_by = CASE WHEN v.note IS NULL THEN g.note_by ELSE v.note_by END,
       note_at = CASE WHEN v.note IS NULL THEN g.note_at ELSE v.note_at END,
       version = COALESCE(v.version, g.version),
       merged_into = CASE WHEN v.merge THEN v.merged_into ELSE g.merged_into END
     FROM jsonb_to_recordset($1::jsonb) AS v(id text, tags text[], tags_by text, tags_at timestamptz, note text, note_by text, note_at timestamptz,
       version integer, merge boolean, merged_into text)
     WHERE g.id = v.id`,
    [JSON.stringify(rows)],
  );
}

const VISIT_COLUMNS = [
  ['reservation_id', 'text'],
  ['source', 'text'],
  ['club_id', 'text'],
  ['guest_id', 'text'],
  ['night', 'date'],
  ['table_id', 'text'],
  ['status', 'text'],
  ['persons', 'integer'],
  ['arrived_persons', 'integer'],
  ['late_cancel', 'boolean'],
  ['deleted', 'boolean'],
  ['version', 'integer'],
] as const;

async function upsertVisits(tx: pg.PoolClient, visits: VisitRow[]) {
  if (visits.length === 0) return;
  const { from, params } = unnestRows(
    'v',
    VISIT_COLUMNS,
    visits.map((visit) => [
      visit.reservationId,
      visit.source,
      visit.clubId,
      visit.guestId,
      visit.night,
      visit.tableId,
      visit.status,
      visit.persons,
      visit.arrivedPersons,
      visit.lateCancel,
      visit.deleted,
      visit.version,
    ]),
  );
  await tx.query(
    `INSERT INTO guest_visits (${VISIT_COLUMNS.map(([name]) => name).join(', ')}) SELECT * FROM ${from}
     ON CONFLICT (reservation_id) DO UPDATE SET guest_id = EXCLUDED.guest_id, night = EXCLUDED.night, table_id = EXCLUDED.table_id, status = EXCLUDED.status,
       persons = EXCLUDED.persons, arrived_persons = EXCLUDED.arrived_persons, late_cancel = EXCLUDED.late_cancel, deleted = EXCLUDED.deleted, version = EXCLUDED.version
     WHERE guest_visits.version <= EXCLUDED.version`,
    params,
  );
}

async function insertWaits(tx: pg.PoolClient, waits: [entryId: string, clubId: string, guestId: string, night: string][]) {
  if (waits.length === 0) return;
  const { from, params } = unnestRows(
    'w',
    [
      ['entry_id', 'text'],
      ['club_id', 'text'],
      ['guest_id', 'text'],
      ['night', 'date'],
    ],
    waits,
  );
  await tx.query(`INSERT INTO guest_waits (entry_id, club_id, guest_id, night) SELECT * FROM ${from} ON CONFLICT (entry_id) DO NOTHING`, params);
}
