import pg from 'pg';
import { inTransaction, pipelinedTransaction, type Queryable, type Statement } from '#platform/database/pool';
import { BatchOfTheMoment } from '#platform/database/batch-of-the-moment';
import { ensureInlineChangesSequences, inlineChangesSequence } from '#platform/projections/read-model-versions';
import {
  AllSubscription,
  AppendResult,
  DomainEventMetadata,
  EventStore,
  ExpectedRevision,
  GlobalPosition,
  InlineProjection,
  NewDomainEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeToAllOptions,
  WrongExpectedVersionError,
} from './event-store.port';
import { StoppableSubscription } from './stoppable-subscription';

export const EVENTS_NOTIFY_CHANNEL = 'izlazak_events';
/** First key of the two-key advisory locks on streams; the second is hashtext(stream_id). */
export const STREAM_LOCK_NAMESPACE = 730_145;

/**
 * The tables, idempotent DDL; several statements: run it as one simple query.
 *
 * event_streams holds each stream's current revision; appends to one stream are serialized by
 * an advisory lock (see EVENT_STORE_APPEND_SQL). events.transaction_id orders the global feed:
 * see readFeedPage.
 */
export const EVENT_STORE_TABLES_SQL = `
CREATE TABLE IF NOT EXISTS event_streams (
  stream_id text PRIMARY KEY,
  revision bigint NOT NULL
);

CREATE TABLE IF NOT EXISTS events (
  global_position bigserial PRIMARY KEY,
  stream_id text NOT NULL,
  stream_revision bigint NOT NULL,
  event_id uuid NOT NULL UNIQUE,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  recorded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream_id, stream_revision)
);

CREATE INDEX IF NOT EXISTS events_feed_order ON events (transaction_id, global_position);

CREATE OR REPLACE FUNCTION events_reject_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'events is append-only: % is not allowed', TG_OP;
END
$$;

CREATE OR REPLACE TRIGGER events_append_only
  BEFORE UPDATE OR DELETE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION events_reject_change();
`;

/**
 * A whole append in one statement, so one round trip: event_store_append_one(stream, expected
 * revision as text, event id, type, data, metadata) for one event, the usual case, and
 * event_store_append(stream, expected revision, events as a non-empty JSON array with distinct
 * eventIds) for several. Each returns one row: accepted, and either the last appended (or, for a
 * retry, stored) event's revision and position, or on a revision mismatch the stream's current
 * revision (-1: no events) with no position.
 *
 * The stream's lock is taken before the first write, because a transaction gets its id at its
 * first write: the next appender of a stream then always gets a larger id, and the feed, ordered
 * by transaction id, keeps each stream in revision order. (A row lock, SELECT ... FOR UPDATE,
 * assigns the id before waiting, which let a later revision overtake an earlier one.) The
 * functions are VOLATILE, so each statement after the lock sees what the previous holder committed.
 *
 * An append looks nothing up first: the stream's revision is moved only if it is the one
 * expected, and the events are inserted unless their id is stored. A retry of an append that went
 * through is told apart only when something does not fit: the revision (then the stored events
 * answer as they did the first time) or an id (then the function raises the event-id conflict,
 * undoing everything, and the store calls event_store_append_again, which numbers only the new
 * events). Both keep one stream's revisions without gaps.
 *
 * They do not NOTIFY: a transaction that notifies holds PostgreSQL's one notify-queue lock through
 * its commit, WAL flush included, so concurrent appends would commit one at a time. The store
 * announces appends after they commit instead (AppendAnnouncer).
 */
export const EVENT_STORE_APPEND_SQL = `
CREATE OR REPLACE FUNCTION event_store_expects(p_expected text, p_current bigint) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT p_expected = 'any'
      OR (p_expected = 'no_stream' AND p_current = -1)
      OR (p_expected = 'stream_exists' AND p_current > -1)
      OR p_expected = p_current::text
$$;

-- Locks the stream and, if its revision is the one expected, moves it p_count on: returns the
-- revision before (-1: a new stream), or NULL when the expected revision does not fit.
CREATE OR REPLACE FUNCTION event_store_take_revisions(p_stream_id text, p_expected text, p_count integer)
RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_current bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(${STREAM_LOCK_NAMESPACE}, hashtext(p_stream_id));
  UPDATE event_streams s SET revision = s.revision + p_count
   WHERE s.stream_id = p_stream_id AND event_store_expects(p_expected, s.revision)
  RETURNING s.revision - p_count INTO v_current;
  IF NOT FOUND AND event_store_expects(p_expected, -1) THEN
    INSERT INTO event_streams (stream_id, revision) VALUES (p_stream_id, p_count - 1)
    ON CONFLICT (stream_id) DO NOTHING;
    IF FOUND THEN v_current := -1; END IF;
  END IF;
  RETURN v_current;
END
$$;

-- The answer to an append whose expected revision does not fit: the first answer again if all its
-- events are stored (a retry), else the stream's current revision.
CREATE OR REPLACE FUNCTION event_store_retried_or_refused(p_stream_id text, p_event_ids uuid[])
RETURNS TABLE (accepted boolean, last_revision bigint, commit_xid text, last_position bigint)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_stored integer;
  v_last bigint;
BEGIN
  -- = ANY(array) keeps the lookup on the event_id index whatever plan the function caches.
  SELECT count(*), max(s.global_position) INTO v_stored, v_last FROM events s WHERE s.event_id = ANY (p_event_ids);
  IF v_stored = cardinality(p_event_ids) THEN
    RETURN QUERY SELECT true, s.stream_revision, s.transaction_id::text, s.global_position
      FROM events s WHERE s.global_position = v_last;
    RETURN;
  END IF;
  RETURN QUERY SELECT false, coalesce((SELECT revision FROM event_streams WHERE stream_id = p_stream_id), -1), NULL::text, NULL::bigint;
END
$$;

CREATE OR REPLACE FUNCTION event_store_append_one(p_stream_id text, p_expected text, p_event_id uuid, p_type text,
                                                  p_data jsonb, p_metadata jsonb)
RETURNS TABLE (accepted boolean, last_revision bigint, commit_xid text, last_position bigint)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_current bigint := event_store_take_revisions(p_stream_id, p_expected, 1);
BEGIN
  IF v_current IS NULL THEN
    RETURN QUERY SELECT * FROM event_store_retried_or_refused(p_stream_id, ARRAY[p_event_id]);
    RETURN;
  END IF;
  INSERT INTO events (stream_id, stream_revision, event_id, type, data, metadata)
  VALUES (p_stream_id, v_current + 1, p_event_id, p_type, p_data, p_metadata)
  ON CONFLICT (event_id) DO NOTHING
  RETURNING events.stream_revision, events.transaction_id::text, events.global_position
  INTO last_revision, commit_xid, last_position;
  IF NOT FOUND THEN
    RAISE unique_violation USING CONSTRAINT = 'events_event_id_key',
      MESSAGE = 'this event is stored already: append it with event_store_append_again';
  END IF;
  accepted := true;
  RETURN NEXT;
END
$$;

CREATE OR REPLACE FUNCTION event_store_append(p_stream_id text, p_expected text, p_events jsonb)
RETURNS TABLE (accepted boolean, last_revision bigint, commit_xid text, last_position bigint)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_count integer := jsonb_array_length(p_events);
  v_current bigint := event_store_take_revisions(p_stream_id, p_expected, v_count);
  v_appended integer;
BEGIN
  IF v_current IS NULL THEN
    RETURN QUERY SELECT * FROM event_store_retried_or_refused(p_stream_id,
      ARRAY(SELECT (e->>'eventId')::uuid FROM jsonb_array_elements(p_events) AS e));
    RETURN;
  END IF;

  WITH inserted AS (
    INSERT INTO events (stream_id, stream_revision, event_id, type, data, metadata)
    SELECT p_stream_id, v_current + e.ordinality, (e.value->>'eventId')::uuid, e.value->>'type',
           e.value->'data', e.value->'metadata'
      FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e(value, ordinality)
     ORDER BY e.ordinality
    ON CONFLICT (event_id) DO NOTHING
    RETURNING events.stream_revision, events.global_position
  )
  SELECT max(i.stream_revision), max(i.global_position), count(*) INTO last_revision, last_position, v_appended
    FROM inserted i;
  IF v_appended < v_count THEN
    RAISE unique_violation USING CONSTRAINT = 'events_event_id_key',
      MESSAGE = 'some of these events are stored already: append them with event_store_append_again';
  END IF;
  commit_xid := pg_current_xact_id()::text;
  accepted := true;
  RETURN NEXT;
END
$$;

-- An append some of whose events may be stored already (the retry after an append raised the
-- event-id conflict): the stored ones are left out and the new ones appended as usual, numbered
-- without a gap; when all are stored, the first answer again.
CREATE OR REPLACE FUNCTION event_store_append_again(p_stream_id text, p_expected text, p_events jsonb)
RETURNS TABLE (accepted boolean, last_revision bigint, commit_xid text, last_position bigint)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_new jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock(${STREAM_LOCK_NAMESPACE}, hashtext(p_stream_id));
  SELECT jsonb_agg(e.value ORDER BY e.ordinality) INTO v_new
    FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e(value, ordinality)
   WHERE NOT EXISTS (SELECT 1 FROM events s WHERE s.event_id = (e.value->>'eventId')::uuid);
  IF v_new IS NULL THEN
    RETURN QUERY SELECT * FROM event_store_retried_or_refused(p_stream_id,
      ARRAY(SELECT (e->>'eventId')::uuid FROM jsonb_array_elements(p_events) AS e));
    RETURN;
  END IF;
  -- The stream's lock is held already (it is taken again, as advisory locks nest).
  RETURN QUERY SELECT * FROM event_store_append(p_stream_id, p_expected, v_new);
END
$$;
`;

/** Idempotent DDL of the whole PostgreSQL event store. Several statements: run it as one simple query. */
export const EVENT_STORE_SCHEMA_SQL = EVENT_STORE_TABLES_SQL + EVENT_STORE_APPEND_SQL;

const FEED_PAGE_SIZE = 500;
const STREAM_PAGE_SIZE = 500;
const DEFAULT_POLL_INTERVAL_MS = 200;
const NO_STREAM_REVISION = -1n;
const MAX_REVISION = 9223372036854775807n;
const START_OF_FEED: GlobalPosition = { commit: 0n, prepare: 0n };
const SCHEMA_LOCK_KEY = 7_301_452_019;
const APPEND_ATTEMPTS = 3;
const ANNOUNCE_GAP_MS = 5;

interface EventRow {
  stream_id: string;
  stream_revision: string;
  commit_xid: string;
  global_position: string;
  type: string;
  data: unknown;
  metadata: DomainEventMetadata;
}

interface StoredEventRow {
  stream_revision: string;
  commit_xid: string;
  global_position: string;
}

interface FeedFilter {
  eventTypes: string[] | null;
  streamPrefixes: string[] | null;
}

// The xid8 is read as text under another name: ORDER BY transaction_id must mean the column.
const EVENT_COLUMNS = `stream_id, stream_revision, transaction_id::text AS commit_xid,
  global_position, type, data, metadata`;

/**
 * Rows of transactions older than every transaction still running on the server (any database)
 * are final: nothing can commit before them any more.
 */
const VISIBLE_IN_FEED = 'transaction_id < pg_snapshot_xmin(pg_current_snapshot())';

export class PostgresEventStore implements EventStore {
  private readonly notifier: FeedNotifier;
  private readonly announcer: AppendAnnouncer;
  private readonly pollIntervalMs: number;
  private readonly subscriptions = new Set<PostgresAllSubscription>();
  private inline: InlineProjection[] = [];
  private inlineChangesReady: Promise<void> = Promise.resolve();
  /** Commands deciding side by side (a table drop's guests) load their streams in one query. */
  private readonly firstPages = new BatchOfTheMoment<string, EventRow[]>((streamIds) => this.readFirstPages(streamIds));

  constructor(
    private readonly pool: pg.Pool,
    options: { pollIntervalMs?: number } = {},
  ) {
    this.notifier = new FeedNotifier(pool);
    this.announcer = new AppendAnnouncer(pool);
    this.pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  }

  static async ensureSchema(pool: pg.Pool): Promise<void> {
    await inTransaction(pool, async (client) => {
      // Concurrent CREATE ... IF NOT EXISTS can still collide in the catalog.
      await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
      await client.query(EVENT_STORE_SCHEMA_SQL);
    });
  }

  projectInline(projections: InlineProjection[]): string[] {
    this.inline = projections;
    const names = projections.map((projection) => projection.name);
    this.inlineChangesReady = ensureInlineChangesSequences(this.pool, names);
    // An append awaits it (and fails if it failed); until then nobody else need hear of a failure.
    this.inlineChangesReady.catch(() => undefined);
    return names;
  }

  async appendToStream(streamId: string, events: NewDomainEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    const distinct = withoutRepeatedIds(events);
    if (distinct.length === 0) return this.checkEmptyAppend(streamId, options.expectedRevision);
    const inline = this.inline.filter((projection) => distinct.some((event) => projection.handlers[event.type]));
    const appended = inline.length === 0 ? distinct : distinct.map((event) => markedInline(event, inline));
    for (let attempt = 1; ; attempt++) {
      try {
        const again = attempt > 1;
        const result =
          inline.length === 0
            ? await appendInOneStatement(this.pool, streamId, appended, options.expectedRevision, again)
            : await this.appendProjectingInline(streamId, appended, options.expectedRevision, again, inline);
        this.notifier.wakeSoon();
        this.announcer.announce();
        return result;
      } catch (error) {
        // Some of these ids are stored (a retry), or a concurrent append stored one first: append again, leaving them out.
        if (attempt < APPEND_ATTEMPTS && isEventIdConflict(error)) continue;
        throw error;
      }
    }
  }

  /**
   * The append and its inline read models' writes in one transaction (pipelinedTransaction). Cached
   * answers are tagged with read-model versions: an inline write is readable once it commits, so its
   * read models' sequences move right after the COMMIT, in the same round trip, before the caller is answered.
   */
  private async appendProjectingInline(streamId: string, events: NewDomainEvent[], expected: ExpectedRevision, again: boolean, inline: InlineProjection[]): Promise<AppendResult> {
    await this.inlineChangesReady;
    return pipelinedTransaction(
      this.pool,
      (tx) => appendInOneStatement(tx, streamId, events, expected, again),
      async (result) => ({
        then: await projectedInline(inline, recordedAppend(streamId, events, result)),
        afterCommit: inline.map((projection): Statement => ['SELECT nextval($1::regclass)', [inlineChangesSequence(projection.name)]]),
        result,
      }),
    );
  }

  async *readStream(streamId: string, options: ReadStreamOptions = {}): AsyncIterable<RecordedEvent> {
    const backwards = options.direction === 'backwards';
    let remaining = options.maxCount ?? Number.MAX_SAFE_INTEGER;
    let from = startRevision(options.fromRevision, backwards);
    while (remaining > 0 && from >= 0n && from <= MAX_REVISION) {
      const limit = Math.min(remaining, STREAM_PAGE_SIZE);
      const rows = await this.readStreamPage(streamId, from, backwards, limit);
      for (const row of rows) yield toRecordedEvent(row);
      if (rows.length < limit) return;
      remaining -= rows.length;
      const last = BigInt(rows[rows.length - 1].stream_revision);
      from = backwards ? last - 1n : last + 1n;
    }
  }

  async *readAll(options: ReadAllOptions = {}): AsyncIterable<RecordedEvent> {
    const filter: FeedFilter = {
      eventTypes: options.filter?.eventTypes ?? null,
      streamPrefixes: options.filter?.streamPrefixes ?? null,
    };
    let remaining = options.maxCount ?? Number.MAX_SAFE_INTEGER;
    let after = options.fromPosition ?? START_OF_FEED;
    while (remaining > 0) {
      const limit = Math.min(remaining, FEED_PAGE_SIZE);
      const page = await this.readFeedPage(after, limit, filter);
      yield* page;
      if (page.length < limit) return;
      remaining -= page.length;
      after = page[page.length - 1].position;
    }
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): AllSubscription {
    const subscription = new PostgresAllSubscription(
      (after) => this.readFeedPage(after, FEED_PAGE_SIZE, { eventTypes: null, streamPrefixes: null }),
      this.notifier,
      this.pollIntervalMs,
      options.fromPosition ?? START_OF_FEED,
      () => this.subscriptions.delete(subscription),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  watchNewEvents(listener: () => void): () => Promise<void> {
    this.notifier.watchers.add(listener);
    const listening = this.notifier.acquire().catch(() => undefined);
    return async () => {
      await listening;
      this.notifier.watchers.delete(listener);
      await this.notifier.release().catch(() => undefined);
    };
  }

  async headPosition(): Promise<GlobalPosition | null> {
    const { rows } = await this.pool.query<{ commit_xid: string; global_position: string }>(
      `SELECT transaction_id::text AS commit_xid, global_position FROM events
        WHERE ${VISIBLE_IN_FEED}
        ORDER BY transaction_id DESC, global_position DESC
        LIMIT 1`,
    );
    return rows.length === 0 ? null : toPosition(rows[0]);
  }

  /** Stops live subscriptions. The pool belongs to the caller and stays open. */
  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await this.announcer.settled();
  }

  /**
   * Rows strictly after `after` in (transaction_id, global_position) order. A row whose
   * transaction is still running may hold a smaller position than rows already committed;
   * reading only below the snapshot's xmin means such a row is never jumped over.
   */
  private async readFeedPage(after: GlobalPosition, limit: number, filter: FeedFilter): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events
        WHERE ${VISIBLE_IN_FEED}
          AND (transaction_id, global_position) > ($1::xid8, $2::bigint)
          AND ($3::text[] IS NULL OR type = ANY($3::text[]))
          AND ($4::text[] IS NULL OR EXISTS (
                SELECT 1 FROM unnest($4::text[]) AS prefix WHERE starts_with(stream_id, prefix)))
        ORDER BY transaction_id, global_position
        LIMIT $5`,
      [after.commit.toString(), after.prepare.toString(), filter.eventTypes, filter.streamPrefixes, limit],
    );
    return rows.map(toRecordedEvent);
  }

  private async readStreamPage(streamId: string, from: bigint, backwards: boolean, limit: number): Promise<EventRow[]> {
    if (!backwards && from === 0n && limit === STREAM_PAGE_SIZE) return (await this.firstPages.ask(streamId)) ?? [];
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events
        WHERE stream_id = $1 AND stream_revision ${backwards ? '<=' : '>='} $2
        ORDER BY stream_revision ${backwards ? 'DESC' : 'ASC'}
        LIMIT $3`,
      [streamId, from.toString(), limit],
    );
    return rows;
  }

  private async readFirstPages(streamIds: string[]): Promise<Map<string, EventRow[]>> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT page.* FROM unnest($1::text[]) AS asked(stream_id)
        CROSS JOIN LATERAL (
          SELECT ${EVENT_COLUMNS} FROM events WHERE events.stream_id = asked.stream_id
           ORDER BY stream_revision LIMIT $2) AS page
        ORDER BY page.stream_id, page.stream_revision`,
      [streamIds, STREAM_PAGE_SIZE],
    );
    const pages = new Map(streamIds.map((streamId): [string, EventRow[]] => [streamId, []]));
    for (const row of rows) pages.get(row.stream_id)!.push(row);
    return pages;
  }

  private async checkEmptyAppend(streamId: string, expected: ExpectedRevision): Promise<AppendResult> {
    const { rows } = await this.pool.query<StoredEventRow>(
      `SELECT stream_revision, transaction_id::text AS commit_xid, global_position FROM events
        WHERE stream_id = $1 ORDER BY stream_revision DESC LIMIT 1`,
      [streamId],
    );
    const current = rows.length === 0 ? NO_STREAM_REVISION : BigInt(rows[0].stream_revision);
    assertExpectedRevision(streamId, expected, current);
    return { nextRevision: current, position: rows.length === 0 ? START_OF_FEED : toPosition(rows[0]) };
  }
}

interface AppendOutcomeRow {
  accepted: boolean;
  last_revision: string;
  commit_xid: string | null;
  last_position: string | null;
}

/** One statement in its own transaction (or the caller's): see EVENT_STORE_APPEND_SQL. */
async function appendInOneStatement(pool: Queryable, streamId: string, events: NewDomainEvent[], expected: ExpectedRevision, again: boolean): Promise<AppendResult> {
  const { rows } = await pool.query<AppendOutcomeRow>(...appendStatement(streamId, events, expected, again));
  const outcome = rows[0];
  const revision = BigInt(outcome.last_revision);
  if (!outcome.accepted) {
    throw new WrongExpectedVersionError(streamId, expected, revision > NO_STREAM_REVISION ? revision : 'no_stream');
  }
  return {
    nextRevision: revision,
    position: toPosition({ commit_xid: outcome.commit_xid as string, global_position: outcome.last_position as string }),
  };
}

const OUTCOME = 'SELECT accepted, last_revision, commit_xid, last_position';

/** The one statement of an append: one event as columns (the usual case, cheaper to read), several as one JSON array. */
function appendStatement(streamId: string, events: NewDomainEvent[], expected: ExpectedRevision, again: boolean): [string, unknown[]] {
  const [event] = events;
  if (events.length === 1 && !again) {
    return [
      `${OUTCOME} FROM event_store_append_one($1, $2, $3, $4, $5, $6)`,
      [streamId, expected.toString(), event.metadata.eventId, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata)],
    ];
  }
  // One JSON parameter rather than jsonb[]: pg would turn an array payload into a nested SQL array.
  const payload = JSON.stringify(events.map((each) => ({ eventId: each.metadata.eventId, type: each.type, data: each.data, metadata: each.metadata })));
  return [`${OUTCOME} FROM ${again ? 'event_store_append_again' : 'event_store_append'}($1, $2, $3::jsonb)`, [streamId, expected.toString(), payload]];
}

/**
 * The appended events as the feed will show them. Events of one append are numbered in order, so
 * the earlier ones stand just before the last (an inline handler never orders by position anyway).
 */
function recordedAppend(streamId: string, events: NewDomainEvent[], appended: AppendResult): RecordedEvent[] {
  const before = (i: number) => BigInt(events.length - 1 - i);
  return events.map((event, i) => ({
    streamId,
    revision: appended.nextRevision - before(i),
    position: { commit: appended.position.commit, prepare: appended.position.prepare - before(i) },
    type: event.type,
    data: event.data,
    metadata: event.metadata,
  }));
}

function markedInline(event: NewDomainEvent, projections: InlineProjection[]): NewDomainEvent {
  const projectedInline = projections.filter((projection) => projection.handlers[event.type]).map((projection) => projection.name);
  return projectedInline.length === 0 ? event : { ...event, metadata: { ...event.metadata, projectedInline } };
}

/**
 * What the inline read models write for these events. The statements go out with the COMMIT, once
 * the append is accepted (see pipelinedTransaction): the stream's lock is held for that one round
 * trip, not for one a statement.
 */
async function projectedInline(projections: InlineProjection[], events: RecordedEvent[]): Promise<Statement[]> {
  const writes = new InlineWrites();
  for (const event of events) {
    for (const projection of projections) await projection.handlers[event.type]?.(event, writes.asTransaction());
  }
  return writes.statements;
}

/** The transaction an inline handler writes to: its statements are kept, in order, to go with the append's COMMIT. */
class InlineWrites {
  readonly statements: Statement[] = [];

  asTransaction(): pg.PoolClient {
    // Inline handlers only write (InlineProjection): reading what a write answered is refused, never answered empty.
    const noAnswer = {
      get rows(): never {
        throw new Error('An inline projection cannot read: its statements are sent with the append');
      },
    };
    const query = (text: string, values?: unknown[]) => {
      this.statements.push([text, values]);
      return Promise.resolve(noAnswer);
    };
    return { query } as unknown as pg.PoolClient;
  }
}

function assertExpectedRevision(streamId: string, expected: ExpectedRevision, current: bigint): void {
  const exists = current > NO_STREAM_REVISION;
  const matches = expected === 'any' || (expected === 'no_stream' && !exists) || (expected === 'stream_exists' && exists) || (typeof expected === 'bigint' && expected === current);
  if (!matches) throw new WrongExpectedVersionError(streamId, expected, exists ? current : 'no_stream');
}

function withoutRepeatedIds(events: NewDomainEvent[]): NewDomainEvent[] {
  const seen = new Set<string>();
  return events.filter((event) => {
    const id = event.metadata.eventId.toLowerCase();
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

function isEventIdConflict(error: unknown): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError.code === '23505' && pgError.constraint === 'events_event_id_key';
}

function startRevision(from: ReadStreamOptions['fromRevision'], backwards: boolean): bigint {
  if (from === undefined) return backwards ? MAX_REVISION : 0n;
  if (from === 'start') return 0n;
  if (from === 'end') return backwards ? MAX_REVISION : MAX_REVISION + 1n;
  return from;
}

function toPosition(row: { commit_xid: string; global_position: string }): GlobalPosition {
  return { commit: BigInt(row.commit_xid), prepare: BigInt(row.global_position) };
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    streamId: row.stream_id,
    revision: BigInt(row.stream_revision),
    position: toPosition(row),
    type: row.type,
    data: row.data,
    metadata: row.metadata,
  };
}

/**
 * NOTIFY on the feed's channel after appends have committed, off the append's path: while one
 * NOTIFY is in flight, further appends ask for one more, sent ANNOUNCE_GAP_MS after it returns.
 * Every commit is still followed by a NOTIFY, yet a burst of appends costs one per gap (a NOTIFY
 * is a transaction of its own: back to back, they competed with the appends for the server).
 * Subscribers in the appending process are woken at once (FeedNotifier.wakeSoon); those of other
 * processes wait at most the gap longer. Listeners also poll, so a NOTIFY lost with a crashed
 * process only delays them by one poll interval.
 */
class AppendAnnouncer {
  private sending: Promise<void> | null = null;
  private again = false;

  constructor(private readonly pool: pg.Pool) {}

  announce(): void {
    if (this.sending) {
      this.again = true;
      return;
    }
    this.sending = this.send();
  }

  async settled(): Promise<void> {
    await this.sending;
  }

  private async send(): Promise<void> {
    for (;;) {
      this.again = false;
      await this.pool.query("SELECT pg_notify($1, '')", [EVENTS_NOTIFY_CHANNEL]).catch(() => undefined);
      if (!this.again) break;
      await new Promise((resolve) => setTimeout(resolve, ANNOUNCE_GAP_MS));
    }
    // In the same tick as the last check, so an announce() after it starts a new send.
    this.sending = null;
  }
}

/**
 * One LISTEN connection per store, shared by its live subscriptions and given back to the
 * pool when the last one stops. Notifications only shorten the wait; polling still runs, so a
 * missed wake-up (say, a transaction in another database that held the feed back and ended
 * without notifying here) only delays delivery by one poll interval.
 */
class FeedNotifier {
  private client: pg.PoolClient | null = null;
  private users = 0;
  private changes: Promise<void> = Promise.resolve();
  private readonly sleepers = new Set<() => void>();
  private wakeScheduled = false;
  /** Called on every notification, unlike sleepers, who wake once. */
  readonly watchers = new Set<() => void>();

  constructor(private readonly pool: pg.Pool) {}

  acquire(): Promise<void> {
    this.users++;
    return this.reconcile();
  }

  release(): Promise<void> {
    this.users--;
    return this.reconcile();
  }

  /** Register before reading, so a commit between the read and the wait still wakes us. */
  nextNotification(): { notified: Promise<void>; cancel: () => void } {
    let wake: () => void = () => undefined;
    const notified = new Promise<void>((resolve) => (wake = resolve));
    this.sleepers.add(wake);
    return { notified, cancel: () => this.sleepers.delete(wake) };
  }

  /** Wakes this process's subscribers after its own append, once per turn of the event loop. */
  wakeSoon(): void {
    if (this.wakeScheduled) return;
    this.wakeScheduled = true;
    setImmediate(() => {
      this.wakeScheduled = false;
      this.wakeAll();
    });
  }

  private readonly wakeAll = (): void => {
    for (const wake of this.sleepers) wake();
    this.sleepers.clear();
    for (const watcher of this.watchers) watcher();
  };

  private readonly dropBrokenClient = (error: Error): void => {
    const client = this.client;
    if (!client) return;
    this.client = null;
    this.detach(client);
    client.release(error);
    this.reconcile().catch(() => undefined);
  };

  /** Serialized, so overlapping acquire/release calls never open two connections or leak one. */
  private reconcile(): Promise<void> {
    const step = () => (this.users > 0 ? this.listen() : this.unlisten());
    const change = this.changes.then(step, step);
    this.changes = change.catch(() => undefined);
    return change;
  }

  private async listen(): Promise<void> {
    if (this.client) return;
    const client = await this.pool.connect();
    client.on('notification', this.wakeAll);
    client.on('error', this.dropBrokenClient);
    try {
      await client.query(`LISTEN ${EVENTS_NOTIFY_CHANNEL}`);
    } catch (error) {
      this.detach(client);
      client.release(error as Error);
      throw error;
    }
    this.client = client;
  }

  private async unlisten(): Promise<void> {
    const client = this.client;
    if (!client) return;
    this.client = null;
    this.detach(client);
    try {
      await client.query(`UNLISTEN ${EVENTS_NOTIFY_CHANNEL}`);
      client.release();
    } catch (error) {
      client.release(error as Error);
    }
  }

  private detach(client: pg.PoolClient): void {
    client.off('notification', this.wakeAll);
    client.off('error', this.dropBrokenClient);
  }
}

type FeedPageReader = (after: GlobalPosition) => Promise<RecordedEvent[]>;

class PostgresAllSubscription extends StoppableSubscription {
  private holdsNotifier = false;
  private pendingRead: Promise<unknown> | null = null;

  constructor(
    private readonly readPage: FeedPageReader,
    private readonly notifier: FeedNotifier,
    private readonly pollIntervalMs: number,
    private after: GlobalPosition,
    onStopped: () => void,
  ) {
    super(onStopped);
  }

  async stop(): Promise<void> {
    this.markStopped();
    // Waiting for the read in flight leaves the pool idle once stop() resolves.
    await this.pendingRead?.catch(() => undefined);
    await this.releaseNotifier();
  }

  protected async *deliver(): AsyncGenerator<RecordedEvent> {
    if (this.stopped) return;
    this.holdsNotifier = true;
    try {
      await this.notifier.acquire();
      while (!this.stopped) {
        const wakeUp = this.notifier.nextNotification();
        const page = await this.read();
        if (page.length === 0) await this.waitForNews(wakeUp.notified);
        wakeUp.cancel();
        for (const event of page) {
          if (this.stopped) return;
          this.after = event.position;
          yield event;
        }
      }
    } finally {
      this.markStopped();
      await this.releaseNotifier();
    }
  }

  private async read(): Promise<RecordedEvent[]> {
    const read = this.readPage(this.after);
    this.pendingRead = read;
    try {
      return await read;
    } finally {
      this.pendingRead = null;
    }
  }

  private async waitForNews(notified: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const pollDue = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.pollIntervalMs)));
    await Promise.race([notified, pollDue, this.stopRequested]);
    clearTimeout(timer);
  }

  private async releaseNotifier(): Promise<void> {
    if (!this.holdsNotifier) return;
    this.holdsNotifier = false;
    await this.notifier.release().catch(() => undefined);
  }
}
