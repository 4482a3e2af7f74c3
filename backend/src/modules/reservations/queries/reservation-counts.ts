import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#platform/database/database.tokens';
import type { ReservationCounts } from '../../identity/ports/reservation-counts';

/** Identity's ReservationCounts port: a user's reservations that are still on the lists (not deleted). */
@Injectable()
export class ReservationsOnTheLists implements ReservationCounts {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async ofUsers(userIds: readonly string[]): Promise<ReadonlyMap<string, number>> {
    if (userIds.length === 0) return new Map();
    const { rows } = await this.pool.query<{ user_id: string; count: number }>(
      'SELECT user_id, count(*)::int AS count FROM reservations WHERE user_id = ANY($1) AND NOT deleted GROUP BY user_id',
      [userIds],
    );
    return new Map(rows.map((row) => [row.user_id, row.count]));
  }
}
