import type pg from 'pg';
import type { DomainEvent } from '#platform/commands/decider';
import type { Migration } from '#platform/database/migrations';
import type { RecordedEvent } from '#platform/event-store/event-store.port';

export type ProjectionHandler<Data = unknown> = (event: RecordedEvent<Data>, tx: pg.PoolClient) => Promise<void>;

/** One handler per event type of the union `Event`; a key that is not one of its types does not compile. */
export type ProjectionHandlers<Event extends DomainEvent> = {
  [Type in Event['type']]?: ProjectionHandler<Extract<Event, { type: Type }>['data']>;
};

/** A recorded event of the union `Event`, its data narrowed by its `type`. */
export type RecordedOf<Event extends DomainEvent> = {
  [Type in Event['type']]: RecordedEvent<Extract<Event, { type: Type }>['data']> & { type: Type };
}[Event['type']];

/** The batch's events of the types it names, in feed order, at once. */
export type BatchHandler<Event extends DomainEvent = DomainEvent> = (events: RecordedOf<Event>[], tx: pg.PoolClient) => Promise<void>;

/**
 * A follower of the global feed. Each batch it handles and its checkpoint commit in one transaction.
 * - a **read model** owns tables that GETs read; a command's HTTP answer waits for the read models
 *   (read-your-writes), and a rebuild replays it into fresh tables;
 * - a **reactor** causes effects (mail, live pushes, webhooks); nobody waits for it, it is never
 *   rebuilt, and what it does is idempotent per domain event id.
 */
export interface Projector {
  name: string;
  kind: 'read-model' | 'reactor';
  /** The schema of the tables it owns. A read model cannot exist without the migration of its tables. */
  migrations: Migration[];
  /** What a rebuild empties before replaying the feed from the start. */
  tables: string[];
  handlers: Record<string, ProjectionHandler>;
  /**
   * A read model whose handlers the event store may also run in the append's own transaction (on
   * PostgreSQL), so a command's answer need not wait for the feed to reach it. Its handlers must be
   * idempotent and order-proof (upserts guarded by version): the feed applies each event again.
   */
  inline?: boolean;
  /**
   * Instead of the handlers one by one: the batch's events this follower handles, in feed order,
   * at once (a reactor that reads or sends once per batch what it would otherwise do per event, a
   * read model that writes a table in one statement a batch instead of one per event).
   */
  handleBatch?: (events: RecordedEvent[], tx: pg.PoolClient) => Promise<void>;
  /**
   * Waiting a batch needs before its transaction opens (a reactor waiting for a read model). A
   * transaction kept open holds back the feed for every follower: an event becomes visible only
   * once every older transaction has ended.
   */
  beforeBatch?: (events: RecordedEvent[]) => Promise<void>;
}

interface ReadModelBasics {
  name: string;
  migrations: [Migration, ...Migration[]];
  tables: [string, ...string[]];
  inline?: boolean;
}

/**
 * A read model written event by event (`handlers`), or a batch at a time (`batchOf` names the event
 * types `handleBatch` is given). A batched read model handles one event alone as a batch of one, so
 * one code path writes its rows however the feed's batches fall (live, rebuilt or inline); it must
 * leave the rows its events would leave applied one by one.
 */
export function defineReadModel<Event extends DomainEvent>(
  definition: ReadModelBasics & ({ handlers: ProjectionHandlers<Event> } | { batchOf: Event['type'][]; handleBatch: BatchHandler<Event> }),
): Projector {
  const { name, migrations, tables, inline } = definition;
  if ('handlers' in definition) return { kind: 'read-model', name, migrations, tables, inline, handlers: definition.handlers as Record<string, ProjectionHandler> };
  // The runner and a rebuild give it only events of the types it names.
  const handleBatch = definition.handleBatch as (events: RecordedEvent[], tx: pg.PoolClient) => Promise<void>;
  const handlers = Object.fromEntries(definition.batchOf.map((type) => [type, (event: RecordedEvent, tx: pg.PoolClient) => handleBatch([event], tx)]));
  return { kind: 'read-model', name, migrations, tables, inline, handlers, handleBatch };
}

export function defineReactor<Event extends DomainEvent>(definition: {
  name: string;
  migrations?: Migration[];
  handlers: ProjectionHandlers<Event>;
  handleBatch?: (events: RecordedEvent[], tx: pg.PoolClient) => Promise<void>;
  beforeBatch?: (events: RecordedEvent[]) => Promise<void>;
}): Projector {
  return {
    kind: 'reactor',
    name: definition.name,
    migrations: definition.migrations ?? [],
    tables: [],
    handlers: definition.handlers as Record<string, ProjectionHandler>,
    handleBatch: definition.handleBatch,
    beforeBatch: definition.beforeBatch,
  };
}

export const isReadModel = (projector: Projector) => projector.kind === 'read-model';
