import { randomUUID } from 'node:crypto';
import {
  WrongExpectedVersionError,
  type AppendResult,
  type EventStore,
  type NewDomainEvent,
  type RecordedEvent,
} from '../event-store/event-store.port';
import type { CommandContext } from './command-context';
import type { Decider, DomainEvent } from './decider';

const MAX_ATTEMPTS = 5;

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

/** Loads a stream, lets a pure decision produce events, appends them with the expected revision. */
export class EventSourcedRepository {
  constructor(private readonly store: EventStore) {}

  async load<State, Event extends DomainEvent>(
    streamId: string,
    aggregate: AggregateType<State, Event>,
  ): Promise<StreamState<State>> {
    let state = aggregate.initialState();
    let revision: bigint | null = null;
    for await (const recorded of this.store.readStream(streamId)) {
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
  ): Promise<CommandOutcome<Event>> {
    return this.handle(streamId, decider, (state) => decider.decide(command, state), context);
  }

  /**
   * Runs `decide` on the current state and appends what it returns. On a concurrent write to the
   * same stream it reloads and decides again, a bounded number of times.
   */
  async handle<State, Event extends DomainEvent>(
    streamId: string,
    aggregate: AggregateType<State, Event>,
    decide: (state: State) => Event[],
    context: CommandContext,
  ): Promise<CommandOutcome<Event>> {
    for (let attempt = 1; ; attempt++) {
      const { state, revision } = await this.load(streamId, aggregate);
      const events = decide(state);
      if (events.length === 0) return { events, position: null };
      try {
        const result = await this.store.appendToStream(streamId, events.map((e) => withMetadata(e, context)), {
          expectedRevision: revision ?? 'no_stream',
        });
        return { events, position: result.position };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }
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
    },
  };
}

export function toDomainEvent(recorded: RecordedEvent): DomainEvent {
  return { type: recorded.type, data: recorded.data };
}
