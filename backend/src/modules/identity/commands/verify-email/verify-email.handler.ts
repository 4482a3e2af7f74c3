import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { badRequest } from '#platform/commands/domain-errors';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { AccountTokens, hashToken } from '../../auth/account-tokens';
import { INVALID_VERIFICATION_LINK } from '../../domain/user/user-messages';
import { userDecider } from '../../domain/user/user.decider';
import { userStream } from '../../domain/user/user.events';
import { IdentityClaims } from '../identity-claims.service';
import { VerifyEmailCommand } from './verify-email.command';

/**
 * The verification page's link: it verifies a new account, or proves an asked-for new address,
 * which then becomes the account's (claimed now, 409 if another account took it meanwhile; the
 * old one is released).
 */
@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly tokens: AccountTokens,
    private readonly claims: IdentityClaims,
  ) {}

  async execute({ token, context }: VerifyEmailCommand): Promise<CommandOutcome> {
    const owner = await this.tokens.verificationOwnerOf(token);
    if (!owner) throw badRequest(INVALID_VERIFICATION_LINK, 'token');
    const tokenHash = hashToken(token);
    const stream = userStream(owner.userId);
    if (owner.purpose === 'verify') {
      return this.repository.decide(stream, userDecider, { type: 'VerifyEmail', tokenHash, now: new Date() }, context);
    }
    const command = { type: 'ConfirmEmailChange', tokenHash, now: new Date() } as const;
    const { state } = await this.repository.load(stream, userDecider);
    // A wrong, used or expired link is refused before the address is claimed.
    userDecider.decide(command, state);
    return this.claims.aroundEmailChange(owner.userId, state.email, state.pendingEmail!.email, context, () => this.repository.decide(stream, userDecider, command, context));
  }
}
