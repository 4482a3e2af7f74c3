import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forbidden } from '#platform/commands/domain-errors';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ImageStorage } from '#platform/storage/image-storage';
import { SITE_SLIDER_STREAM, siteSliderDecider, type SliderImage } from '../../domain/site-slider.decider';
import { ChangeSiteSlidersCommand } from './change-site-sliders.command';

@CommandHandler(ChangeSiteSlidersCommand)
export class ChangeSiteSlidersHandler implements ICommandHandler<ChangeSiteSlidersCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly imageStorage: ImageStorage,
  ) {}

  async execute({ uploads, context }: ChangeSiteSlidersCommand): Promise<CommandOutcome> {
    if (context.actor === 'anonymous' || context.actor.role !== 'admin') throw forbidden();
    const images: SliderImage[] = [];
    for (const upload of uploads) {
      const stored = await this.imageStorage.storeImage(upload.file, 'slider', upload.slot);
      images.push({ slot: upload.slot, name: stored.name, url: stored.url, smallUrl: stored.smallUrl });
    }
    return this.repository.decide(SITE_SLIDER_STREAM, siteSliderDecider, { type: 'ChangeSiteSliderImages', images }, context);
  }
}
