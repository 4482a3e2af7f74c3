import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { CommissionRulesView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { PG_POOL } from '#platform/database/database.tokens';
import { NO_COMMISSION } from '../domain/commission-rules.decider';
import type { CommissionRules } from '../domain/commission-rules.events';
import { assertManagesVenue } from './venue-access';

/** GET /api/club/{clubId}/commission-rules: the rules as they stand (zeros before any were set). */
export class GetCommissionRulesQuery {
  constructor(
    readonly clubId: string,
    readonly viewer: Pick<AuthenticatedUser, 'role' | 'clubId'>,
  ) {}
}

export async function commissionRulesOf(pool: pg.Pool, clubId: string): Promise<CommissionRules> {
  const { rows } = await pool.query<CommissionRules>(
    'SELECT per_list_guest AS "perListGuest", per_table AS "perTable", spend_percent AS "spendPercent" FROM commission_rules WHERE club_id = $1',
    [clubId],
  );
  return rows[0] ?? NO_COMMISSION;
}

@QueryHandler(GetCommissionRulesQuery)
export class GetCommissionRulesHandler implements IQueryHandler<GetCommissionRulesQuery, CommissionRulesView> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ clubId, viewer }: GetCommissionRulesQuery): Promise<CommissionRulesView> {
    await assertManagesVenue(this.pool, viewer, clubId);
    return { clubId, ...(await commissionRulesOf(this.pool, clubId)) };
  }
}
