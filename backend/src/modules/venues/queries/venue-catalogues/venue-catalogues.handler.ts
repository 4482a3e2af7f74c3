import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { VENUE_TYPES, type VenueListItem } from '@izlazak/contracts';
import { PG_POOL } from '#platform/database/database.tokens';
import { visibleVenues } from '../venue-rows';
import { ListVenueNamesQuery, ListVenueTypesInUseQuery } from './venue-catalogues.query';

@QueryHandler(ListVenueTypesInUseQuery)
export class ListVenueTypesInUseHandler implements IQueryHandler<ListVenueTypesInUseQuery, string[]> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute(): Promise<string[]> {
    const { rows } = await this.pool.query<{ type: string }>(`SELECT DISTINCT type FROM venues WHERE ${visibleVenues(null, [])}`);
    const inUse = new Set(rows.map((row) => row.type));
    return VENUE_TYPES.filter((type) => inUse.has(type));
  }
}

@QueryHandler(ListVenueNamesQuery)
export class ListVenueNamesHandler implements IQueryHandler<ListVenueNamesQuery, VenueListItem[]> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ type }: ListVenueNamesQuery): Promise<VenueListItem[]> {
    const params: unknown[] = [];
    let where = visibleVenues(null, params);
    if (type) {
      params.push(type);
      where += ` AND type = $${params.length}`;
    }
    const { rows } = await this.pool.query<{ id: string; name: string }>(`SELECT id, name FROM venues WHERE ${where} ORDER BY lower(name), id`, params);
    return rows.map((row) => ({ _id: row.id, name: row.name }));
  }
}
