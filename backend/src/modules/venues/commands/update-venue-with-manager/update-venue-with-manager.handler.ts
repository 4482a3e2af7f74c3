import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { withoutExpectedRevision, type CommandContext } from '#platform/commands/command-context';
import { ReadYourWrites } from '#platform/commands/read-your-writes';
import { logger } from '#platform/logging/json-logger';
import { assertAdmin } from '../../domain/venue-access';
import { toVenueDetails } from '../../domain/venue-details';
import { assertVenueExists, sameJson, venueDecider } from '../../domain/venue.decider';
import { venueStream, type VenueDetails } from '../../domain/venue.events';
import { VenueManagerAccounts } from '../../manager-accounts';
import { assertPaymentEdit, VENUE_PAYMENT_CHECK, type VenuePaymentCheck } from '../../ports/venue-payment-check';
import { UpdateVenueWithManagerCommand } from './update-venue-with-manager.command';

/**
 * Two streams, the venue's and its manager's account. A taken e-mail (the likeliest refusal) is
 * checked before anything changes. Then the venue, whose change can be undone exactly (its
 * previous details are known), and then the account, whose new password could not be taken back.
 * When the account's change fails for any reason, the venue gets its previous details again,
 * unless someone has changed it since, before the refusal answers (so the admin's next read shows
 * the venue as it was). The version the admin's edit was made from is the venue's: the account's
 * stream and the undo never carry it.
 */
@CommandHandler(UpdateVenueWithManagerCommand)
export class UpdateVenueWithManagerHandler implements ICommandHandler<UpdateVenueWithManagerCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly accounts: VenueManagerAccounts,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(VENUE_PAYMENT_CHECK) private readonly payment: VenuePaymentCheck,
  ) {}

  async execute({ clubId, input, context }: UpdateVenueWithManagerCommand): Promise<CommandOutcome> {
    assertAdmin(context.actor);
    const { state } = await this.repository.load(venueStream(clubId), venueDecider);
    assertVenueExists(state);
    await this.accounts.assertEmailFreeFor(state.managerId, input.user.email);
    const details = toVenueDetails(input.club);
    await assertPaymentEdit(this.payment, clubId, details);
    const venueChanged = await this.repository.decide(venueStream(clubId), venueDecider, { type: 'ChangeVenueDetails', actor: context.actor, details }, context);
    try {
      const managerChanged = await this.accounts.changeProfile(state.managerId, input.user, withoutExpectedRevision(context));
      return managerChanged.position ? managerChanged : venueChanged;
    } catch (error) {
      if (venueChanged.events.length > 0) await this.restoreDetails(clubId, state.details, venueChanged, withoutExpectedRevision(context));
      throw error;
    }
  }

  private async restoreDetails(clubId: string, previous: VenueDetails, ours: CommandOutcome, context: CommandContext) {
    const written = (ours.events[0].data as { details: VenueDetails }).details;
    try {
      const restored = await this.repository.handle(
        venueStream(clubId),
        venueDecider,
        (current) =>
          current.details && sameJson(current.details, written) ? venueDecider.decide({ type: 'ChangeVenueDetails', actor: context.actor, details: previous }, current) : [],
        context,
      );
      await this.readYourWrites.after(restored.position);
    } catch (error) {
      logger.error({ message: 'Could not restore the venue after its manager could not be changed', clubId, error: String(error) }, 'Venues');
    }
  }
}
