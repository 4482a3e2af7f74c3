import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConcurrentChangeError, EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { AccountTokens } from '../../auth/account-tokens';
import { AuthThrottle, resetRequestKey } from '../../auth/auth-throttle';
import { RESET_LINK_HOURS } from '../../domain/user/password-reset';
import { userDecider } from '../../domain/user/user.decider';
import { userStream } from '../../domain/user/user.events';
import { UserDirectory } from '../../queries/user-directory';
import { RequestPasswordResetCommand } from './request-password-reset.command';

const NOTHING: CommandOutcome = { events: [], position: null };

/**
 * Issues a reset link for an existing, active account. Unknown addresses, requests over the
 * per-address limit and requests that lost a race change nothing; the caller answers the same in
 * every case.
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
    if ((await this.throttle.take([key])).wait > 0) return NOTHING;
    const user = await this.users.findByEmail(email);
    if (!user) return NOTHING;
    const now = new Date();
    try {
      return await this.repository.decide(
        userStream(user.id),
        userDecider,
        { type: 'RequestPasswordReset', token: this.tokens.issue('reset', now, RESET_LINK_HOURS, context.locale) },
        context,
      );
    } catch (error) {
      // A burst of requests for one account: the ones that lost the race answer as for anyone else.
      if (error instanceof ConcurrentChangeError) return NOTHING;
      throw error;
    }
  }
}
