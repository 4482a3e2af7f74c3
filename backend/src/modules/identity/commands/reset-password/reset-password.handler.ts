import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword } from '#platform/auth/passwords';
import { SessionStore } from '#platform/auth/sessions';
import { badRequest } from '#platform/commands/domain-errors';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { AccountTokens, hashToken } from '../../auth/account-tokens';
import { AuthThrottle } from '../../auth/auth-throttle';
import { INVALID_RESET_LINK } from '../../domain/user/user-messages';
import { userDecider } from '../../domain/user/user.decider';
import { userStream } from '../../domain/user/user.events';
import { ResetPasswordCommand } from './reset-password.command';

/** Sets the new password, then signs the account out everywhere and lifts its login throttle. */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly tokens: AccountTokens,
    private readonly sessions: SessionStore,
    private readonly throttle: AuthThrottle,
  ) {}

  async execute({ token, password, context }: ResetPasswordCommand): Promise<CommandOutcome> {
    const userId = await this.tokens.ownerOf(token, 'reset');
    if (!userId) throw badRequest(INVALID_RESET_LINK, 'token');
    const tokenHash = hashToken(token);
    const passwordHash = await hashPassword(password);
    const outcome = await this.repository.decide(userStream(userId), userDecider, { type: 'ResetPassword', tokenHash, passwordHash, now: new Date() }, context);
    await this.sessions.revokeAllOf(userId);
    await this.throttle.forgiveAccount(userId);
    return outcome;
  }
}
