import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { conflict } from '#platform/commands/domain-errors';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { WrongExpectedVersionError } from '#platform/event-store/event-store.port';
import { ImageStorage } from '#platform/storage/image-storage';
import { venueDecider } from '../../../venues/domain/venue.decider';
import { venueStream } from '../../../venues/domain/venue.events';
import { nightlifeEventDecider, nightlifeEventStream, type ChangeEvent } from '../../domain/nightlife-event.decider';
import { ChangeEventCommand } from './change-event.command';

@CommandHandler(ChangeEventCommand)
export class ChangeEventHandler implements ICommandHandler<ChangeEventCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly images: ImageStorage,
  ) {}

  async execute({ eventId, details, image, context }: ChangeEventCommand): Promise<CommandOutcome> {
    const stream = nightlifeEventStream(eventId);
    const { state } = await this.repository.load(stream, nightlifeEventDecider);
    const venue = state.clubId ? (await this.repository.load(venueStream(state.clubId), venueDecider)).state : null;
    const command: ChangeEvent = { type: 'ChangeEvent', actor: context.actor, venueExists: !!venue && venue.exists && !venue.deleted, details, image: null };
    // Refused before the picture is stored.
    nightlifeEventDecider.decide(command, state);
    const stored = image ? await this.images.storeImage(image, 'event', 'image') : null;
    const picture = stored ? { name: stored.name, url: stored.url, smallUrl: stored.smallUrl } : null;
    try {
      return await this.repository.decide(stream, nightlifeEventDecider, { ...command, image: picture }, context);
    } catch (error) {
      // Many editors at once: after the repository's retries, the latecomer hears it and may try again.
      if (error instanceof WrongExpectedVersionError) throw conflict(EVENT_EDITED_MEANWHILE);
      throw error;
    }
  }
}

export const EVENT_EDITED_MEANWHILE = 'refusal.events.editedMeanwhile';
