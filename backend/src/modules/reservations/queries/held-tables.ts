import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { TABLE_HOLDING_STATUSES } from '@izlazak/contracts';
import { PG_POOL } from '#platform/database/database.tokens';
import type { HeldTables } from '../../venues/ports/held-tables';

/** Venues' HeldTables port: the tables a reservation on the lists holds that night (TABLE_HOLDING_STATUSES). */
@Injectable()
export class ReservationsHoldingTables implements HeldTables {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async heldOn(night: string, tableIds: readonly string[]): Promise<ReadonlySet<string>> {
    if (tableIds.length === 0) return new Set();
    const { rows } = await this.pool.query<{ table_id: string }>(
      `SELECT DISTINCT table_id FROM reservations
        WHERE table_id = ANY($1::text[]) AND night = $2::date AND NOT deleted AND status = ANY($3::text[])`,
      [tableIds, night, TABLE_HOLDING_STATUSES],
    );
    return new Set(rows.map((row) => row.table_id));
  }
}
