import { randomBytes } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { said } from '@izlazak/contracts';
import { badRequest } from '#platform/commands/domain-errors';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { NightClock } from '#platform/time/night-clock';
import { guestListDecider } from '../../domain/guest-list/guest-list.decider';
import { guestListStream, type GuestListEvent } from '../../domain/guest-list/guest-list.events';
import { SignUpToGuestListCommand } from './sign-up.command';

/** A new door code for every sign-up: 18 random bytes, base64url (24 characters, a small QR). */
const newEntryCode = () => randomBytes(18).toString('base64url');

@CommandHandler(SignUpToGuestListCommand)
export class SignUpToGuestListHandler implements ICommandHandler<SignUpToGuestListCommand, CommandOutcome<GuestListEvent>> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly clock: NightClock,
  ) {}

  async execute({ listId, entryId, input, context }: SignUpToGuestListCommand): Promise<CommandOutcome<GuestListEvent>> {
    // Promoters' codes come with the promoters (docs/guest-lists.md): until then no code is known.
    if (input.promoterCode) throw badRequest(said('guestLists.promoterUnknown'), 'promoterCode');
    const { firstName, lastName, phone, email, plusOnes, locale } = input;
    return this.repository.decide(
      guestListStream(listId),
      guestListDecider,
      {
        type: 'SignUpToGuestList',
        entryId,
        code: newEntryCode(),
        guest: { firstName, lastName, phone, email: email ?? null },
        plusOnes,
        promoterId: null,
        ...(locale ? { locale } : {}),
        now: this.clock.now().toISOString(),
      },
      context,
    );
  }
}
