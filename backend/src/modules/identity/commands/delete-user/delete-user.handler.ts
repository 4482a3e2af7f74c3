import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionStore } from '#platform/auth/sessions';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { userDecider } from '../../domain/user/user.decider';
import { userStream } from '../../domain/user/user.events';
import { IdentityClaims } from '../identity-claims.service';
import { DeleteUserCommand } from './delete-user.command';

/**
 * Closes the account (soft: the stream and the read-model row stay for history), frees its e-mail
 * address and username for a new registration, and ends its sessions.
 */
@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly claims: IdentityClaims,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ userId, context }: DeleteUserCommand): Promise<CommandOutcome> {
    const outcome = await this.repository.decide(userStream(userId), userDecider, { type: 'DeleteUser', actor: context.actor }, context);
    await this.sessions.revokeAllOf(userId);
    for (const event of outcome.events) {
      if (event.type !== 'UserDeleted') continue;
      const { email, username } = event.data;
      await this.claims.releaseQuietly('email', email, userId, context);
      await this.claims.releaseQuietly('username', username, userId, context);
    }
    return outcome;
  }
}
