import { randomUUID } from 'node:crypto';
import { WrongExpectedVersionError, type AppendResult, type EventStore, type NewDomainEvent, type RecordedEvent } from '#platform/event-store/event-store.port';
import type { CommandContext } from './command-context';
import type { Decider, DomainEvent } from './decider';
import { DomainError } from './domain-errors';
import { StreamTurns } from './stream-turns';
import { noteWritten } from './written-position';

const MAX_ATTEMPTS = 8;
const FIRST_BACKOFF_MS = 10;
const MAX_BACKOFF_MS = 400;

export const CONCURRENT_CHANGE = 'errors.concurrentChange';
export const STALE_VERSION = 'errors.staleVersion';

/** Writers kept colliding on one stream until the retries ran out: 409, try again later. */
export class ConcurrentChangeError extends DomainError {
  constructor(readonly streamId: string) {
    super(409, CONCURRENT_CHANGE);
    this.name = 'ConcurrentChangeError';
  }
}

/**
 * The caller edited a version of the record that is no longer current: someone else's change came
 * in between. Retrying cannot help (the caller has not seen that change), so it is a 409 at once.
 */
export class StaleVersionError extends DomainError {
  constructor(
    readonly streamId: string,
    readonly expected: bigint,
    readonly actual: bigint | null,
    fromIfMatch = false,
  ) {
    super(fromIfMatch ? 412 : 409, STALE_VERSION);
    this.name = 'StaleVersionError';
  }
}

/**
 * Full jitter: a random wait up to an exponentially growing ceiling, so writers that collided do
 * not come back in the same instant and collide again.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (attempt - 1));
  return Math.floor(random() * ceiling);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface StreamState<State> {
  state: State;
  revision: bigint | null;
}

export interface AggregateType<State, Event extends DomainEvent> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
}

export interface CommandOutcome<Event extends DomainEvent = DomainEvent> {
  events: Event[];
  /** Where the events landed in the global feed; null when the command changed nothing. */
  position: AppendResult['position'] | null;
}

export interface HandleOptions<State> {
  /**
   * A state of the stream known at a revision (null: none), read again on every attempt: the
   * decision then replays only the events after it. The append still expects the stream's own
   * revision, so a state a moment behind costs a few events more, never a lost write.
   */
  startFrom?: () => Promise<StreamState<State> | null>;
}

/** Loads a stream, lets a pure decision produce events, appends them with the expected revision. */
export class EventSourcedRepository {
  private readonly turns = new StreamTurns();

  constructor(private readonly store: EventStore) {}

  /**
   * The stream's state: replayed from its start, or from `from` (a state known at a revision, as a
   * read model keeps it) with only the events after that revision.
   */
  async load<State, Event extends DomainEvent>(streamId: string, aggregate: AggregateType<State, Event>, from: StreamState<State> | null = null): Promise<StreamState<State>> {
    let state = from?.state ?? aggregate.initialState();
    let revision: bigint | null = from?.revision ?? null;
    for await (const recorded of this.store.readStream(streamId, revision === null ? undefined : { fromRevision: revision + 1n })) {
      state = aggregate.evolve(state, toDomainEvent(recorded) as Event);
      revision = recorded.revision;
    }
    return { state, revision };
  }

  /** Decides `command` with the aggregate's decider against the stream's current state, and appends. */
  decide<State, Command extends { type: string }, Event extends DomainEvent>(
    streamId: string,
    decider: Decider<State, Command, Event>,
    command: Command,
    context: CommandContext,
    options: HandleOptions<State> = {},
  ): Promise<CommandOutcome<Event>> {
    return this.handle(streamId, decider, (state) => decider.decide(command, state), context, options);
  }

  /**
   * Runs `decide` on the current state and appends what it returns. On a concurrent write to the
   * same stream it waits a jittered moment, reloads and decides again, a bounded number of times;
   * then it gives up with ConcurrentChangeError (409). When the context carries the revision the
   * caller's edit was made from, a stream found at any other revision refuses the edit with
   * StaleVersionError (409, or 412 when the version came as If-Match), on the first attempt or after a lost race alike, and is not retried.
   * Within this process, commands on one stream take turns (StreamTurns), so they rarely collide at all.
   */
  async handle<State, Event extends DomainEvent>(
    streamId: string,
    aggregate: AggregateType<State, Event>,
    decide: (state: State) => Event[],
    context: CommandContext,
    options: HandleOptions<State> = {},
  ): Promise<CommandOutcome<Event>> {
    return this.turns.take(streamId, () => this.attempt(streamId, aggregate, decide, context, options));
  }

  private async attempt<State, Event extends DomainEvent>(
    streamId: string,
    aggregate: AggregateType<State, Event>,
    decide: (state: State) => Event[],
    context: CommandContext,
    options: HandleOptions<State>,
  ): Promise<CommandOutcome<Event>> {
    for (let attempt = 1; ; attempt++) {
      const { state, revision } = await this.load(streamId, aggregate, (await options.startFrom?.()) ?? null);
      const events = decide(state);
      assertEditedVersionIsCurrent(streamId, revision, context);
      if (events.length === 0) return { events, position: null };
      try {
        const result = await this.store.appendToStream(
          streamId,
          events.map((e) => withMetadata(e, context)),
          {
            expectedRevision: revision ?? 'no_stream',
          },
        );
        noteWritten(result.position);
        return { events, position: result.position };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        if (attempt >= MAX_ATTEMPTS) throw new ConcurrentChangeError(streamId);
        await sleep(retryDelayMs(attempt));
      }
    }
  }
}

/** Runs after the decision, so that "not found" and "not allowed" still answer as such. */
function assertEditedVersionIsCurrent(streamId: string, revision: bigint | null, { expectedRevision, revisionFromIfMatch }: CommandContext) {
  if (expectedRevision !== undefined && expectedRevision !== revision) throw new StaleVersionError(streamId, expectedRevision, revision, revisionFromIfMatch);
}

export function withMetadata(event: DomainEvent, context: CommandContext): NewDomainEvent {
  return {
    type: event.type,
    data: event.data,
    metadata: {
      eventId: randomUUID(),
      occurredAt: new Date().toISOString(),
      actor: context.actor,
      correlationId: context.correlationId,
      causationId: context.causationId,
      schemaVersion: 1,
      ...(context.via ? { via: context.via } : {}),
    },
  };
}

export function toDomainEvent(recorded: RecordedEvent): DomainEvent {
  return { type: recorded.type, data: recorded.data };
}
