import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { badRequest } from '#platform/commands/domain-errors';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { AccountTokens, hashToken } from '../../auth/account-tokens';
import { INVALID_VERIFICATION_LINK, userDecider } from '../../domain/user.decider';
import { userStream } from '../../domain/user.events';
import { VerifyEmailCommand } from './verify-email.command';

@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly tokens: AccountTokens,
  ) {}

  async execute({ token, context }: VerifyEmailCommand): Promise<CommandOutcome> {
    const userId = await this.tokens.ownerOf(token, 'verify');
    if (!userId) throw badRequest(INVALID_VERIFICATION_LINK, 'token');
    const tokenHash = hashToken(token);
    return this.repository.decide(userStream(userId), userDecider, { type: 'VerifyEmail', tokenHash, now: new Date() }, context);
  }
}
