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
import { EVENT_NIGHTS, type EventNights } from '../../ports/event-nights';
import { HELD_TABLES, type HeldTables } from '../../ports/held-tables';

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
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(HELD_TABLES) private readonly heldTables: HeldTables,
    @Inject(EVENT_NIGHTS) private readonly eventNights: EventNights,
  ) {}

  async execute({ clubId, paging, viewer }: ListVenueTablesQuery): Promise<Paged<VenueTableView>> {
    const params: unknown[] = [clubId];
    const { rowCount } = await this.pool.query(`SELECT 1 FROM venues WHERE id = $1 AND ${visibleVenues(viewer, params)}`, params);
    if (!rowCount) throw notFound(VENUE_NOT_FOUND);
    const night = await this.nightAskedFor(paging);
    const { rows, total } = await selectPage<TableRow>(
      this.pool,
      {
        columns: 'id, club_id, name, max_persons, area, stream_revision',
        from: 'FROM venue_tables WHERE club_id = $1 AND NOT removed',
        params: [clubId],
        orderBy: 'created_at, id',
      },
      paging,
    );
    if (!night) return pageOf(rows.map(toTableView), total, paging);
    const held = await this.heldTables.heldOn(
      night,
      rows.map((row) => row.id),
    );
    return pageOf(
      rows.map((row) => ({ ...toTableView(row), free: !held.has(row.id) })),
      total,
      paging,
    );
  }

  /** The night whose free tables are asked for: an event's night wins over a date. */
  private async nightAskedFor({ date, eventId }: VenueTablesQuery): Promise<string | null> {
    const eventNight = eventId ? await this.eventNights.nightOf(eventId) : null;
    return eventNight ?? date ?? null;
  }
}

@QueryHandler(GetVenueTableQuery)
export class GetVenueTableHandler implements IQueryHandler<GetVenueTableQuery, VenueTableView> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ tableId }: GetVenueTableQuery): Promise<VenueTableView> {
    const { rows } = await this.pool.query<TableRow>('SELECT id, club_id, name, max_persons, area, stream_revision FROM venue_tables WHERE id = $1 AND NOT removed', [tableId]);
    if (!rows[0]) throw notFound(TABLE_NOT_FOUND);
    return toTableView(rows[0]);
  }
}

function toTableView(row: TableRow): VenueTableView {
  return { _id: row.id, name: row.name, maxPersons: row.max_persons, area: row.area, clubId: row.club_id, version: versionOf(row.stream_revision) };
}
