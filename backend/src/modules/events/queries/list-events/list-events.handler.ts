import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { EventList } from '@izlazak/contracts';
import { DomainError, forbidden } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { searchPatterns } from '../../../venues/projections/venue-search';
import { addDays, nextWeekNights, tonight } from '../../domain/venue-night';
import { EVENT_COLUMNS, EVENT_FROM, NightClock, toEventView, visibleEvents, type EventRow, type Viewer } from '../event-rows';
import { ListEventsQuery } from './list-events.query';

/**
 * The public lists (home tabs, next week, /events, a venue's events) show the nights from tonight on;
 * the dashboard (`all`) shows its venue's past events too. Every filter is SQL on the night columns.
 */
@QueryHandler(ListEventsQuery)
export class ListEventsHandler implements IQueryHandler<ListEventsQuery, EventList> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: NightClock,
  ) {}

  async execute({ filters, viewer }: ListEventsQuery): Promise<EventList> {
    const now = this.clock.now();
    const current = tonight(now);
    const params: unknown[] = [];
    const conditions = [visibleEvents(viewer, params)];
    const where = (sql: (placeholder: string) => string, value: unknown) => {
      params.push(value);
      conditions.push(sql(`$${params.length}`));
    };

    if (filters.all) {
      const own = dashboardVenue(viewer);
      if (own) where((p) => `e.club_id = ${p}`, own);
    } else {
      where((p) => `e.night >= ${p}::date`, current);
    }
    if (filters.clubId) where((p) => `e.club_id = ${p}`, filters.clubId);
    if (filters.type) where((p) => `e.type = ${p}`, filters.type);
    if (filters.date) where((p) => `e.night = ${p}::date`, filters.date);
    if (filters.eventFromDate) where((p) => `e.night >= ${p}::date`, filters.eventFromDate);
    if (filters.dayOfTheWeek !== undefined) {
      where((p) => `e.weekday = ${p}`, filters.dayOfTheWeek);
      // A weekday tab is that day of the coming week: the first such night from tonight on.
      if (!filters.all) where((p) => `e.night <= ${p}::date`, addDays(current, 6));
    }
    if (filters.nextWeek) {
      const { from, to } = nextWeekNights(now);
      where((p) => `e.night >= ${p}::date`, from);
      where((p) => `e.night <= ${p}::date`, to);
    }
    for (const pattern of searchPatterns(filters.title ?? '')) where((p) => `e.search_text LIKE ${p}`, pattern);

    const condition = conditions.join(' AND ');
    // Priority features events across venues (home tabs, /events); a venue's own list reads by date.
    const order = filters.clubId ? 'e.starts_at, e.id' : 'e.priority DESC, e.starts_at, e.id';
    const { rows: counted } = await this.pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${EVENT_FROM} WHERE ${condition}`, params);
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM ${EVENT_FROM} WHERE ${condition}
       ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, filters.size, (filters.page - 1) * filters.size],
    );
    const total = counted[0].total;
    return {
      data: rows.map((row) => toEventView(row, now)),
      pagination: { page: filters.page, size: filters.size, total_records: total, total_pages: Math.ceil(total / filters.size) },
    };
  }
}

/** The dashboard's list: a manager sees their own venue's events, an admin every venue's. */
function dashboardVenue(viewer: Viewer): string | null {
  if (viewer?.role === 'admin') return null;
  if (viewer?.role === 'manager' && viewer.clubId) return viewer.clubId;
  if (!viewer) throw new DomainError(401, 'errors.401');
  throw forbidden();
}
