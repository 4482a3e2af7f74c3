import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { SITE_STREAM, siteDecider } from '../../domain/site.decider';
import { UpdateSiteDataCommand } from './update-site-data.command';

@CommandHandler(UpdateSiteDataCommand)
export class UpdateSiteDataHandler implements ICommandHandler<UpdateSiteDataCommand, CommandOutcome> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ data, context }: UpdateSiteDataCommand): Promise<CommandOutcome> {
    return this.repository.decide(SITE_STREAM, siteDecider, { type: 'UpdateSiteData', data }, context);
  }
}
