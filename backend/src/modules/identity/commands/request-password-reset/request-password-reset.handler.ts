import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '../../../../platform/commands/event-sourced-repository';
import { AccountTokens } from '../../auth/account-tokens';
import { AuthThrottle, resetRequestKey } from '../../auth/auth-throttle';
import { RESET_LINK_HOURS, userDecider } from '../../domain/user.decider';
import { userStream } from '../../domain/user.events';
import { UserDirectory } from '../../queries/user-directory';
import { RequestPasswordResetCommand } from './request-password-reset.command';

const NOTHING: CommandOutcome = { events: [], position: null };

/**
 * Issues a reset link for an existing, active account. Unknown addresses and requests over the
 * per-address limit change nothing; the caller answers the same in every case.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly tokens: AccountTokens,
    private readonly users: UserDirectory,
    private readonly throttle: AuthThrottle,
  ) {}

  async execute({ email, context }: RequestPasswordResetCommand): Promise<CommandOutcome> {
    const key = resetRequestKey(email);
    if ((await this.throttle.waitSeconds([key])) > 0) return NOTHING;
    await this.throttle.record([key]);
    const user = await this.users.findByEmail(email);
    if (!user) return NOTHING;
    const now = new Date();
    return this.repository.decide(
      userStream(user.id),
      userDecider,
      { type: 'RequestPasswordReset', token: this.tokens.issue('reset', now, RESET_LINK_HOURS) },
      context,
    );
  }
}
