import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { VenueManagerAccounts } from '../../manager-accounts';
import { registerVenueWithManager } from '../create-venue/venue-with-manager';
import { RegisterCompanyCommand } from './register-company.command';

@CommandHandler(RegisterCompanyCommand)
export class RegisterCompanyHandler implements ICommandHandler<RegisterCompanyCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly accounts: VenueManagerAccounts,
  ) {}

  execute(command: RegisterCompanyCommand): Promise<CommandOutcome> {
    return registerVenueWithManager(this.repository, this.accounts, command, 'pending');
  }
}
