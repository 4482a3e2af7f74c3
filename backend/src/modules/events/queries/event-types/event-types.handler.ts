import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#platform/database/database.tokens';
import { tonight } from '../../domain/venue-night';
import { EVENT_FROM, NightClock, visibleEvents } from '../event-rows';
import { ListEventTypesQuery } from './event-types.query';

@QueryHandler(ListEventTypesQuery)
export class ListEventTypesHandler implements IQueryHandler<ListEventTypesQuery, string[]> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: NightClock,
  ) {}

  async execute({ clubId, viewer }: ListEventTypesQuery): Promise<string[]> {
    const params: unknown[] = [tonight(this.clock.now())];
    const conditions = ['e.night >= $1::date', visibleEvents(viewer, params)];
    if (clubId) {
      params.push(clubId);
      conditions.push(`e.club_id = $${params.length}`);
    }
    const { rows } = await this.pool.query<{ type: string }>(`SELECT DISTINCT e.type FROM ${EVENT_FROM} WHERE ${conditions.join(' AND ')} ORDER BY e.type`, params);
    return rows.map((row) => row.type);
  }
}
