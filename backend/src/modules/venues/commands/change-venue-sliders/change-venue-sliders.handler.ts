import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ImageStorage } from '#platform/storage/image-storage';
import { assertMayChangeVenue, venueDecider, type ChangeVenueSliderImages } from '../../domain/venue.decider';
import { venueStream } from '../../domain/venue.events';
import { ChangeVenueSlidersCommand } from './change-venue-sliders.command';

@CommandHandler(ChangeVenueSlidersCommand)
export class ChangeVenueSlidersHandler implements ICommandHandler<ChangeVenueSlidersCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly imageStorage: ImageStorage,
  ) {}

  async execute({ clubId, uploads, context }: ChangeVenueSlidersCommand): Promise<CommandOutcome> {
    const { state } = await this.repository.load(venueStream(clubId), venueDecider);
    assertMayChangeVenue(context.actor, state);
    const images: ChangeVenueSliderImages['images'] = [];
    // One at a time: a file that is not an image refuses the request before the next is decoded.
    for (const upload of uploads) {
      const stored = await this.imageStorage.storeImage(upload.file, 'slider', upload.slot);
      images.push({ slot: upload.slot, name: stored.name, url: stored.url, smallUrl: stored.smallUrl });
    }
    return this.repository.decide(venueStream(clubId), venueDecider, { type: 'ChangeVenueSliderImages', actor: context.actor, images }, context);
  }
}
