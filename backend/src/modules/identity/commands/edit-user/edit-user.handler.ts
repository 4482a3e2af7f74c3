import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword } from '#platform/auth/passwords';
import { SessionStore } from '#platform/auth/sessions';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ReadYourWrites } from '#platform/commands/read-your-writes';
import { LiveAudience } from '#platform/live/live-feed';
import { AccountTokens } from '../../auth/account-tokens';
import { VERIFICATION_LINK_HOURS } from '../../domain/user/registration';
import { userDecider } from '../../domain/user/user.decider';
import type { EditUser } from '../../domain/user/user-management';
import type { UserState } from '../../domain/user/user.state';
import { userStream, type UserRoleChanged } from '../../domain/user/user.events';
import { KNOWN_VENUES, type KnownVenues } from '../../ports/known-venues';
import { PROMOTER_ENROLMENT, type PromoterEnrolment } from '../../ports/promoter-enrolment';
import { UserDirectory } from '../../queries/user-directory';
import { assertEmailFree } from '../email-change';
import { EditUserCommand } from './edit-user.command';

@CommandHandler(EditUserCommand)
export class EditUserHandler implements ICommandHandler<EditUserCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly tokens: AccountTokens,
    private readonly users: UserDirectory,
    private readonly sessions: SessionStore,
    @Inject(KNOWN_VENUES) private readonly venues: KnownVenues,
    @Inject(PROMOTER_ENROLMENT) private readonly promoters: PromoterEnrolment,
    private readonly audience: LiveAudience,
    private readonly readYourWrites: ReadYourWrites,
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
      emailToken: this.tokens.issue('email', new Date(), VERIFICATION_LINK_HOURS, context.locale),
    };
    // Refusals (404, 403) come before any address is claimed or any password hashed.
    userDecider.decide({ ...edit, passwordHash: input.password === undefined ? undefined : 'not hashed yet' }, state);
    if (placesInAnotherVenue(edit, state)) await this.venues.assertExists(input.clubId);
    // As on the own profile: the new address counts once the link mailed to it is opened.
    if (input.email !== undefined && input.email !== state.email) await assertEmailFree(this.users, userId, input.email);
    if (input.password !== undefined) edit.passwordHash = await hashPassword(input.password);

    const outcome = await this.repository.decide(stream, userDecider, edit, context);
    // A new password or a deactivation signs the account out everywhere.
    if (outcome.events.some((e) => e.type === 'PasswordChanged' || (e.type === 'UserStatusChanged' && !e.data.status))) {
      await this.sessions.revokeAllOf(userId);
    }
    const moved = outcome.events.find((e): e is UserRoleChanged => e.type === 'UserRoleChanged');
    // An account made a promoter (or a promoter placed at another venue) gets its code and that venue, as one made so.
    const enrolled = moved?.data.role === 'promoter' && moved.data.clubId ? await this.promoters.enrol(userId, moved.data.clubId, context) : null;
    if (moved && state.role) {
      // The dashboards told to reload must find the account's new venue in the read models.
      await this.readYourWrites.after(enrolled?.position ?? outcome.position);
      this.audience.viewerMoved({ id: userId, role: state.role, clubId: state.clubId }, { id: userId, role: moved.data.role, clubId: moved.data.clubId });
    }
    return enrolled?.position ? { events: [...outcome.events, ...enrolled.events], position: enrolled.position } : outcome;
  }
}

/**
 * Only an admin moves an account between venues (a manager's edits keep their venue, a user has
 * none). A venue the account already had may be gone since: only a new one must exist.
 */
function placesInAnotherVenue(edit: EditUser, state: UserState): boolean {
  if (edit.actor === 'anonymous' || edit.actor.role === 'manager') return false;
  if ((edit.role ?? state.role) === 'user') return false;
  return edit.clubId !== undefined && edit.clubId !== null && edit.clubId !== state.clubId;
}
