import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#platform/database/database.tokens';
import type { TableOfferHold, TableOfferHolds } from '../../../reservations/ports/table-offer-holds';

/** Reservations' TableOfferHolds port: the night's offers still open and not yet run out, from the waitlist's read model. */
@Injectable()
export class OpenOfferHolds implements TableOfferHolds {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async ofNight(clubId: string, night: string, now: Date): Promise<TableOfferHold[]> {
    const { rows } = await this.pool.query<{ table_id: string; table_name: string; until: Date }>(
      `SELECT table_id, table_name, until FROM waitlist_offers
        WHERE club_id = $1 AND night = $2::date AND state = 'open' AND until > $3
        ORDER BY until, table_name`,
      [clubId, night, now],
    );
    return rows.map((row) => ({ tableId: row.table_id, tableName: row.table_name, until: row.until.toISOString() }));
  }
}
