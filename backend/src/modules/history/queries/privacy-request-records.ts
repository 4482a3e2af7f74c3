import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#platform/database/database.tokens';
import type { PrivacyRequestRecords } from '../../privacy/ports/privacy-request-records';

/** Privacy's PrivacyRequestRecords port: the privacy requests the history shows for an address. */
@Injectable()
export class HistoryPrivacyRequests implements PrivacyRequestRecords {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async ofAddress(address: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT entity_id AS id FROM history_entities WHERE entity_type = 'privacy-request' AND lower(fields->'email'->>'value') = $1 ORDER BY 1`,
      [address],
    );
    return rows.map((row) => row.id);
  }
}
