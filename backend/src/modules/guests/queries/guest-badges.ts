import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { GuestBadge } from '@izlazak/contracts';
import { PG_POOL } from '#platform/database/database.tokens';
import type { GuestBadges } from '../../reservations/ports/guest-badges';

/** Reservations' GuestBadges port: the profile each reservation counts for (a merged one's too), its tags, visits and note. */
@Injectable()
export class GuestBookBadges implements GuestBadges {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async ofReservations(reservationIds: string[]): Promise<Map<string, GuestBadge>> {
    const { rows } = await this.pool.query<{ reservation_id: string; guest_id: string; tags: string[]; note: string; visits: number }>(
      // One grouped count for all the listed guests (a count per row made the planner scan every visit per row).
      `WITH asked AS (
         SELECT v.reservation_id, COALESCE(p.merged_into, p.id) AS root
         FROM guest_visits v JOIN guest_profiles p ON p.id = v.guest_id WHERE v.reservation_id = ANY($1)),
       members AS (
         SELECT id AS member, id AS root FROM guest_profiles WHERE id IN (SELECT root FROM asked)
         UNION ALL
         SELECT id, merged_into FROM guest_profiles WHERE merged_into IN (SELECT root FROM asked)),
       arrivals AS (
         SELECT m.root, count(*)::int AS visits
         FROM members m JOIN guest_visits v ON v.guest_id = m.member AND v.status = 'Arrived' AND NOT v.deleted
         GROUP BY m.root)
       SELECT a.reservation_id, r.id AS guest_id, r.tags, r.note, COALESCE(arrivals.visits, 0) AS visits
       FROM asked a JOIN guest_profiles r ON r.id = a.root LEFT JOIN arrivals ON arrivals.root = r.id`,
      [reservationIds],
    );
    return new Map(rows.map((row) => [row.reservation_id, { guestId: row.guest_id, tags: row.tags, visits: row.visits, note: row.note }]));
  }
}
