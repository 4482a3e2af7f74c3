import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { Paged, VenueListStatus, VenueView } from '@izlazak/contracts';
import { PG_POOL } from '../../../../platform/database/database.tokens';
import { searchPatterns } from '../../projections/venue-search';
import { forbidden } from '../../../../platform/commands/domain-errors';
import { paginationData, toVenueView, type Viewer, type VenueRow } from '../venue-rows';
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
    const where = conditions.join(' AND ');

    const { rows: counted } = await this.pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM venues WHERE ${where}`, params);
    const { rows } = await this.pool.query<VenueRow>(
      `SELECT * FROM venues WHERE ${where}
       ORDER BY (status = 'pending') DESC, (rang = 'Premijum') DESC, lower(name), id
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, filters.size, (filters.page - 1) * filters.size],
    );
    return { data: rows.map(toVenueView), paginationData: paginationData(filters.page, filters.size, counted[0].total) };
  }
}
