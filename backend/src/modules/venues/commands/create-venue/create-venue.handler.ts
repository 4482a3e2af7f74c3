import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { assertAdmin } from '../../domain/venue-access';
import { VenueManagerAccounts } from '../../manager-accounts';
import { CreateVenueCommand } from './create-venue.command';
import { registerVenueWithManager } from './venue-with-manager';

@CommandHandler(CreateVenueCommand)
export class CreateVenueHandler implements ICommandHandler<CreateVenueCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly accounts: VenueManagerAccounts,
  ) {}

  execute(command: CreateVenueCommand): Promise<CommandOutcome> {
    assertAdmin(command.context.actor);
    return registerVenueWithManager(this.repository, this.accounts, command, 'approved');
  }
}
