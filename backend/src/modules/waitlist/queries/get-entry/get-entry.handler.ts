import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { WAITLIST_MESSAGES, type WaitlistEntryView } from '@izlazak/contracts';
import { actorOf } from '#platform/auth/authenticated-user';
import { forbidden, notFound } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { runsVenue } from '../../../reservations/domain/table-night';
import { findWaitlistEntries, toEntryView } from '../waitlist-rows';
import { GetWaitlistEntryQuery } from './get-entry.query';

/** One guest of a waitlist, as the venue's list shows it. */
@QueryHandler(GetWaitlistEntryQuery)
export class GetWaitlistEntryHandler implements IQueryHandler<GetWaitlistEntryQuery, WaitlistEntryView> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ entryId, viewer }: GetWaitlistEntryQuery): Promise<WaitlistEntryView> {
    const [row] = await findWaitlistEntries(this.pool, [entryId]);
    if (!row) throw notFound(WAITLIST_MESSAGES.entryNotFound);
    if (!runsVenue(actorOf(viewer), row.club_id)) throw forbidden();
    return toEntryView(row);
  }
}
