import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { WAITLIST_MESSAGES, type WaitlistView } from '@izlazak/contracts';
import { forbidden, notFound } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { actorOf } from '#platform/auth/authenticated-user';
import { runsVenue } from '../../../reservations/domain/table-night';
import { findWaitlistOfNight, toEntryView } from '../waitlist-rows';
import { ListWaitlistQuery } from './list-waitlist.query';

/** The night's waitlist for the venue's manager and staff, and admins. */
@QueryHandler(ListWaitlistQuery)
export class ListWaitlistHandler implements IQueryHandler<ListWaitlistQuery, WaitlistView> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ clubId, night, viewer }: ListWaitlistQuery): Promise<WaitlistView> {
    if (!runsVenue(actorOf(viewer), clubId)) throw forbidden();
    const { rows } = await this.pool.query<{ name: string }>('SELECT name FROM venues WHERE id = $1 AND NOT deleted', [clubId]);
    if (!rows[0]) throw notFound(WAITLIST_MESSAGES.venueNotFound);
    const entries = await findWaitlistOfNight(this.pool, clubId, night);
    return { clubId, club: rows[0].name, night, entries: entries.map(toEntryView) };
  }
}
