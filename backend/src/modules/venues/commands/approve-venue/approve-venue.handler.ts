import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { venueDecider } from '../../domain/venue.decider';
import { venueStream } from '../../domain/venue.events';
import { VenueManagerAccounts } from '../../manager-accounts';
import { ApproveVenueCommand } from './approve-venue.command';

/**
 * The venue first, then its manager's account. Approving an approved venue records nothing on the
 * venue but activates the manager again (a no-op when active), so a retry repairs a crash between
 * the two appends.
 */
@CommandHandler(ApproveVenueCommand)
export class ApproveVenueHandler implements ICommandHandler<ApproveVenueCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly accounts: VenueManagerAccounts,
  ) {}

  async execute({ clubId, context }: ApproveVenueCommand): Promise<CommandOutcome> {
    const outcome = await this.repository.decide(venueStream(clubId), venueDecider, { type: 'ApproveVenue', actor: context.actor }, context);
    const { state } = await this.repository.load(venueStream(clubId), venueDecider);
    if (!state.managerId) return outcome;
    const activated = await this.accounts.activateIfPresent(state.managerId, context);
    return activated?.position ? activated : outcome;
  }
}
