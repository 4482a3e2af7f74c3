import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { notFound } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { EVENT_NOT_FOUND } from '../../domain/nightlife-event.decider';
import { GetEventCalendarQuery } from './event-calendar.query';
import type { CalendarEvent } from './event-ics';

interface CalendarRow {
  id: string;
  club_id: string;
  title: string;
  description: string;
  starts_at: Date;
  ends_at: Date | null;
  ticket_price: string;
  revision: string;
  updated_at: Date;
  deleted: boolean;
  club: string;
  location: string;
  approved: boolean;
  venue_deleted: boolean;
  venue_updated_at: Date;
}

/**
 * The event a calendar file describes. A calendar that imported it learns of every change: the
 * file's SEQUENCE is the event's revision and LAST-MODIFIED its last change; once the event or its
 * venue is deleted the file still answers, as cancelled (one more revision when the venue went).
 * An event nobody may see (unknown, or of a venue awaiting approval, but to its manager and
 * admins) is not found.
 */
@QueryHandler(GetEventCalendarQuery)
export class GetEventCalendarHandler implements IQueryHandler<GetEventCalendarQuery, CalendarEvent> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ eventId, viewer }: GetEventCalendarQuery): Promise<CalendarEvent> {
    const { rows } = await this.pool.query<CalendarRow>(
      `SELECT e.id, e.club_id, e.title, e.description, e.starts_at, e.ends_at, e.ticket_price, e.revision, e.updated_at, e.deleted,
         v.name AS club, v.location, v.status = 'approved' AS approved, v.deleted AS venue_deleted, v.updated_at AS venue_updated_at
       FROM event_listings e JOIN venues v ON v.id = e.club_id WHERE e.id = $1`,
      [eventId],
    );
    const row = rows[0];
    const mayPreview = viewer?.role === 'admin' || (viewer?.role === 'manager' && viewer.clubId === row?.club_id);
    if (!row || (!row.approved && !mayPreview)) throw notFound(EVENT_NOT_FOUND);
    const venueGone = row.venue_deleted && !row.deleted;
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      club: row.club,
      location: row.location,
      ticketPrice: row.ticket_price,
      sequence: Number(row.revision) + (venueGone ? 1 : 0),
      lastModified: venueGone && row.venue_updated_at > row.updated_at ? row.venue_updated_at : row.updated_at,
      cancelled: row.deleted || row.venue_deleted,
    };
  }
}
