import type {
  AllSubscription,
  AppendResult,
  EventStore,
  ExpectedRevision,
  GlobalPosition,
  InlineProjection,
  NewDomainEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeToAllOptions,
} from '#platform/event-store/event-store.port';
import type { PersonalData } from './personal-data';

/**
 * Any event store, with personal fields sealed where the events are stored: appends seal them,
 * every read (streams, the feed, subscriptions, inline projections) opens them again, so deciders,
 * projectors and mails work on clear values. Both adapters are wrapped alike.
 */
export class SealingEventStore implements EventStore {
  constructor(
    private readonly inner: EventStore,
    private readonly personalData: PersonalData,
  ) {}

  async appendToStream(streamId: string, events: NewDomainEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    const sealed = await Promise.all(events.map((event) => this.personalData.seal(event)));
    return this.inner.appendToStream(streamId, sealed, options);
  }

  readStream(streamId: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent> {
    return this.opened(this.inner.readStream(streamId, options));
  }

  readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent> {
    return this.opened(this.inner.readAll(options));
  }

  subscribeToAll(options?: SubscribeToAllOptions): AllSubscription {
    const subscription = this.inner.subscribeToAll(options);
    const opened = this.opened(subscription);
    return { stop: () => subscription.stop(), [Symbol.asyncIterator]: () => opened[Symbol.asyncIterator]() };
  }

  watchNewEvents(listener: () => void): () => Promise<void> {
    return this.inner.watchNewEvents(listener);
  }

  headPosition(): Promise<GlobalPosition | null> {
    return this.inner.headPosition();
  }

  /** The inner store runs the handlers on the events as stored: they get them opened. */
  projectInline(projections: InlineProjection[]): string[] {
    return this.inner.projectInline?.(projections.map((projection) => this.openedFor(projection))) ?? [];
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  private openedFor(projection: InlineProjection): InlineProjection {
    const handlers = Object.fromEntries(
      Object.entries(projection.handlers).map(([type, handle]) => [
        type,
        async (event: RecordedEvent, tx: Parameters<typeof handle>[1]) => handle(await this.personalData.unseal(event), tx),
      ]),
    );
    return { name: projection.name, handlers };
  }

  private async *opened(events: AsyncIterable<RecordedEvent>): AsyncGenerator<RecordedEvent> {
    for await (const event of events) yield await this.personalData.unseal(event);
  }
}
