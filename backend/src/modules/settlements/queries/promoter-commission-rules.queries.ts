import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { PromoterCommissionRulesListView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { PG_POOL } from '#platform/database/database.tokens';
import { assertManagesVenue } from './venue-access';

/** GET /api/club/{clubId}/promoters/commission-rules: each promoter of the venue with their own rules (null: the venue's) and leader, as they stand. */
export class GetPromoterCommissionRulesQuery {
  constructor(
    readonly clubId: string,
    readonly viewer: Pick<AuthenticatedUser, 'role' | 'clubId'>,
    /** Only this promoter's row (the answer of setting their rules). */
    readonly promoterId?: string,
  ) {}
}

@QueryHandler(GetPromoterCommissionRulesQuery)
export class GetPromoterCommissionRulesHandler implements IQueryHandler<GetPromoterCommissionRulesQuery, PromoterCommissionRulesListView> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ clubId, viewer, promoterId }: GetPromoterCommissionRulesQuery): Promise<PromoterCommissionRulesListView> {
    await assertManagesVenue(this.pool, viewer, clubId);
    const { rows } = await this.pool.query(
      `SELECT pv.promoter_id AS "promoterId", trim(u.first_name || ' ' || u.last_name) AS name,
         c.per_list_guest AS "perListGuest", c.per_table AS "perTable", c.spend_percent AS "spendPercent",
         c.leader_id AS "leaderId", c.leader_share_percent AS "leaderSharePercent"
       FROM promoter_venues pv JOIN users u ON u.id = pv.promoter_id
       LEFT JOIN LATERAL (
         SELECT * FROM commission_rule_changes c WHERE c.club_id = pv.club_id AND c.promoter_id = pv.promoter_id ORDER BY c.set_at DESC, c.event_id DESC LIMIT 1
       ) c ON true
       WHERE pv.club_id = $1 AND ($2::text IS NULL OR pv.promoter_id = $2)
       ORDER BY name, pv.promoter_id`,
      [clubId, promoterId ?? null],
    );
    return {
      rows: rows.map((row: Record<string, unknown>) => ({
        promoterId: row.promoterId as string,
        name: row.name as string,
        perListGuest: (row.perListGuest as number | null) ?? null,
        perTable: (row.perTable as number | null) ?? null,
        spendPercent: (row.spendPercent as number | null) ?? null,
        leaderId: (row.leaderId as string | null) ?? null,
        leaderSharePercent: (row.leaderSharePercent as number | null) ?? null,
      })),
    };
  }
}
