import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EditUserInput, VenueManagerInput, VenueManagerUpdateInput } from '@izlazak/contracts';
import { SYSTEM_ACTOR, type CommandContext } from '#platform/commands/command-context';
import { DomainError, conflict } from '#platform/commands/domain-errors';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { logger } from '#platform/logging/json-logger';
import { ReadYourWrites } from '#platform/commands/read-your-writes';
import { DeleteUserCommand } from '../identity/commands/delete-user/delete-user.command';
import { EditUserCommand } from '../identity/commands/edit-user/edit-user.command';
import { EMAIL_TAKEN } from '../identity/commands/identity-claims.service';
import { RegisterUserCommand } from '../identity/commands/register-user/register-user.command';
import { UserDirectory } from '../identity/queries/user-directory';

/**
 * The venue's side of its manager's account. Accounts belong to identity: venues only asks for
 * changes through identity's commands, which keep e-mail uniqueness and sessions right.
 */
@Injectable()
export class VenueManagerAccounts {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly users: UserDirectory,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** A manager account tied to the venue; identity makes the username from the e-mail. */
  register(managerId: string, clubId: string, user: VenueManagerInput, active: boolean, context: CommandContext): Promise<CommandOutcome> {
    return this.commandBus.execute<RegisterUserCommand, CommandOutcome>(
      new RegisterUserCommand(
        managerId,
        {
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          mobilePhone: user.mobilePhone,
          role: 'manager',
          clubId,
          password: user.password,
          status: active,
          // The admin (or, for a sign-up, the admin's approval) vouches for the person, who signs in
          // at once; not for the mailbox: the address counts ('Moji podaci') once its link is opened.
          isVerified: true,
          addressProven: false,
          profileImage: null,
        },
        context,
        null,
        'account-made',
      ),
    );
  }

  /**
   * Undoes `register` when the venue it was made for could not be recorded: the account is
   * deleted (its e-mail and username free again). The system acts, as a sign-up's visitor may not
   * delete accounts. A failure here is logged, so the caller still reports the first one.
   */
  async withdraw(managerId: string, context: CommandContext): Promise<void> {
    try {
      const outcome = await this.commandBus.execute<DeleteUserCommand, CommandOutcome>(new DeleteUserCommand(managerId, { ...context, actor: SYSTEM_ACTOR }));
      // The refusal is answered once login no longer finds the account, not a moment before.
      await this.readYourWrites.after(outcome.position);
      logger.warn({ message: 'Withdrew the manager account of a venue that was not recorded', managerId }, 'Venues');
    } catch (error) {
      logger.error({ message: 'Could not withdraw the manager account of a venue that was not recorded', managerId, error: String(error) }, 'Venues');
    }
  }

  /** The likeliest refusal of a profile change, checked before anything else changes. */
  async assertEmailFreeFor(managerId: string, email: string): Promise<void> {
    const holder = await this.users.findByEmail(email);
    if (holder && holder.id !== managerId) throw conflict(EMAIL_TAKEN, 'email');
  }

  /** Nothing to do (null) when the account was deleted meanwhile, from the users list. */
  activateIfPresent(managerId: string, context: CommandContext): Promise<CommandOutcome | null> {
    return this.unlessGone(this.edit(managerId, { status: true }, context), managerId);
  }

  /**
   * Deactivates the venue's manager and every live staff or manager account of its clubId, which
   * also signs them out everywhere (identity revokes the sessions of a deactivated account).
   */
  async deactivateEveryoneOf(clubId: string, managerId: string | null, context: CommandContext): Promise<void> {
    const people = new Set((await this.users.findStaffOfClub(clubId)).filter((user) => user.status).map((user) => user.id));
    if (managerId) people.add(managerId);
    for (const userId of people) await this.unlessGone(this.edit(userId, { status: false }, context), userId);
  }

  changeProfile(managerId: string, user: VenueManagerUpdateInput, context: CommandContext): Promise<CommandOutcome> {
    const password = user.password ? { password: user.password, confirmPassword: user.password } : {};
    return this.edit(managerId, { firstName: user.firstName, lastName: user.lastName, mobilePhone: user.mobilePhone, email: user.email, ...password }, context);
  }

  private async unlessGone(change: Promise<CommandOutcome>, managerId: string): Promise<CommandOutcome | null> {
    try {
      return await change;
    } catch (error) {
      if (!(error instanceof DomainError && error.statusCode === 404)) throw error;
      logger.warn({ message: 'The venue manager account no longer exists', managerId }, 'Venues');
      return null;
    }
  }

  private edit(managerId: string, change: EditUserInput, context: CommandContext): Promise<CommandOutcome> {
    return this.commandBus.execute<EditUserCommand, CommandOutcome>(new EditUserCommand(managerId, change, context));
  }
}
