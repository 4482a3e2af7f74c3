import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withoutExpectedRevision } from '#platform/commands/command-context';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { venueDecider } from '../../../venues/domain/venue.decider';
import { venueStream } from '../../../venues/domain/venue.events';
import { decideTerms, termsDecider, termsStream, type SetVenueTerms, type TermsEvent, type VenueTerms } from '../../domain/terms.decider';
import { TermsReader } from '../../queries/terms-reader';
import { SetTermsCommand } from './set-terms.command';

/**
 * The venue, and which of the tables and events the rules name are the venue's, then one append on
 * `terms-<clubId>`. The payment details a whole save carries are the venue's settings: they are
 * written to the venue first, once the terms are known to be accepted with them.
 */
@CommandHandler(SetTermsCommand)
export class SetTermsHandler implements ICommandHandler<SetTermsCommand, CommandOutcome<TermsEvent>> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly reader: TermsReader,
  ) {}

  async execute({ clubId, input, rulesOnly, context }: SetTermsCommand): Promise<CommandOutcome<TermsEvent>> {
    const tableIds = input.rules.flatMap((rule) => (rule.tableId ? [rule.tableId] : []));
    const eventIds = input.rules.flatMap((rule) => (rule.eventId ? [rule.eventId] : []));
    const current = await this.reader.venueTerms(clubId);
    const exists = current !== null;
    const venue = {
      exists,
      tableIds: exists ? await this.reader.tablesOf(clubId, tableIds) : new Set<string>(),
      eventIds: exists ? await this.reader.eventsOf(clubId, eventIds) : new Set<string>(),
    };
    const command: SetVenueTerms = { type: 'SetVenueTerms', actor: context.actor, clubId, venue, input, rulesOnly, payment: current?.terms };
    if (!rulesOnly && current) {
      const { state, revision } = await this.repository.load(termsStream(clubId), termsDecider);
      const decided = decideTerms(command, state);
      // An edit made from older terms is refused below, and then changes the venue neither.
      const fresh = context.expectedRevision === undefined || context.expectedRevision === revision;
      if (decided[0] && fresh) await this.savePayment(clubId, decided[0].data.terms, context);
    }
    return this.repository.decide(termsStream(clubId), termsDecider, command, context);
  }

  private async savePayment(clubId: string, terms: VenueTerms, context: SetTermsCommand['context']) {
    const { paymentAccount, payeeName, payeePlace, depositHoldMinutes } = terms;
    await this.repository.decide(
      venueStream(clubId),
      venueDecider,
      { type: 'ChangePaymentDetails', actor: context.actor, payment: { paymentAccount: paymentAccount ?? '', payeeName, payeePlace, depositHoldMinutes } },
      withoutExpectedRevision(context),
    );
  }
}
