import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { DoorInsideView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { PG_POOL } from '#platform/database/database.tokens';
import { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../../events/domain/venue-night';
import { doorVenueOf } from './door-tickets.handler';

/** GET /api/door/inside: 'Unutra: 412', the guests in tonight (docs/door.md). */
export class DoorInsideQuery {
  constructor(
    readonly viewer: AuthenticatedUser,
    readonly clubId: string | undefined,
  ) {}
}

/**
 * Guests inside tonight, as the read models count them: the persons of reservations that arrived,
 * the persons let in on the guest lists, and the tickets admitted (a passed-on ticket counts once, as
 * the friend's; a double entry is not a second guest).
 */
@QueryHandler(DoorInsideQuery)
export class DoorInsideHandler implements IQueryHandler<DoorInsideQuery, DoorInsideView> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: NightClock,
  ) {}

  async execute({ viewer, clubId: asked }: DoorInsideQuery): Promise<DoorInsideView> {
    const clubId = doorVenueOf(viewer, asked);
    const now = this.clock.now();
    const night = tonight(now);
    const { rows } = await this.pool.query<{ reservations: number; lists: number; tickets: number }>(
      `SELECT
         (SELECT coalesce(sum((arrival->>'persons')::int), 0) FROM reservations WHERE club_id = $1 AND night = $2::date AND NOT deleted AND status = 'Arrived')::int AS reservations,
         (SELECT coalesce(sum(e.arrived_persons), 0) FROM guest_list_entries e JOIN guest_lists l ON l.id = e.list_id WHERE l.club_id = $1 AND l.night = $2::date)::int AS lists,
         (SELECT count(*) FROM tickets WHERE club_id = $1 AND night = $2::date AND transferred_to IS NULL AND admitted_at IS NOT NULL)::int AS tickets`,
      [clubId, night],
    );
    const { reservations, lists, tickets } = rows[0];
    return { clubId, night, asOf: now.toISOString(), inside: reservations + lists + tickets, reservations, lists, tickets };
  }
}
