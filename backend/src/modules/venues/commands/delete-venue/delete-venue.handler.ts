import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '../../../../platform/commands/event-sourced-repository';
import { decideDeleteVenue, venueAggregate } from '../../domain/venue.decider';
import { venueStream } from '../../domain/venue.events';
import { VenueManagerAccounts } from '../../manager-accounts';
import { DeleteVenueCommand } from './delete-venue.command';

/**
 * A manager of a venue that no longer exists has nothing to manage: the account is deactivated
 * (and signed out) first, then the venue is deleted. A crash between the two leaves an inactive
 * manager of a live venue, and deleting again finishes the job.
 */
@CommandHandler(DeleteVenueCommand)
export class DeleteVenueHandler implements ICommandHandler<DeleteVenueCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly accounts: VenueManagerAccounts,
  ) {}

  async execute({ clubId, context }: DeleteVenueCommand): Promise<CommandOutcome> {
    const { state } = await this.repository.load(venueStream(clubId), venueAggregate);
    // The refusals (404, 403) before anything changes.
    decideDeleteVenue({ type: 'DeleteVenue', actor: context.actor }, state);
    if (state.managerId) await this.accounts.deactivateIfPresent(state.managerId, context);
    return this.repository.handle(venueStream(clubId), venueAggregate, (current) => decideDeleteVenue({ type: 'DeleteVenue', actor: context.actor }, current), context);
  }
}
