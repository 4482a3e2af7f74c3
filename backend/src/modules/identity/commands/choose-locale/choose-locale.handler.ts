import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { userDecider } from '../../domain/user/user.decider';
import { userStream } from '../../domain/user/user.events';
import { ChooseLocaleCommand } from './choose-locale.command';

@CommandHandler(ChooseLocaleCommand)
export class ChooseLocaleHandler implements ICommandHandler<ChooseLocaleCommand, CommandOutcome> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ userId, locale, context }: ChooseLocaleCommand): Promise<CommandOutcome> {
    return this.repository.decide(userStream(userId), userDecider, { type: 'ChooseLocale', locale }, context);
  }
}
