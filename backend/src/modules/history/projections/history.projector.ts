import type pg from 'pg';
import type { HistoryActor, HistoryEntityType, HistoryFieldChange } from '@izlazak/contracts';
import type { Actor, RecordedEvent } from '#platform/event-store/event-store.port';
import { defineReadModel, type ProjectionHandler, type ProjectionHandlers } from '#platform/projections/projector';
import { DESCRIBERS, type Description, type Field, type Names } from '../domain/describe-change';
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

export const SYSTEM_NAME = 'Sistem';
export const GUEST_NAME = 'Gost';

interface EntityRow {
  club_id: string | null;
  owner_id: string | null;
  label: string;
  fields: Record<string, Field>;
}

const namesIn = (tx: pg.PoolClient): Names => ({
  async nameOf(type: HistoryEntityType, id: string | null) {
    if (!id) return '';
    const { rows } = await tx.query<{ label: string }>('SELECT label FROM history_entities WHERE entity_type = $1 AND entity_id = $2', [type, id]);
    return rows[0]?.label ?? '';
  },
});

/** Who acted, named as the history knew them at that moment. Room for integration keys (`keyId`). */
async function actorOf(actor: Actor | { keyId: string; name?: string } | undefined, names: Names): Promise<HistoryActor> {
  if (!actor || actor === 'anonymous') return { kind: 'guest', id: null, role: null, clubId: null, name: GUEST_NAME };
  if ('keyId' in actor) return { kind: 'integration', id: actor.keyId, role: null, clubId: null, name: `Integracija ${actor.name ?? actor.keyId}` };
  if (actor.userId === 'system') return { kind: 'system', id: null, role: null, clubId: null, name: SYSTEM_NAME };
  const name = (await names.nameOf('user', actor.userId)) || 'Nepoznat korisnik';
  return { kind: 'user', id: actor.userId, role: actor.role, clubId: actor.clubId, name };
}

/** A change as stored: whether its values are a guest's contact data, masked for some readers. */
export type StoredChange = HistoryFieldChange & { personal?: boolean };

function changesBetween(before: EntityRow | undefined, description: Description): StoredChange[] {
  const changes: StoredChange[] = [];
  for (const field of description.fields ?? []) {
    const previous = before?.fields[field.key]?.value ?? null;
    if ((previous ?? '') === field.value && description.kind !== 'created') continue;
    if (description.kind === 'created' && previous === field.value) continue;
    changes.push({ field: field.key, label: field.label, before: previous, after: field.value, ...(field.personal ? { personal: true } : {}) });
  }
  return changes;
}

async function record(event: RecordedEvent, tx: pg.PoolClient): Promise<void> {
  const names = namesIn(tx);
  const describe = DESCRIBERS[event.type as HistoryEventType] as (data: unknown, names: Names) => Description | null | Promise<Description | null>;
  const description = await describe(event.data, names);
  if (!description) return;
  const { type: entityType, id: entityId } = description.entity;
  const { rows } = await tx.query<EntityRow>(
    'SELECT club_id, owner_id, label, fields FROM history_entities WHERE entity_type = $1 AND entity_id = $2',
    [entityType, entityId],
  );
  const before = rows[0];
  const clubId = description.entity.clubId !== undefined ? description.entity.clubId : (before?.club_id ?? null);
  const ownerId = description.entity.ownerId !== undefined ? description.entity.ownerId : (before?.owner_id ?? null);
  const label = description.entity.label ?? before?.label ?? '';
  const changes = changesBetween(before, description);
  const fields = { ...before?.fields, ...Object.fromEntries((description.fields ?? []).map((field) => [field.key, field])) };

  await tx.query(
    `INSERT INTO history_entities (entity_type, entity_id, club_id, owner_id, label, fields, deleted)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (entity_type, entity_id) DO UPDATE SET club_id = $3, owner_id = $4, label = $5, fields = $6, deleted = $7`,
    [entityType, entityId, clubId, ownerId, label, JSON.stringify(fields), description.kind === 'deleted'],
  );
  // The actor is named after the entity is updated: a new account's own registration names it.
  const actor = await actorOf(event.metadata.actor, names);
  await tx.query(
    `INSERT INTO history_entries (event_id, commit_position, prepare_position, occurred_at, type, kind, entity_type, entity_id,
       entity_label, club_id, owner_id, actor_kind, actor_id, actor_role, actor_club_id, actor_name, action, names_field,
       changes, via, correlation_id)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21)
     ON CONFLICT (event_id) DO NOTHING`,
    [
      event.metadata.eventId, event.position.commit.toString(), event.position.prepare.toString(), event.metadata.occurredAt,
      event.type, description.kind, entityType, entityId, label, clubId, ownerId, actor.kind, actor.id, actor.role, actor.clubId,
      actor.name, description.action, description.namesField ?? null, JSON.stringify(changes), event.metadata.via ?? null,
      event.metadata.correlationId,
    ],
  );
}

const handlers = Object.fromEntries(Object.keys(DESCRIBERS).map((type) => [type, record as ProjectionHandler])) as ProjectionHandlers<HistoryEvent>;

export const historyProjector = defineReadModel<HistoryEvent>({
  name: 'history',
  tables: ['history_entries', 'history_entities'],
  migrations: [MIGRATION],
  handlers,
});
