import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import { conflict } from '../../../../platform/commands/domain-errors';
import type { CommandOutcome } from '../../../../platform/commands/event-sourced-repository';
import { EventSourcedRepository } from '../../../../platform/commands/event-sourced-repository';
import { WrongExpectedVersionError, type EventStore } from '../../../../platform/event-store/event-store.port';
import { EVENT_STORE } from '../../../../platform/event-store/event-store.port';
import { withMetadata } from '../../../../platform/commands/event-sourced-repository';
import { hashPassword } from '../../../../platform/auth/passwords';
import { decideRegisterUser, userAggregate } from '../../domain/user.decider';
import { emailClaimStream, userStream, usernameClaimStream, type IdentityClaimed } from '../../domain/user.events';
import { newUniqueId } from '../../domain/unique-id';
import { RegisterUserCommand } from './register-user.command';

export const EMAIL_TAKEN = 'Korisnik sa unesenim email adresom već postoji!';
export const USERNAME_TAKEN = 'Korisničko ime je zauzeto';

/**
 * Registers a user. The e-mail address and the username are claimed first, each in a stream of its
 * own appended with no_stream: of two concurrent registrations only one can win a claim.
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ userId, details, context }: RegisterUserCommand): Promise<CommandOutcome> {
    await this.claim(emailClaimStream(details.email), userId, details.email, EMAIL_TAKEN, 'email', context);
    await this.claim(usernameClaimStream(details.username), userId, details.username, USERNAME_TAKEN, 'username', context);
    const passwordHash = await hashPassword(details.password);
    const { password: _, ...profile } = details;
    return this.repository.handle(
      userStream(userId),
      userAggregate,
      (state) =>
        decideRegisterUser(
          { type: 'RegisterUser', data: { ...profile, userId, uniqueId: newUniqueId(), passwordHash, email: details.email.trim() } },
          state,
        ),
      context,
    );
  }

  private async claim(
    streamId: string,
    userId: string,
    value: string,
    takenMessage: string,
    field: string,
    context: RegisterUserCommand['context'],
  ) {
    const claimed: IdentityClaimed = { type: 'IdentityClaimed', data: { userId, value: value.trim() } };
    try {
      await this.store.appendToStream(streamId, [withMetadata(claimed, context)], { expectedRevision: 'no_stream' });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) throw conflict(takenMessage, field);
      throw error;
    }
  }
}
