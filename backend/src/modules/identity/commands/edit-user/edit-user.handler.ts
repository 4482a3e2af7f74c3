import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword } from '../../../../platform/auth/passwords';
import { SessionStore } from '../../../../platform/auth/sessions';
import { EventSourcedRepository, type CommandOutcome } from '../../../../platform/commands/event-sourced-repository';
import { userDecider, type EditUser } from '../../domain/user.decider';
import { userStream, type UserEvent } from '../../domain/user.events';
import { IdentityClaims } from '../identity-claims.service';
import { EditUserCommand } from './edit-user.command';

@CommandHandler(EditUserCommand)
export class EditUserHandler implements ICommandHandler<EditUserCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly claims: IdentityClaims,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ userId, input, context }: EditUserCommand): Promise<CommandOutcome> {
    const stream = userStream(userId);
    const { state } = await this.repository.load(stream, userDecider);
    const edit: EditUser = {
      type: 'EditUser',
      actor: context.actor,
      firstName: input.firstName,
      lastName: input.lastName,
      mobilePhone: input.mobilePhone,
      email: input.email,
      status: input.status,
      role: input.role,
      clubId: input.clubId,
    };
    // Refusals (404, 403) come before any address is claimed or any password hashed.
    userDecider.decide({ ...edit, passwordHash: input.password === undefined ? undefined : 'not hashed yet' }, state);
    if (input.password !== undefined) edit.passwordHash = await hashPassword(input.password);

    const outcome = await this.claims.aroundEmailChange(userId, state.email, input.email, context, () =>
      this.repository.decide(stream, userDecider, edit, context),
    );
    // A new password or a deactivation signs the account out everywhere.
    if ((outcome.events as UserEvent[]).some((e) => e.type === 'PasswordChanged' || (e.type === 'UserStatusChanged' && !e.data.status))) {
      await this.sessions.revokeAllOf(userId);
    }
    return outcome;
  }
}
