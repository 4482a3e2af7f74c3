import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { AccountTokens } from '../../auth/account-tokens';
import { VERIFICATION_LINK_HOURS } from '../../domain/user/registration';
import { userDecider } from '../../domain/user/user.decider';
import { userStream } from '../../domain/user/user.events';
import { RequestVerificationCommand } from './request-verification.command';

@CommandHandler(RequestVerificationCommand)
export class RequestVerificationHandler implements ICommandHandler<RequestVerificationCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly tokens: AccountTokens,
  ) {}

  execute({ userId, context }: RequestVerificationCommand): Promise<CommandOutcome> {
    const now = new Date();
    return this.repository.decide(
      userStream(userId),
      userDecider,
      { type: 'RequestVerification', now, token: this.tokens.issue('verify', now, VERIFICATION_LINK_HOURS, context.locale) },
      context,
    );
  }
}
