import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { GUEST_MESSAGES } from '@izlazak/contracts';
import { notFound } from '#platform/commands/domain-errors';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { guestMergesDecider, guestMergesStream, type GuestMergeCommand, type GuestMergeEvent } from '../../domain/guest-merges.decider';
import { GuestProfiles } from '../profile-facts';
import { MergeGuestsCommand, SplitGuestsCommand } from './merge-guests.commands';

/** The venue's merges are one stream: the profile named in the path gives the venue. */
@CommandHandler(MergeGuestsCommand)
export class MergeGuestsHandler implements ICommandHandler<MergeGuestsCommand, CommandOutcome<GuestMergeEvent>> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly profiles: GuestProfiles,
  ) {}

  async execute({ guestId, otherId, byName, context }: MergeGuestsCommand): Promise<CommandOutcome<GuestMergeEvent>> {
    const [into, profile] = await Promise.all([this.profiles.facts(guestId), this.profiles.facts(otherId)]);
    return decideForVenue(this.repository, into?.clubId, { type: 'MergeGuest', actor: context.actor, byName, profile, into }, context);
  }
}

@CommandHandler(SplitGuestsCommand)
export class SplitGuestsHandler implements ICommandHandler<SplitGuestsCommand, CommandOutcome<GuestMergeEvent>> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly profiles: GuestProfiles,
  ) {}

  async execute({ guestId, otherId, byName, context }: SplitGuestsCommand): Promise<CommandOutcome<GuestMergeEvent>> {
    const [from, profile] = await Promise.all([this.profiles.facts(guestId), this.profiles.facts(otherId)]);
    const visible = from && profile && from.clubId === profile.clubId ? profile : null;
    return decideForVenue(this.repository, from?.clubId, { type: 'SplitGuest', actor: context.actor, byName, profile: visible, from: guestId }, context);
  }
}

function decideForVenue(repository: EventSourcedRepository, clubId: string | undefined, command: GuestMergeCommand, context: MergeGuestsCommand['context']) {
  if (!clubId) throw notFound(GUEST_MESSAGES.notFound);
  return repository.decide(guestMergesStream(clubId), guestMergesDecider, command, context);
}
