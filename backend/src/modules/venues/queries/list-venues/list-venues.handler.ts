import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { Paged, VenueListStatus, VenueView } from '@izlazak/contracts';
import { PG_POOL } from '#platform/database/database.tokens';
import { searchPatterns } from '../../projections/venue-search';
import { forbidden } from '#platform/commands/domain-errors';
import { toVenueView, type Viewer, type VenueRow } from '../venue-rows';
import { pageOf, selectPage } from '#platform/database/paging';
import { ListVenuesQuery } from './list-venues.query';

/** Only an admin may list pending sign-ups; everyone else, an admin on the public pages included, sees approved venues. */
function listedVenues(status: VenueListStatus, viewer: Viewer): string {
  if (status !== 'approved' && viewer?.role !== 'admin') throw forbidden();
  if (status === 'all') return 'NOT deleted';
  return `NOT deleted AND status = '${status}'`;
}

/** The clubs page and the admin's venue list: filters and search in SQL, one page at a time. */
@QueryHandler(ListVenuesQuery)
export class ListVenuesHandler implements IQueryHandler<ListVenuesQuery, Paged<VenueView>> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ filters, viewer }: ListVenuesQuery): Promise<Paged<VenueView>> {
    const params: unknown[] = [];
    const conditions = [listedVenues(filters.status, viewer)];
    const equals = (column: string, value: string | undefined) => {
      if (!value) return;
      params.push(value);
      conditions.push(`${column} = $${params.length}`);
    };
    equals('type', filters.type);
    equals('rang', filters.rang);
    equals('id', filters.clubId);
    equals('city', filters.city);
    for (const pattern of searchPatterns(filters.search ?? '')) {
      params.push(pattern);
      conditions.push(`search_text LIKE $${params.length}`);
    }
    const { rows, total } = await selectPage<VenueRow>(
      this.pool,
      {
        from: `FROM venues WHERE ${conditions.join(' AND ')}`,
        params,
        orderBy: `(status = 'pending') DESC, (rang = 'Premijum') DESC, lower(name), id`,
      },
      filters,
    );
    return pageOf(rows.map(toVenueView), total, filters);
  }
}
