import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { VenueView } from '@izlazak/contracts';
import { notFound } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { VENUE_NOT_FOUND } from '../../domain/venue-access';
import { toVenueView, visibleVenues, type VenueRow } from '../venue-rows';
import { GetVenueQuery } from './get-venue.query';

/** One venue as its pages show it; a venue the viewer may not see is simply not found. */
@QueryHandler(GetVenueQuery)
export class GetVenueHandler implements IQueryHandler<GetVenueQuery, VenueView> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ clubId, viewer }: GetVenueQuery): Promise<VenueView> {
    const params: unknown[] = [clubId];
    const { rows } = await this.pool.query<VenueRow>(`SELECT * FROM venues WHERE id = $1 AND ${visibleVenues(viewer, params)}`, params);
    if (!rows[0]) throw notFound(VENUE_NOT_FOUND);
    return toVenueView(rows[0]);
  }
}
