import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '../../../../platform/commands/event-sourced-repository';
import { assertAdmin } from '../../domain/venue-access';
import { toVenueDetails } from '../../domain/venue-details';
import { assertVenueExists, venueDecider } from '../../domain/venue.decider';
import { venueStream } from '../../domain/venue.events';
import { VenueManagerAccounts } from '../../manager-accounts';
import { UpdateVenueWithManagerCommand } from './update-venue-with-manager.command';

/**
 * The manager's profile first: a taken e-mail refuses the whole save before the venue changes.
 * The two appends are not one transaction; a crash between them leaves the manager changed and
 * the venue not, and saving again finishes the job.
 */
@CommandHandler(UpdateVenueWithManagerCommand)
export class UpdateVenueWithManagerHandler implements ICommandHandler<UpdateVenueWithManagerCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly accounts: VenueManagerAccounts,
  ) {}

  async execute({ clubId, input, context }: UpdateVenueWithManagerCommand): Promise<CommandOutcome> {
    assertAdmin(context.actor);
    const { state } = await this.repository.load(venueStream(clubId), venueDecider);
    assertVenueExists(state);
    const managerChanged = await this.accounts.changeProfile(state.managerId, input.user, context);
    const venueChanged = await this.repository.decide(
      venueStream(clubId),
      venueDecider,
      { type: 'ChangeVenueDetails', actor: context.actor, details: toVenueDetails(input.club) },
      context,
    );
    return venueChanged.position ? venueChanged : managerChanged;
  }
}
