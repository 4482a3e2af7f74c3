import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { venueDecider } from '../../domain/venue.decider';
import { venueStream } from '../../domain/venue.events';
import { VenueManagerAccounts } from '../../manager-accounts';
import { DeleteVenueCommand } from './delete-venue.command';

/**
 * The managers and staff of a venue that no longer exists have nothing to manage: their accounts
 * (the manager the venue was created with, and every staff or manager account of its clubId) are
 * deactivated (and signed out) first, then the venue is deleted. A crash in between leaves inactive
 * accounts of a live venue, and deleting again finishes the job.
 */
@CommandHandler(DeleteVenueCommand)
export class DeleteVenueHandler implements ICommandHandler<DeleteVenueCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly accounts: VenueManagerAccounts,
  ) {}

  async execute({ clubId, context }: DeleteVenueCommand): Promise<CommandOutcome> {
    const { state } = await this.repository.load(venueStream(clubId), venueDecider);
    // The refusals (404, 403) before anything changes.
    venueDecider.decide({ type: 'DeleteVenue', actor: context.actor }, state);
    await this.accounts.deactivateEveryoneOf(clubId, state.managerId, context);
    return this.repository.decide(venueStream(clubId), venueDecider, { type: 'DeleteVenue', actor: context.actor }, context);
  }
}
