import { Inject, Injectable } from '@nestjs/common';
import type { CommandContext } from '#platform/commands/command-context';
import { withMetadata } from '#platform/commands/event-sourced-repository';
import { EVENT_STORE, type EventStore } from '#platform/event-store/event-store.port';
import { streamOf, type IntegrationEvent } from '../domain/integration-events';

/** Appends what happened to a key or an endpoint, so the change history tells who did it and when. */
@Injectable()
export class IntegrationHistory {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async record(event: IntegrationEvent, context: CommandContext): Promise<void> {
    await this.store.appendToStream(streamOf(event), [withMetadata(event, context)], { expectedRevision: 'any' });
  }
}
