import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { EventView } from '@izlazak/contracts';
import { notFound } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { EVENT_NOT_FOUND } from '../../domain/nightlife-event.decider';
import { EVENT_COLUMNS, EVENT_FROM, NightClock, toEventView, visibleEvents, type EventRow } from '../event-rows';
import { GetEventQuery } from './get-event.query';

/** One event by its id, past ones too (a shared link keeps working); one the viewer may not see is not found. */
@QueryHandler(GetEventQuery)
export class GetEventHandler implements IQueryHandler<GetEventQuery, EventView> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: NightClock,
  ) {}

  async execute({ eventId, viewer }: GetEventQuery): Promise<EventView> {
    const params: unknown[] = [eventId];
    const { rows } = await this.pool.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM ${EVENT_FROM} WHERE e.id = $1 AND ${visibleEvents(viewer, params)}`, params);
    if (!rows[0]) throw notFound(EVENT_NOT_FOUND);
    return toEventView(rows[0], this.clock.now());
  }
}
