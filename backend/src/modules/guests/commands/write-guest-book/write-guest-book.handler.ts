import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { guestDecider, guestStream, type GuestEvent } from '../../domain/guest-book.decider';
import { GuestProfiles } from '../profile-facts';
import { WriteGuestBookCommand } from './write-guest-book.command';

@CommandHandler(WriteGuestBookCommand)
export class WriteGuestBookHandler implements ICommandHandler<WriteGuestBookCommand, CommandOutcome<GuestEvent>> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly profiles: GuestProfiles,
  ) {}

  async execute({ guestId, entry, byName, context }: WriteGuestBookCommand): Promise<CommandOutcome<GuestEvent>> {
    const profile = await this.profiles.facts(guestId);
    return this.repository.decide(guestStream(guestId), guestDecider, { type: 'WriteGuestBook', actor: context.actor, byName, profile, ...entry }, context);
  }
}
