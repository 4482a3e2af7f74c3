import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { Paged, VenueTableView } from '@izlazak/contracts';
import { notFound } from '../../../../platform/commands/domain-errors';
import { PG_POOL } from '../../../../platform/database/database.tokens';
import { VENUE_NOT_FOUND } from '../../domain/venue-access';
import { paginationData, visibleVenues } from '../venue-rows';
import { GetVenueTableQuery, ListVenueTablesQuery } from './list-venue-tables.query';
import { TABLE_NOT_FOUND } from '../../domain/table.decider';

interface TableRow {
  id: string;
  club_id: string;
  name: string;
  max_persons: string;
  area: string;
}

/** The tables of a venue the viewer may see, in the order they were added. */
@QueryHandler(ListVenueTablesQuery)
export class ListVenueTablesHandler implements IQueryHandler<ListVenueTablesQuery, Paged<VenueTableView>> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ clubId, paging, viewer }: ListVenueTablesQuery): Promise<Paged<VenueTableView>> {
    const params: unknown[] = [clubId];
    const { rowCount } = await this.pool.query(`SELECT 1 FROM venues WHERE id = $1 AND ${visibleVenues(viewer, params)}`, params);
    if (!rowCount) throw notFound(VENUE_NOT_FOUND);
    const { rows: counted } = await this.pool.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM venue_tables WHERE club_id = $1 AND NOT removed',
      [clubId],
    );
    const { rows } = await this.pool.query<TableRow>(
      `SELECT id, club_id, name, max_persons, area FROM venue_tables WHERE club_id = $1 AND NOT removed
       ORDER BY created_at, id LIMIT $2 OFFSET $3`,
      [clubId, paging.size, (paging.page - 1) * paging.size],
    );
    return {
      data: rows.map(toTableView),
      paginationData: paginationData(paging.page, paging.size, counted[0].total),
    };
  }
}

@QueryHandler(GetVenueTableQuery)
export class GetVenueTableHandler implements IQueryHandler<GetVenueTableQuery, VenueTableView> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ tableId }: GetVenueTableQuery): Promise<VenueTableView> {
    const { rows } = await this.pool.query<TableRow>(
      'SELECT id, club_id, name, max_persons, area FROM venue_tables WHERE id = $1 AND NOT removed',
      [tableId],
    );
    if (!rows[0]) throw notFound(TABLE_NOT_FOUND);
    return toTableView(rows[0]);
  }
}

function toTableView(row: TableRow): VenueTableView {
  return { _id: row.id, name: row.name, maxPersons: row.max_persons, area: row.area, clubId: row.club_id };
}
