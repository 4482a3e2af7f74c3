import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword, passwordMatches } from '#platform/auth/passwords';
import { SessionStore } from '#platform/auth/sessions';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { AccountTokens } from '../../auth/account-tokens';
import { VERIFICATION_LINK_HOURS } from '../../domain/user/registration';
import { userDecider } from '../../domain/user/user.decider';
import type { UpdateProfile } from '../../domain/user/own-profile';
import { userStream } from '../../domain/user/user.events';
import { UserDirectory } from '../../queries/user-directory';
import { assertEmailFree } from '../email-change';
import { UpdateProfileCommand } from './update-profile.command';

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly sessions: SessionStore,
    private readonly tokens: AccountTokens,
    private readonly users: UserDirectory,
  ) {}

  async execute({ userId, sessionId, input, context }: UpdateProfileCommand): Promise<CommandOutcome> {
    const stream = userStream(userId);
    const { state } = await this.repository.load(stream, userDecider);
    const current = input.currentPassword;
    const proven = current !== undefined && state.passwordHash !== null && (await passwordMatches(state.passwordHash, current));
    const update: UpdateProfile = {
      type: 'UpdateProfile',
      firstName: input.firstName,
      lastName: input.lastName,
      mobilePhone: input.mobilePhone,
      email: input.email,
      currentPasswordGiven: current !== undefined,
      provenPasswordHash: proven ? state.passwordHash : null,
      emailToken: this.tokens.issue('email', new Date(), VERIFICATION_LINK_HOURS, context.locale),
    };
    // A missing or wrong current password is refused before the new address is claimed.
    userDecider.decide({ ...update, passwordHash: input.password === undefined ? undefined : 'not hashed yet' }, state);
    // The address is claimed only when its link is opened; one that is taken already is refused now.
    if (input.email !== undefined && input.email !== state.email) await assertEmailFree(this.users, userId, input.email);
    if (input.password !== undefined) update.passwordHash = await hashPassword(input.password);

    const outcome = await this.repository.decide(stream, userDecider, update, context);
    if (outcome.events.some((event) => event.type === 'PasswordChanged')) await this.sessions.revokeAllOf(userId, sessionId);
    return outcome;
  }
}
