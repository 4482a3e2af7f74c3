import type pg from 'pg';
import { said } from '@izlazak/contracts';
import { forbidden, notFound } from '#platform/commands/domain-errors';
import { mayManage } from '../commands/set-commission-rules/set-commission-rules.handler';

/** Only the venue's manager or an admin reads its commissions; another venue's manager learns nothing of it. */
export async function assertManagesVenue(pool: pg.Pool, viewer: { role: string; clubId?: string | null }, clubId: string): Promise<void> {
  if (viewer.role !== 'admin' && !mayManage(viewer, clubId)) throw forbidden(said('settlements.notYourVenue'));
  const { rowCount } = await pool.query('SELECT 1 FROM venues WHERE id = $1 AND NOT deleted', [clubId]);
  if (!rowCount) throw notFound(said('settlements.venueNotFound'));
}
