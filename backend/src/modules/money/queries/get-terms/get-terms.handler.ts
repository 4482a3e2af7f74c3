import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TERMS_MESSAGES, type AppliedTermsView, type VenueTermsView } from '@izlazak/contracts';
import { actorOf } from '#platform/auth/authenticated-user';
import { badRequest, notFound } from '#platform/commands/domain-errors';
import { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../../events/domain/venue-night';
import { nightStartsAt } from '../../../reservations/domain/opening-nights';
import { mayManageVenue } from '../../../venues/domain/venue-access';
import { applicableRule } from '../../domain/terms-resolution';
import { TermsReader } from '../terms-reader';
import { toAppliedTermsView, toVenueTermsView } from '../terms-views';
import { GetAppliedTermsQuery, GetTermsQuery } from './get-terms.query';

@QueryHandler(GetTermsQuery)
export class GetTermsHandler implements IQueryHandler<GetTermsQuery, VenueTermsView> {
  constructor(private readonly reader: TermsReader) {}

  async execute({ clubId, viewer }: GetTermsQuery): Promise<VenueTermsView> {
    const read = await this.reader.venueTerms(clubId);
    if (!read) throw notFound(TERMS_MESSAGES.venueNotFound);
    return toVenueTermsView(clubId, read, mayManageVenue(actorOf(viewer), clubId));
  }
}

@QueryHandler(GetAppliedTermsQuery)
export class GetAppliedTermsHandler implements IQueryHandler<GetAppliedTermsQuery, AppliedTermsView> {
  constructor(
    private readonly reader: TermsReader,
    private readonly clock: NightClock,
  ) {}

  async execute({ clubId, query }: GetAppliedTermsQuery): Promise<AppliedTermsView> {
    if (!query.tableId) throw badRequest('refusal.money.tableRequired', 'tableId');
    const [read, table] = await Promise.all([this.reader.venueTerms(clubId), this.reader.table(query.tableId)]);
    if (!read) throw notFound(TERMS_MESSAGES.venueNotFound);
    if (!table) throw notFound(TERMS_MESSAGES.tableNotFound);
    if (table.clubId !== clubId) throw badRequest(TERMS_MESSAGES.tableOfAnotherVenue, 'tableId');
    let night = query.night ?? query.date ?? tonight(this.clock.now());
    const eventId = query.eventId ?? null;
    const event = eventId ? await this.reader.event(eventId) : null;
    if (eventId) {
      if (!event || event.clubId !== clubId) throw badRequest(TERMS_MESSAGES.eventOfAnotherVenue, 'eventId');
      night = event.night;
    }
    const terms = read.terms;
    const rule = applicableRule(terms, { tableId: query.tableId, area: table.area, night, eventId });
    // The booking records when its night starts; the form shows the same free-cancellation deadline.
    const startsAt = nightStartsAt(await this.reader.workingHours(clubId), night, event);
    return toAppliedTermsView({ clubId, tableId: query.tableId, night, eventId }, terms, rule, startsAt);
  }
}
