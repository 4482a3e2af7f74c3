import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendResult as EsdbAppendResult,
  type AppendExpectedRevision,
  type Direction,
  type JSONType,
  type ReadPosition,
  type ReadRevision,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  AllSubscription,
  AppendResult,
  DomainEventMetadata,
  EventStore,
  ExpectedRevision,
  GlobalPosition,
  NewDomainEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeToAllOptions,
  WrongExpectedVersionError,
  comparePositions,
} from './event-store.port';
import { STOPPED, StoppableSubscription } from './stoppable-subscription';

const FEED_PAGE_SIZE = 500;
const HEAD_SEARCH_PAGE_SIZE = 100;
const SYSTEM_PREFIX = '$';

type FeedFilter = NonNullable<ReadAllOptions['filter']>;

/**
 * EventStoreDB adapter. Domain metadata is the ESDB event's JSON metadata; the ESDB event id is
 * metadata.eventId, which is what makes retried appends idempotent on the server.
 * System records ($-prefixed types or streams) never leave this adapter.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly subscriptions = new Set<EventStoreDbAllSubscription>();

  constructor(connectionString: string) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  async appendToStream(streamId: string, events: NewDomainEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    if (events.length === 0) return this.checkEmptyAppend(streamId, options.expectedRevision);
    const result = await this.appendOrThrowConflict(streamId, events, options.expectedRevision);
    const position = (await this.positionOfRevision(streamId, result.nextExpectedRevision)) ?? result.position;
    if (!position) throw new Error(`EventStoreDB returned no position for the append to ${streamId}`);
    return { nextRevision: result.nextExpectedRevision, position };
  }

  async *readStream(streamId: string, options: ReadStreamOptions = {}): AsyncIterable<RecordedEvent> {
    if (options.maxCount === 0) return;
    const direction: Direction = options.direction === 'backwards' ? BACKWARDS : FORWARDS;
    const read = this.client.readStream(streamId, {
      direction,
      fromRevision: toReadRevision(options.fromRevision, direction),
      maxCount: options.maxCount ?? Number.MAX_SAFE_INTEGER,
    });
    let finished = false;
    try {
      for await (const resolved of read) {
        const event = fromStreamEvent(resolved);
        if (event) yield event;
      }
      finished = true;
    } catch (error) {
      if (error instanceof StreamNotFoundError) return;
      throw error;
    } finally {
      if (!finished) await read.cancel().catch(() => undefined);
    }
  }

  async *readAll(options: ReadAllOptions = {}): AsyncIterable<RecordedEvent> {
    let remaining = options.maxCount ?? Number.MAX_SAFE_INTEGER;
    let after = options.fromPosition;
    while (remaining > 0) {
      const page = await this.readAllPage(after ?? START, FORWARDS, FEED_PAGE_SIZE);
      for (const resolved of page) {
        const event = fromFeedEvent(resolved);
        // The server reads from a position inclusively; the port is exclusive.
        if (!event || (after && comparePositions(event.position, after) <= 0)) continue;
        after = event.position;
        if (!matchesFilter(event, options.filter)) continue;
        yield event;
        if (--remaining === 0) return;
      }
      if (page.length < FEED_PAGE_SIZE) return;
      after = lastPositionOf(page) ?? after;
    }
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): AllSubscription {
    const subscription = new EventStoreDbAllSubscription(this.client, options.fromPosition, () => this.subscriptions.delete(subscription));
    this.subscriptions.add(subscription);
    return subscription;
  }

  watchNewEvents(listener: () => void): () => Promise<void> {
    const live = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    live.on('data', () => listener());
    live.on('error', () => undefined);
    return async () => {
      await live.unsubscribe().catch(() => undefined);
      live.destroy();
    };
  }

  async headPosition(): Promise<GlobalPosition | null> {
    let before: ReadPosition = END;
    for (;;) {
      const page = await this.readAllPage(before, BACKWARDS, HEAD_SEARCH_PAGE_SIZE);
      const newest = page.map(fromFeedEvent).find((event) => event !== null);
      if (newest) return newest.position;
      const oldest = lastPositionOf(page);
      if (page.length < HEAD_SEARCH_PAGE_SIZE || !oldest) return null;
      // Backward reads include their start too; step past only system records we already saw.
      if (before !== END && comparePositions(oldest, before) >= 0) return null;
      before = oldest;
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await this.client.dispose();
  }

  /** Nothing to write: only the expected revision is checked, as the PostgreSQL adapter does. */
  private async checkEmptyAppend(streamId: string, expected: ExpectedRevision): Promise<AppendResult> {
    const [last] = await collectEvents(this.readStream(streamId, { direction: 'backwards', maxCount: 1 }));
    const actual = last ? last.revision : 'no_stream';
    const matches = expected === 'any' || expected === actual || (expected === 'stream_exists' && actual !== 'no_stream');
    if (!matches) throw new WrongExpectedVersionError(streamId, expected, actual);
    return { nextRevision: last ? last.revision : -1n, position: last ? last.position : { commit: 0n, prepare: 0n } };
  }

  private async appendOrThrowConflict(streamId: string, events: NewDomainEvent[], expected: ExpectedRevision): Promise<EsdbAppendResult> {
    let result: EsdbAppendResult;
    try {
      result = await this.client.appendToStream(streamId, events.map(toEventData), {
        expectedRevision: toEsdbExpectedRevision(expected),
      });
    } catch (error) {
      if (error instanceof EsdbWrongExpectedVersionError) {
        throw new WrongExpectedVersionError(streamId, expected, error.actualVersion);
      }
      throw error;
    }
    // A failed result instead of an error comes only with throwOnAppendFailure=false in the URL.
    if (!result.success) {
      const actual = result.nextExpectedRevision < 0n ? 'no_stream' : result.nextExpectedRevision;
      throw new WrongExpectedVersionError(streamId, expected, actual);
    }
    return result;
  }

  /**
   * The $all position of one stream event. The append result's own position is not documented
   * to be that of the last event of a multi-event append, which read-your-writes relies on.
   */
  private async positionOfRevision(streamId: string, revision: bigint): Promise<GlobalPosition | undefined> {
    if (revision < 0n) return undefined;
    for await (const resolved of this.client.readStream(streamId, { fromRevision: revision, maxCount: 1 })) {
      return resolved.event?.position;
    }
    return undefined;
  }

  private async readAllPage(from: ReadPosition, direction: Direction, maxCount: number): Promise<AllStreamResolvedEvent[]> {
    const page: AllStreamResolvedEvent[] = [];
    for await (const resolved of this.client.readAll({ fromPosition: from, direction, maxCount })) {
      page.push(resolved);
    }
    return page;
  }
}

class EventStoreDbAllSubscription extends StoppableSubscription {
  private source: AllStreamSubscription | null = null;

  constructor(
    private readonly client: EventStoreDBClient,
    private after: GlobalPosition | undefined,
    onStopped: () => void,
  ) {
    super(onStopped);
  }

  async stop(): Promise<void> {
    this.markStopped();
    await this.closeSource();
  }

  protected async *deliver(): AsyncGenerator<RecordedEvent> {
    if (this.stopped) return;
    const source = this.client.subscribeToAll({
      fromPosition: this.after ?? START,
      filter: excludeSystemEvents(),
    });
    this.source = source;
    const incoming = source[Symbol.asyncIterator]();
    try {
      while (!this.stopped) {
        const next = incoming.next();
        // A cancelled gRPC call never ends the stream, so stop() has to win the race by itself.
        const outcome = await Promise.race([next, this.stopRequested]);
        if (outcome === STOPPED) {
          next.catch(() => undefined);
          return;
        }
        if (outcome.done) return;
        const event = fromFeedEvent(outcome.value);
        if (!event || (this.after && comparePositions(event.position, this.after) <= 0)) continue;
        this.after = event.position;
        yield event;
      }
    } finally {
      this.markStopped();
      await this.closeSource();
    }
  }

  private async closeSource(): Promise<void> {
    const source = this.source;
    if (!source) return;
    this.source = null;
    await source.unsubscribe().catch(() => undefined);
    source.destroy();
  }
}

function toEventData(event: NewDomainEvent) {
  return jsonEvent({
    id: event.metadata.eventId,
    type: event.type,
    data: event.data as JSONType,
    metadata: event.metadata as unknown as Record<string, unknown>,
  });
}

function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      return expected;
  }
}

function toReadRevision(from: ReadStreamOptions['fromRevision'], direction: Direction): ReadRevision {
  if (from === undefined) return direction === BACKWARDS ? END : START;
  if (from === 'start') return START;
  if (from === 'end') return END;
  return from;
}

function isSystemRecord(streamId: string, type: string): boolean {
  return streamId.startsWith(SYSTEM_PREFIX) || type.startsWith(SYSTEM_PREFIX);
}

function fromStreamEvent(resolved: ResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || isSystemRecord(event.streamId, event.type)) return null;
  if (!event.position) {
    throw new Error('EventStoreDB did not return event positions: version 22.6 or newer is required');
  }
  return toRecordedEvent(event, event.position);
}

function fromFeedEvent(resolved: AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || isSystemRecord(event.streamId, event.type)) return null;
  return toRecordedEvent(event, event.position);
}

function toRecordedEvent(event: NonNullable<ResolvedEvent['event']>, position: GlobalPosition): RecordedEvent {
  return {
    streamId: event.streamId,
    revision: event.revision,
    position: { commit: position.commit, prepare: position.prepare },
    type: event.type,
    data: event.data,
    metadata: domainMetadataOf(event),
  };
}

function domainMetadataOf(event: NonNullable<ResolvedEvent['event']>): DomainEventMetadata {
  const stored = event.metadata;
  const isJsonObject = typeof stored === 'object' && stored !== null && !(stored instanceof Uint8Array) && !Array.isArray(stored);
  return { ...(isJsonObject ? stored : {}), eventId: event.id } as DomainEventMetadata;
}

async function collectEvents(events: AsyncIterable<RecordedEvent>): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

function lastPositionOf(page: AllStreamResolvedEvent[]): GlobalPosition | undefined {
  return page[page.length - 1]?.event?.position;
}

function matchesFilter(event: RecordedEvent, filter: FeedFilter | undefined): boolean {
  if (filter?.eventTypes && !filter.eventTypes.includes(event.type)) return false;
  if (filter?.streamPrefixes && !filter.streamPrefixes.some((prefix) => event.streamId.startsWith(prefix))) {
    return false;
  }
  return true;
}
