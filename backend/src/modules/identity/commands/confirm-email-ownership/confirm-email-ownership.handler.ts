import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { userDecider } from '../../domain/user/user.decider';
import { userStream } from '../../domain/user/user.events';
import { ConfirmEmailOwnershipCommand } from './confirm-email-ownership.command';

@CommandHandler(ConfirmEmailOwnershipCommand)
export class ConfirmEmailOwnershipHandler implements ICommandHandler<ConfirmEmailOwnershipCommand, CommandOutcome> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ userId, context }: ConfirmEmailOwnershipCommand): Promise<CommandOutcome> {
    return this.repository.decide(userStream(userId), userDecider, { type: 'ConfirmEmailOwnership' }, context);
  }
}
