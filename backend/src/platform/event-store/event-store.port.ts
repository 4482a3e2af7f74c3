import type pg from 'pg';
/**
 * The event store port. Two adapters implement it (PostgreSQL, EventStoreDB) and both must pass
 * the same contract suite in test/event-store.
 */

import type { Actor } from '#platform/auth/actor';

export type { Actor };

export interface DomainEventMetadata {
  eventId: string;
  occurredAt: string;
  actor: Actor;
  correlationId: string;
  causationId: string;
  schemaVersion: number;
  /** The API route the command came through, e.g. 'PUT /api/club/:id'; absent on older events and background work. */
  via?: string;
  /** The read models the store applied this event to inside its append (so their followers need not again). */
  projectedInline?: string[];
}

export interface NewDomainEvent<Data = unknown> {
  type: string;
  data: Data;
  metadata: DomainEventMetadata;
}

/** A point in the global feed. Both adapters order the feed by (commit, prepare). */
export interface GlobalPosition {
  commit: bigint;
  prepare: bigint;
}

export interface RecordedEvent<Data = unknown> {
  streamId: string;
  revision: bigint;
  position: GlobalPosition;
  type: string;
  data: Data;
  metadata: DomainEventMetadata;
}

export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | bigint;

export interface AppendResult {
  nextRevision: bigint;
  position: GlobalPosition;
}

export interface ReadStreamOptions {
  fromRevision?: bigint | 'start' | 'end';
  direction?: 'forwards' | 'backwards';
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Omitted: from the start. */
  fromPosition?: GlobalPosition;
  maxCount?: number;
  filter?: { eventTypes?: string[]; streamPrefixes?: string[] };
}

export interface SubscribeToAllOptions {
  /** Exclusive: events strictly after this position. Omitted: from the start. */
  fromPosition?: GlobalPosition;
}

export interface AllSubscription extends AsyncIterable<RecordedEvent> {
  stop(): Promise<void>;
}

export interface EventStore {
  appendToStream(streamId: string, events: NewDomainEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  readStream(streamId: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent>;
  readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent>;
  /** Catch-up, then live: every event exactly once, in global order, until stop(). */
  subscribeToAll(options?: SubscribeToAllOptions): AllSubscription;
  /**
   * Calls `listener` soon after events are appended by any process (it may also call it when
   * nothing new is visible yet). The one wake-up path of everything that follows the feed.
   * Returns what stops it.
   */
  watchNewEvents(listener: () => void): () => Promise<void>;
  /** The position of the newest event in the feed, or null when the store is empty. */
  headPosition(): Promise<GlobalPosition | null>;
  /**
   * Runs these read models' handlers inside every append that carries their events, in the append's
   * own transaction (Marten's inline projections), and answers the names it will keep current that
   * way. A store that cannot (EventStoreDB) leaves them to the feed's followers and answers none.
   */
  projectInline?(projections: InlineProjection[]): string[];
  close(): Promise<void>;
}

/**
 * A read model's handlers, as a store runs them inline: in the append's transaction. They only
 * write (upserts): their statements may be sent with the append's COMMIT, so a handler never reads
 * what a statement answers.
 */
export interface InlineProjection {
  name: string;
  handlers: Record<string, (event: RecordedEvent, tx: pg.PoolClient) => Promise<void>>;
}

export const EVENT_STORE = Symbol('EVENT_STORE');

export class WrongExpectedVersionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedVersionError';
  }
}

export function comparePositions(a: GlobalPosition, b: GlobalPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export function positionToString(position: GlobalPosition): string {
  return `${position.commit}/${position.prepare}`;
}

export function positionFromString(text: string): GlobalPosition {
  const [commit, prepare] = text.split('/');
  return { commit: BigInt(commit), prepare: BigInt(prepare) };
}
