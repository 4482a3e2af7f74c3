import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { placeNewAccount } from '../../domain/user/user-management';
import { KNOWN_VENUES, type KnownVenues } from '../../ports/known-venues';
import { RegisterUserCommand, typedAccount } from '../register-user/register-user.command';
import { CreateUserCommand } from './create-user.command';

/**
 * Places the account by the caller's role (a manager's staff join the manager's club), then
 * registers it. The account is unverified until its owner opens the link mailed to its address:
 * its maker cannot vouch for a mailbox, and what Izlazak files under an address (reservations,
 * guest books, privacy requests) belongs to whoever proves it.
 */
@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand, CommandOutcome> {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(KNOWN_VENUES) private readonly venues: KnownVenues,
  ) {}

  async execute({ userId, input, context }: CreateUserCommand): Promise<CommandOutcome> {
    const { role, clubId } = placeNewAccount(context.actor, { role: input.role, clubId: input.clubId });
    await this.venues.assertExists(clubId);
    return this.commandBus.execute<RegisterUserCommand, CommandOutcome>(
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
  }
}
