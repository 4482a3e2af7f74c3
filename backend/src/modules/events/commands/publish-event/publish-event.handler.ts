import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ImageStorage } from '#platform/storage/image-storage';
import { venueDecider } from '../../../venues/domain/venue.decider';
import { venueStream } from '../../../venues/domain/venue.events';
import { nightlifeEventDecider, nightlifeEventStream, type PublishEvent } from '../../domain/nightlife-event.decider';
import { PublishEventCommand } from './publish-event.command';

/** Decides once before storing the picture: nobody fills the disk with images for events they may not publish. */
@CommandHandler(PublishEventCommand)
export class PublishEventHandler implements ICommandHandler<PublishEventCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly images: ImageStorage,
  ) {}

  async execute({ eventId, clubId, details, image, context }: PublishEventCommand): Promise<CommandOutcome> {
    const { state: venue } = await this.repository.load(venueStream(clubId), venueDecider);
    const command: PublishEvent = { type: 'PublishEvent', actor: context.actor, eventId, clubId, venueExists: venue.exists && !venue.deleted, details, image: null };
    nightlifeEventDecider.decide(command, nightlifeEventDecider.initialState());
    const stored = image ? await this.images.storeImage(image, 'event', 'image') : null;
    const picture = stored ? { name: stored.name, url: stored.url, smallUrl: stored.smallUrl } : null;
    return this.repository.decide(nightlifeEventStream(eventId), nightlifeEventDecider, { ...command, image: picture }, context);
  }
}
