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
      `WITH asked AS (
         SELECT v.reservation_id, COALESCE(p.merged_into, p.id) AS root
         FROM guest_visits v JOIN guest_profiles p ON p.id = v.guest_id WHERE v.reservation_id = ANY($1))
       SELECT a.reservation_id, r.id AS guest_id, r.tags, r.note,
         (SELECT count(*)::int FROM guest_profiles m JOIN guest_visits v ON v.guest_id = m.id
          WHERE (m.id = r.id OR m.merged_into = r.id) AND v.status = 'Arrived' AND NOT v.deleted) AS visits
       FROM asked a JOIN guest_profiles r ON r.id = a.root`,
      [reservationIds],
    );
    return new Map(rows.map((row) => [row.reservation_id, { guestId: row.guest_id, tags: row.tags, visits: row.visits, note: row.note }]));
  }
}
