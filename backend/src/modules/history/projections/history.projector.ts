import type pg from 'pg';
import { DEFAULT_LOCALE, said, saidParts, type HistoryActor, type HistoryEntityType, type HistoryFieldChange } from '@izlazak/contracts';
import type { Actor, RecordedEvent } from '#platform/event-store/event-store.port';
import { ERASED_VALUE } from '#platform/privacy/personal-fields';
import { PERSON_ERASED, type PersonErasedData } from '#platform/privacy/person-erased';
import { defineReadModel } from '#platform/projections/projector';
import { DESCRIBERS, type Description, type Field, type Names } from '../domain/describe-change';
import { storedText } from '../domain/history-sentence';
import type { HistoryEvent, HistoryEventType } from '../domain/history-events';

/**
 * `history_entries`: one row per domain event that changed something, with who, when, what (each
 * field before → after) and how (route, correlation id). `history_entities`: every entity's last
 * known fields, label, venue and owner, which the next event is diffed against and which names
 * actors, categories and venues as they were at the time.
 */
const MIGRATION = {
  id: '20261201-10-history',
  sql: `
    CREATE TABLE history_entities (
      entity_type text NOT NULL,
      entity_id text NOT NULL,
      club_id text,
      owner_id text,
      label text NOT NULL DEFAULT '',
      fields jsonb NOT NULL DEFAULT '{}',
      deleted boolean NOT NULL DEFAULT false,
      PRIMARY KEY (entity_type, entity_id)
    );
    CREATE INDEX history_entities_club_idx ON history_entities (club_id, entity_type);

    CREATE TABLE history_entries (
      event_id uuid PRIMARY KEY,
      commit_position numeric NOT NULL,
      prepare_position numeric NOT NULL,
      occurred_at timestamptz NOT NULL,
      type text NOT NULL,
      kind text NOT NULL,
      entity_type text NOT NULL,
      entity_id text NOT NULL,
      entity_label text NOT NULL,
      club_id text,
      owner_id text,
      actor_kind text NOT NULL,
      actor_id text,
      actor_role text,
      actor_club_id text,
      actor_name text NOT NULL,
      action text NOT NULL,
      names_field text,
      changes jsonb NOT NULL,
      via text,
      correlation_id text NOT NULL
    );
    CREATE INDEX history_entries_order_idx ON history_entries (commit_position DESC, prepare_position DESC);
    CREATE INDEX history_entries_entity_idx ON history_entries (entity_type, entity_id);
    CREATE INDEX history_entries_club_idx ON history_entries (club_id, commit_position DESC);
    CREATE INDEX history_entries_actor_idx ON history_entries (actor_id, commit_position DESC);
    CREATE INDEX history_entries_time_idx ON history_entries (occurred_at);`,
};

/**
 * The actor search (`actor_name ILIKE '%…%'`) counts its matches through a trigram index instead of reading
 * every entry of the venue's years; without pg_trgm (no permission) it still works, unindexed.
 */
const ACTOR_SEARCH_MIGRATION = {
  id: '20270103-20-history-actor-search',
  sql: `
    DO $$
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      EXECUTE 'CREATE INDEX history_entries_actor_name_idx ON history_entries USING gin (actor_name gin_trgm_ops)';
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'pg_trgm unavailable, the actor search runs without a trigram index: %', SQLERRM;
    END
    $$;`,
};

export const SYSTEM_NAME = 'Sistem';
export const GUEST_NAME = 'Gost';

interface EntityRow {
  club_id: string | null;
  owner_id: string | null;
  label: string;
  fields: Record<string, Field>;
}

/**
 * The entities a batch touches: read from the table once (its own entities in one query, the others
 * it names as they are asked for), then as the batch's own events left them.
 */
class EntitiesOfBatch implements Names {
  private readonly rows = new Map<string, EntityRow | null>();

  constructor(private readonly tx: pg.PoolClient) {}

  async nameOf(type: HistoryEntityType, id: string | null) {
    if (!id) return '';
    return (await this.get(type, id))?.label ?? '';
  }

  async get(type: HistoryEntityType, id: string): Promise<EntityRow | undefined> {
    if (!this.rows.has(keyOf(type, id))) await this.load([[type, id]]);
    return this.rows.get(keyOf(type, id)) ?? undefined;
  }

  set(type: HistoryEntityType, id: string, row: EntityRow) {
    this.rows.set(keyOf(type, id), row);
  }

  async load(entities: [HistoryEntityType, string][]) {
    const missing = entities.filter(([type, id]) => !this.rows.has(keyOf(type, id)));
    if (missing.length === 0) return;
    const { rows } = await this.tx.query<EntityRow & { entity_type: HistoryEntityType; entity_id: string }>(
      `SELECT entity_type, entity_id, club_id, owner_id, label, fields FROM history_entities
        WHERE (entity_type, entity_id) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
      [missing.map(([type]) => type), missing.map(([, id]) => id)],
    );
    for (const [type, id] of missing) this.rows.set(keyOf(type, id), null);
    for (const { entity_type, entity_id, ...row } of rows) this.rows.set(keyOf(entity_type, entity_id), row);
  }
}

const keyOf = (type: HistoryEntityType, id: string) => `${type}/${id}`;

/** Names nothing: enough to learn which entity an event is about, before anything is read. */
const NO_NAMES: Names = { nameOf: () => Promise.resolve('') };

/** Who acted, named as the history knew them at that moment. Room for integration keys (`keyId`). */
async function actorOf(actor: Actor | { keyId: string; name?: string } | undefined, names: Names): Promise<HistoryActor> {
  if (!actor || actor === 'anonymous') return { kind: 'guest', id: null, role: null, clubId: null, name: GUEST_NAME };
  if ('keyId' in actor) return { kind: 'integration', id: actor.keyId, role: null, clubId: null, name: `Integracija ${actor.name ?? actor.keyId}` };
  if (actor.userId === 'system') return { kind: 'system', id: null, role: null, clubId: null, name: SYSTEM_NAME };
  const name = (await names.nameOf('user', actor.userId)) || 'Nepoznat korisnik';
  return { kind: 'user', id: actor.userId, role: actor.role, clubId: actor.clubId, name };
}

/**
 * A change as stored: whether its values are a guest's contact data, masked for some readers, and
 * whether they are the product's words (messages, worded when read; the value before may be one
 * stored before values were named, its Serbian words).
 */
export type StoredChange = HistoryFieldChange & { personal?: boolean; named?: boolean };

/** A value as the diff compares it: a named one by its Serbian words, so a value stored before it was named is the same value. */
const comparable = (value: string | null, named: boolean | undefined) => (named && value !== null ? storedText(value, DEFAULT_LOCALE) : value);

function changesBetween(before: EntityRow | undefined, description: Description): StoredChange[] {
  const changes: StoredChange[] = [];
  for (const field of description.fields ?? []) {
    const previous = before?.fields[field.key]?.value ?? null;
    const [was, is] = [comparable(previous, field.named), comparable(field.value, field.named)];
    if ((was ?? '') === is && description.kind !== 'created') continue;
    if (description.kind === 'created' && was === is) continue;
    changes.push({
      field: field.key,
      label: field.label,
      before: previous,
      after: field.value,
      ...(field.personal ? { personal: true } : {}),
      ...(field.named ? { named: true } : {}),
    });
  }
  return changes;
}

function describe(event: RecordedEvent, names: Names): Promise<Description | null> {
  const describer = DESCRIBERS[event.type as HistoryEventType] as (data: unknown, names: Names) => Description | null | Promise<Description | null>;
  return Promise.resolve(describer(event.data, names));
}

interface EntityWrite extends EntityRow {
  type: HistoryEntityType;
  id: string;
  deleted: boolean;
}

/**
 * A batch's history in a few statements: the entities its events are about are read in one query,
 * each event is diffed in order against the entity as the events before it left it, and the
 * entities and entries are written in one statement each.
 */
async function recordBatch(events: RecordedEvent[], tx: pg.PoolClient): Promise<void> {
  const entities = new EntitiesOfBatch(tx);
  const about = await Promise.all(events.map((event) => describe(event, NO_NAMES)));
  await entities.load(about.flatMap((description) => (description ? [[description.entity.type, description.entity.id] as [HistoryEntityType, string]] : [])));
  const written = new Map<string, EntityWrite>();
  // Fields of an entity already written in this batch are this batch's own copy: updated in place,
  // so a save of 500 tables on one plan costs 500 fields, not 500 copies of the plan's fields.
  const ownFields = new Set<string>();
  const entries: unknown[][] = [];
  for (const event of events) {
    const description = await describe(event, entities);
    if (!description) continue;
    const { type: entityType, id: entityId } = description.entity;
    const before = await entities.get(entityType, entityId);
    const clubId = description.entity.clubId !== undefined ? description.entity.clubId : (before?.club_id ?? null);
    const ownerId = description.entity.ownerId !== undefined ? description.entity.ownerId : (before?.owner_id ?? null);
    const label = description.entity.label ?? before?.label ?? '';
    const changes = changesBetween(before, description);
    const key = keyOf(entityType, entityId);
    const fields = ownFields.has(key) && before ? before.fields : { ...before?.fields };
    for (const field of description.fields ?? []) fields[field.key] = field;
    ownFields.add(key);
    const row = { club_id: clubId, owner_id: ownerId, label, fields };
    entities.set(entityType, entityId, row);
    written.set(key, { ...row, type: entityType, id: entityId, deleted: description.kind === 'deleted' });
    // The actor is named after the entity is updated: a new account's own registration names it.
    const actor = await actorOf(event.metadata.actor, entities);
    entries.push([
      event.metadata.eventId,
      event.position.commit.toString(),
      event.position.prepare.toString(),
      event.metadata.occurredAt,
      event.type,
      description.kind,
      entityType,
      entityId,
      label,
      clubId,
      ownerId,
      actor.kind,
      actor.id,
      actor.role,
      actor.clubId,
      actor.name,
      description.action,
      description.namesField ?? null,
      JSON.stringify(changes),
      event.metadata.via ?? null,
      event.metadata.correlationId,
    ]);
  }
  await writeEntities(tx, [...written.values()]);
  await writeEntries(tx, entries);
}

async function writeEntities(tx: pg.PoolClient, rows: EntityWrite[]) {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO history_entities (entity_type, entity_id, club_id, owner_id, label, fields, deleted)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::jsonb[], $7::boolean[])
     ON CONFLICT (entity_type, entity_id) DO UPDATE SET club_id = EXCLUDED.club_id, owner_id = EXCLUDED.owner_id,
       label = EXCLUDED.label, fields = EXCLUDED.fields, deleted = EXCLUDED.deleted`,
    [
      rows.map((row) => row.type),
      rows.map((row) => row.id),
      rows.map((row) => row.club_id),
      rows.map((row) => row.owner_id),
      rows.map((row) => row.label),
      rows.map((row) => JSON.stringify(row.fields)),
      rows.map((row) => row.deleted),
    ],
  );
}

const ENTRY_COLUMN_TYPES = [
  'uuid',
  'numeric',
  'numeric',
  'timestamptz',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'jsonb',
  'text',
  'text',
];

async function writeEntries(tx: pg.PoolClient, entries: unknown[][]) {
  if (entries.length === 0) return;
  const columns = ENTRY_COLUMN_TYPES.map((_, i) => entries.map((entry) => entry[i]));
  await tx.query(
    `INSERT INTO history_entries (event_id, commit_position, prepare_position, occurred_at, type, kind, entity_type, entity_id,
       entity_label, club_id, owner_id, actor_kind, actor_id, actor_role, actor_club_id, actor_name, action, names_field,
       changes, via, correlation_id)
     SELECT * FROM unnest(${ENTRY_COLUMN_TYPES.map((type, i) => `$${i + 1}::${type}[]`).join(', ')})
     ON CONFLICT (event_id) DO NOTHING`,
    columns,
  );
}

/** What each field of an erased person's reads as, as the shredded events describe them. */
const ERASED_FIELDS: Record<string, string> = {
  guest: ERASED_VALUE.fullName,
  name: ERASED_VALUE.fullName,
  firstName: ERASED_VALUE.firstName,
  lastName: ERASED_VALUE.lastName,
  phone: ERASED_VALUE.phone,
  mobilePhone: ERASED_VALUE.phone,
  email: ERASED_VALUE.email,
  pendingEmail: ERASED_VALUE.email,
  message: ERASED_VALUE.text,
};

/** The entities labelled by the person's name. */
const LABELLED_BY_NAME = new Set<HistoryEntityType>(['waitlist-entry', 'guest-list-entry', 'user']);

/** How a field of the history forgets the erased person: its value as the shredded events now describe it, undefined when it names somebody else. */
type Forgetting = (field: string, value: string) => string | undefined;

/** One of the person's own records: each field that names a person names them. */
const forgetWholly: Forgetting = (field) => ERASED_FIELDS[field];

/**
 * The tickets and the places on ticket waiting lists are the person's one by one, in the history of
 * an order or an event that also names others: a transfer's holder reads 'from → to', and only the
 * erased side of it is forgotten ('Obrisan gost → Mirko Drugović'), as the event, whose two holders
 * are sealed each with their own key, now reads. `passedTo` pairs the ticket passed on with the
 * friend's (both fields of one transfer's entry). A value stored before its names were values of
 * their own reads 'Obrisan gost' whole.
 */
function ticketForgetting(tickets: Set<string>, waiting: Set<string>, passedTo: Map<string, string>): Forgetting {
  const withErased = (value: string, names: string[]) => {
    const parts = saidParts(value);
    if (!parts) return ERASED_VALUE.fullName;
    const erasedNames = Object.fromEntries(names.filter((name) => name in (parts.values ?? {})).map((name) => [name, ERASED_VALUE.fullName]));
    return said(parts.id, { ...(parts.values as Record<string, string | number>), ...erasedNames });
  };
  return (field, value) => {
    const [prefix, id = ''] = field.split(/\.(.*)/s);
    if (prefix === 'holderEmail') return tickets.has(id) ? ERASED_VALUE.email : undefined;
    if (prefix === 'holder') {
      const sides = [...(tickets.has(id) ? ['from'] : []), ...(tickets.has(passedTo.get(id) ?? '') ? ['to'] : [])];
      return sides.length > 0 ? withErased(value, sides) : undefined;
    }
    if (!waiting.has(id)) return undefined;
    if (prefix === 'waitlistEmail') return ERASED_VALUE.email;
    if (prefix !== 'waitlist' && prefix !== 'offer') return undefined;
    // An offer that lapsed names nobody.
    const parts = saidParts(value);
    return parts && parts.values?.name === undefined ? undefined : withErased(value, ['name']);
  };
}

/** The transfers among these entries: the ticket passed on, and the friend's new one. */
function transfersIn(entries: { changes: StoredChange[] }[]): Map<string, string> {
  const passedTo = new Map<string, string>();
  for (const { changes } of entries) {
    const from = changes.find((change) => change.field.startsWith('holder.'))?.field.slice('holder.'.length);
    const to = changes.find((change) => change.field.startsWith('holderEmail.'))?.field.slice('holderEmail.'.length);
    if (from && to) passedTo.set(from, to);
  }
  return passedTo;
}

type EntityKey = [HistoryEntityType, string];

/** The records that are the person's own, by id from the event. */
function ownRecordsOf(erased: PersonErasedData): EntityKey[] {
  return [
    ...erased.reservations.map(({ id }): EntityKey => ['reservation', id]),
    ...erased.waitlistEntries.map(({ id }): EntityKey => ['waitlist-entry', id]),
    ...(erased.guestListEntries ?? []).map(({ id }): EntityKey => ['guest-list-entry', id]),
    ...(erased.ticketOrders ?? []).map(({ id }): EntityKey => ['ticket-order', id]),
    ...erased.contactMessages.map((id): EntityKey => ['contact-message', id]),
    ...erased.subscribers.map((id): EntityKey => ['subscriber', id]),
    ...erased.accounts.map((id): EntityKey => ['user', id]),
    ...(erased.privacyRequests ?? []).map((id): EntityKey => ['privacy-request', id]),
  ];
}

/** The orders whose tickets the person held, and the events on whose waiting lists they were: others' records naming them too. */
function sharedRecordsOf(erased: PersonErasedData): EntityKey[] {
  return [
    ...(erased.tickets ?? []).flatMap(({ orderId }): EntityKey[] => (orderId ? [['ticket-order', orderId]] : [])),
    ...(erased.ticketWaitlistEntries ?? []).map(({ eventId }): EntityKey => ['event', eventId]),
  ];
}

/**
 * A person erased: the history of each record that named them (by id, from the event) reads their
 * fields as the shredded events now do: 'Obrisan gost', blank contact and words; a change that
 * only changed those fields is no change any more; an erased account, as actor, is 'Obrisan gost'.
 * Of an order or an event, only their tickets' and waiting places' fields are theirs.
 */
async function forgetPerson(erased: PersonErasedData, tx: pg.PoolClient): Promise<void> {
  const own = new Set(ownRecordsOf(erased).map(([type, id]) => keyOf(type, id)));
  const entities = [...new Map([...ownRecordsOf(erased), ...sharedRecordsOf(erased)].map((entity) => [keyOf(...entity), entity])).values()];
  if (entities.length > 0) {
    const types = entities.map(([type]) => type);
    const ids = entities.map(([, id]) => id);
    const entries = await tx.query<{ event_id: string; entity_type: HistoryEntityType; entity_id: string; kind: string; entity_label: string; changes: StoredChange[] }>(
      `SELECT event_id, entity_type, entity_id, kind, entity_label, changes FROM history_entries WHERE (entity_type, entity_id) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
      [types, ids],
    );
    const ofTickets = ticketForgetting(
      new Set((erased.tickets ?? []).map(({ id }) => id)),
      new Set((erased.ticketWaitlistEntries ?? []).map(({ id }) => id)),
      transfersIn(entries.rows),
    );
    const forgetting = (type: HistoryEntityType, id: string): Forgetting =>
      own.has(keyOf(type, id)) ? (field, value) => forgetWholly(field, value) ?? ofTickets(field, value) : ofTickets;

    const { rows } = await tx.query<{ entity_type: HistoryEntityType; entity_id: string; label: string; fields: Record<string, Field> }>(
      `SELECT entity_type, entity_id, label, fields FROM history_entities WHERE (entity_type, entity_id) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
      [types, ids],
    );
    for (const row of rows) {
      const forget = forgetting(row.entity_type, row.entity_id);
      const fields = Object.fromEntries(
        Object.entries(row.fields).map(([key, value]) => {
          const erasedValue = forget(key, value.value);
          return [key, erasedValue === undefined ? value : { ...value, value: erasedValue }];
        }),
      );
      const label = LABELLED_BY_NAME.has(row.entity_type) && own.has(keyOf(row.entity_type, row.entity_id)) ? ERASED_VALUE.fullName : row.label;
      await tx.query('UPDATE history_entities SET fields = $3, label = $4 WHERE entity_type = $1 AND entity_id = $2', [
        row.entity_type,
        row.entity_id,
        JSON.stringify(fields),
        label,
      ]);
    }
    for (const entry of entries.rows) {
      const forget = forgetting(entry.entity_type, entry.entity_id);
      const changes = entry.changes.flatMap((change) => {
        const before = change.before === null ? null : (forget(change.field, change.before) ?? change.before);
        const after = forget(change.field, change.after ?? '') ?? change.after;
        if (before === change.before && after === change.after) return [change];
        // A change that only changed what is forgotten is no change any more.
        return entry.kind !== 'created' && (before ?? '') === after ? [] : [{ ...change, before, after }];
      });
      const label = LABELLED_BY_NAME.has(entry.entity_type) && own.has(keyOf(entry.entity_type, entry.entity_id)) ? ERASED_VALUE.fullName : entry.entity_label;
      await tx.query('UPDATE history_entries SET changes = $2, entity_label = $3 WHERE event_id = $1', [entry.event_id, JSON.stringify(changes), label]);
    }
  }
  if (erased.accounts.length > 0) await tx.query('UPDATE history_entries SET actor_name = $2 WHERE actor_id = ANY($1::text[])', [erased.accounts, ERASED_VALUE.fullName]);
}

/** The batch in feed order: an erasure between its events forgets what the events before it wrote. */
async function handleHistoryBatch(events: RecordedEvent[], tx: pg.PoolClient): Promise<void> {
  let run: RecordedEvent[] = [];
  for (const event of events) {
    if (event.type !== PERSON_ERASED) {
      run.push(event);
      continue;
    }
    if (run.length > 0) await recordBatch(run, tx);
    run = [];
    await forgetPerson(event.data as PersonErasedData, tx);
  }
  if (run.length > 0) await recordBatch(run, tx);
}

export const historyProjector = defineReadModel<HistoryEvent>({
  name: 'history',
  tables: ['history_entries', 'history_entities'],
  migrations: [MIGRATION, ACTOR_SEARCH_MIGRATION],
  batchOf: Object.keys(DESCRIBERS) as HistoryEventType[],
  handleBatch: handleHistoryBatch,
});
