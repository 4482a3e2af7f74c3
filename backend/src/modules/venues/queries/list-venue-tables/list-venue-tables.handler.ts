import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { Paged, VenueTablesQuery, VenueTableView } from '@izlazak/contracts';
import { notFound } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { VENUE_NOT_FOUND } from '../../domain/venue-access';
import { versionOf, visibleVenues } from '../venue-rows';
import { pageOf, selectPage } from '#platform/database/paging';
import { GetVenueTableQuery, ListVenueTablesQuery } from './list-venue-tables.query';
import { TABLE_NOT_FOUND } from '../../domain/table.decider';

interface TableRow {
  id: string;
  club_id: string;
  name: string;
  max_persons: string;
  area: string;
  stream_revision: string | null;
}

/** The tables of a venue the viewer may see, in the order they were added. */
@QueryHandler(ListVenueTablesQuery)
export class ListVenueTablesHandler implements IQueryHandler<ListVenueTablesQuery, Paged<VenueTableView>> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ clubId, paging, viewer }: ListVenueTablesQuery): Promise<Paged<VenueTableView>> {
    const params: unknown[] = [clubId];
    const { rowCount } = await this.pool.query(`SELECT 1 FROM venues WHERE id = $1 AND ${visibleVenues(viewer, params)}`, params);
    if (!rowCount) throw notFound(VENUE_NOT_FOUND);
    const night = await this.nightAskedFor(paging);
    const { rows, total } = await selectPage<TableRow & { free?: boolean }>(this.pool, {
      columns: `id, club_id, name, max_persons, area, stream_revision${night ? `, ${TABLE_IS_FREE} AS free` : ''}`,
      // The night is a parameter of the page's query only; the count must still accept it.
      from: `FROM venue_tables WHERE club_id = $1 AND NOT removed${night ? ' AND $2::date IS NOT NULL' : ''}`,
      params: night ? [clubId, night] : [clubId],
      orderBy: 'created_at, id',
    }, paging);
    return pageOf(rows.map((row) => ({ ...toTableView(row), ...(night ? { free: row.free } : {}) })), total, paging);
  }

  /** The night whose free tables are asked for: an event's night wins over a date. */
  private async nightAskedFor({ date, eventId }: VenueTablesQuery): Promise<string | null> {
    if (eventId) {
      const { rows } = await this.pool.query<{ night: string }>(
        "SELECT to_char(night, 'YYYY-MM-DD') AS night FROM event_listings WHERE id = $1 AND NOT deleted",
        [eventId],
      );
      if (rows[0]) return rows[0].night;
    }
    return date ?? null;
  }
}

/** No pending or confirmed reservation holds the table that night (the reservations read model's rows). */
const TABLE_IS_FREE = `NOT EXISTS (SELECT 1 FROM reservations r WHERE r.table_id = venue_tables.id AND r.night = $2::date
  AND NOT r.deleted AND r.status IN ('Pending', 'Complete', 'Arrived', 'AwaitingPayment'))`;

@QueryHandler(GetVenueTableQuery)
export class GetVenueTableHandler implements IQueryHandler<GetVenueTableQuery, VenueTableView> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ tableId }: GetVenueTableQuery): Promise<VenueTableView> {
    const { rows } = await this.pool.query<TableRow>(
      'SELECT id, club_id, name, max_persons, area, stream_revision FROM venue_tables WHERE id = $1 AND NOT removed',
      [tableId],
    );
    if (!rows[0]) throw notFound(TABLE_NOT_FOUND);
    return toTableView(rows[0]);
  }
}

function toTableView(row: TableRow): VenueTableView {
  return { _id: row.id, name: row.name, maxPersons: row.max_persons, area: row.area, clubId: row.club_id, version: versionOf(row.stream_revision) };
}
