import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FLOOR_MESSAGES, type FloorBackgroundView } from '@izlazak/contracts';
import { notFound } from '#platform/commands/domain-errors';
import { EventSourcedRepository } from '#platform/commands/event-sourced-repository';
import { ImageStorage } from '#platform/storage/image-storage';
import { assertMayManageVenue } from '../../../venues/domain/venue-access';
import { venueDecider } from '../../../venues/domain/venue.decider';
import { venueStream } from '../../../venues/domain/venue.events';
import { UploadFloorBackgroundCommand } from './upload-floor-background.command';

/**
 * Stores the picture (decoded and re-encoded as the venue's other images are) and answers where it
 * is; the plan takes it as its `background` with its next save, so the picture goes with the
 * editor's other changes and its version, and 'Poništi' takes it back like any of them.
 * Refuses before storing: nobody fills the disk for a venue they may not change.
 */
@CommandHandler(UploadFloorBackgroundCommand)
export class UploadFloorBackgroundHandler implements ICommandHandler<UploadFloorBackgroundCommand, FloorBackgroundView> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly images: ImageStorage,
  ) {}

  async execute({ clubId, file, context }: UploadFloorBackgroundCommand): Promise<FloorBackgroundView> {
    // PostgreSQL text holds no NUL: such an id names no venue.
    if (clubId.includes('\0')) throw notFound(FLOOR_MESSAGES.venueNotFound);
    const { state: venue } = await this.repository.load(venueStream(clubId), venueDecider);
    if (!venue.exists || venue.deleted) throw notFound(FLOOR_MESSAGES.venueNotFound);
    assertMayManageVenue(context.actor, clubId);
    const stored = await this.images.storeImage(file, 'floor', 'image');
    return { background: stored.url };
  }
}
