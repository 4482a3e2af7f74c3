import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { termsDecider, termsStream, type TermsEvent } from '../../domain/terms.decider';
import { TermsReader } from '../../queries/terms-reader';
import { SetTermsCommand } from './set-terms.command';

/** The venue, and which of the tables and events the rules name are the venue's, then one append on `terms-<clubId>`. */
@CommandHandler(SetTermsCommand)
export class SetTermsHandler implements ICommandHandler<SetTermsCommand, CommandOutcome<TermsEvent>> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly reader: TermsReader,
  ) {}

  async execute({ clubId, input, rulesOnly, context }: SetTermsCommand): Promise<CommandOutcome<TermsEvent>> {
    const tableIds = input.rules.flatMap((rule) => (rule.tableId ? [rule.tableId] : []));
    const eventIds = input.rules.flatMap((rule) => (rule.eventId ? [rule.eventId] : []));
    const exists = await this.reader.venueExists(clubId);
    const venue = {
      exists,
      tableIds: exists ? await this.reader.tablesOf(clubId, tableIds) : new Set<string>(),
      eventIds: exists ? await this.reader.eventsOf(clubId, eventIds) : new Set<string>(),
    };
    return this.repository.decide(termsStream(clubId), termsDecider, { type: 'SetVenueTerms', actor: context.actor, clubId, venue, input, rulesOnly }, context);
  }
}
