import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { placeNewAccount } from '../../domain/user/user-management';
import { KNOWN_VENUES, type KnownVenues } from '../../ports/known-venues';
import { PROMOTER_ENROLMENT, type PromoterEnrolment } from '../../ports/promoter-enrolment';
import { UserDirectory } from '../../queries/user-directory';
import { RegisterUserCommand, typedAccount } from '../register-user/register-user.command';
import { CreateUserCommand } from './create-user.command';

/** The account the answer shows: the new one, or the promoter who now works for one venue more. */
export type CreatedUser = CommandOutcome & { userId: string };

/**
 * Places the account by the caller's role (a manager's staff join the manager's club), then
 * registers it. The account is unverified until its owner opens the link mailed to its address:
 * its maker cannot vouch for a mailbox, and what Izlazak files under an address (reservations,
 * guest books, privacy requests) belongs to whoever proves it. A promoter gets their code once;
 * a promoter's e-mail added by a second venue adds that venue to the same login.
 */
@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand, CreatedUser> {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(KNOWN_VENUES) private readonly venues: KnownVenues,
    @Inject(PROMOTER_ENROLMENT) private readonly promoters: PromoterEnrolment,
    private readonly users: UserDirectory,
  ) {}

  async execute({ userId, input, context }: CreateUserCommand): Promise<CreatedUser> {
    const { role, clubId } = placeNewAccount(context.actor, { role: input.role, clubId: input.clubId });
    await this.venues.assertExists(clubId);
    if (role === 'promoter') {
      const existing = await this.users.findByEmail(input.email);
      if (existing?.role === 'promoter') return { ...(await this.promoters.enrol(existing.id, clubId!, context)), userId: existing.id };
    }
    const registered = await this.commandBus.execute<RegisterUserCommand, CommandOutcome>(
      new RegisterUserCommand(
        userId,
        {
          ...typedAccount(input),
          role,
          clubId,
          status: input.status ?? true,
          isVerified: false,
          profileImage: null,
        },
        context,
        null,
        'account-made',
      ),
    );
    if (role !== 'promoter') return { ...registered, userId };
    return { ...(await this.promoters.enrol(userId, clubId!, context)), userId };
  }
}
