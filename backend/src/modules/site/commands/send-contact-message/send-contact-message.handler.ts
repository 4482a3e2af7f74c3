import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { SiteData } from '@izlazak/contracts';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { contactMessageDecider, contactMessageStream } from '../../domain/contact-message.decider';
import { VENUE_CONTACTS, type VenueContacts } from '../../ports/venue-contacts';
import { GetSiteDataQuery } from '../../queries/get-site-data/get-site-data.query';
import { SendContactMessageCommand } from './send-contact-message.command';

/**
 * The recipient is decided now and kept in the event: the mail goes to the address that was
 * valid when the message was sent, even if a replay composes it again later.
 */
@CommandHandler(SendContactMessageCommand)
export class SendContactMessageHandler implements ICommandHandler<SendContactMessageCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly queryBus: QueryBus,
    @Inject(VENUE_CONTACTS) private readonly venues: VenueContacts,
  ) {}

  async execute({ messageId, input, context }: SendContactMessageCommand): Promise<CommandOutcome> {
    const clubId = input.clubId?.trim() || null;
    const site = await this.queryBus.execute<GetSiteDataQuery, SiteData>(new GetSiteDataQuery());
    // A venue the public cannot see answers 404, as its page does.
    const venueEmail = clubId ? await this.venues.emailOf(clubId) : null;
    const recipient = venueEmail || site.email;
    const message = {
      messageId,
      name: input.name,
      email: input.email,
      theme: input.theme,
      phone: input.phone,
      message: input.message,
      clubId,
      recipient,
    };
    return this.repository.decide(contactMessageStream(messageId), contactMessageDecider, { type: 'SendContactMessage', message }, context);
  }
}
