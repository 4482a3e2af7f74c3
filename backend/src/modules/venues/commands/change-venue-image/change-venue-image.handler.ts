import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { VenueImageSlot } from '@izlazak/contracts';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ImageStorage, type ImagePurpose } from '#platform/storage/image-storage';
import { assertMayChangeVenue, venueDecider } from '../../domain/venue.decider';
import { venueStream } from '../../domain/venue.events';
import { ChangeVenueImageCommand } from './change-venue-image.command';

const PURPOSES: Record<VenueImageSlot, ImagePurpose> = { logo: 'logo', lightLogo: 'logo', thumbnail: 'thumbnail', mapClub: 'map' };

/** Refuses before storing: nobody fills the disk with images for a venue they may not change. */
@CommandHandler(ChangeVenueImageCommand)
export class ChangeVenueImageHandler implements ICommandHandler<ChangeVenueImageCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly images: ImageStorage,
  ) {}

  async execute({ clubId, slot, file, context }: ChangeVenueImageCommand): Promise<CommandOutcome> {
    const { state } = await this.repository.load(venueStream(clubId), venueDecider);
    assertMayChangeVenue(context.actor, state);
    const stored = await this.images.storeImage(file, PURPOSES[slot], 'image');
    const image = { name: stored.name, url: stored.url, smallUrl: stored.smallUrl };
    return this.repository.decide(venueStream(clubId), venueDecider, { type: 'ChangeVenueImage', actor: context.actor, slot, image }, context);
  }
}
