import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#platform/database/database.tokens';
import type { EventNights } from '../../venues/ports/event-nights';

/** Venues' EventNights port: an event's night, from the event listings (a deleted event has none). */
@Injectable()
export class ListedEventNights implements EventNights {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async nightOf(eventId: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ night: string }>("SELECT to_char(night, 'YYYY-MM-DD') AS night FROM event_listings WHERE id = $1 AND NOT deleted", [eventId]);
    return rows[0]?.night ?? null;
  }
}
