import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { MAX_REPORT_NIGHTS, said, type SettlementView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { badRequest } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { settlementRow, type PromoterFigures } from '../domain/settlement';
import { commissionRulesOf } from './commission-rules.queries';
import { assertManagesVenue } from './venue-access';

const DAY_MS = 86_400_000;
const nightsBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** GET /api/club/{clubId}/promoters/settlement: each promoter of the venue over the nights from..to. */
export class GetSettlementQuery {
  constructor(
    readonly clubId: string,
    readonly from: string,
    readonly to: string,
    readonly viewer: Pick<AuthenticatedUser, 'role' | 'clubId'>,
  ) {}
}

/**
 * Names and guests from the venue's list entries through each promoter, tables from their
 * reservations that arrived, with those tables' recorded spend: all by the venue's night. The rules
 * are the ones standing now.
 */
const FIGURES = `
  SELECT pv.promoter_id AS "promoterId", trim(u.first_name || ' ' || u.last_name) AS name,
    coalesce(lists.signed_up, 0)::int AS "signedUp", coalesce(lists.arrived, 0)::int AS "arrivedGuests",
    coalesce(tables.arrived, 0)::int AS tables, coalesce(tables.spend, 0)::int AS spend
  FROM promoter_venues pv
  JOIN users u ON u.id = pv.promoter_id
  LEFT JOIN LATERAL (
    SELECT sum(1 + e.plus_ones) AS signed_up, sum(coalesce(e.arrived_persons, 0)) AS arrived FROM guest_list_entries e
    WHERE e.club_id = pv.club_id AND e.promoter_id = pv.promoter_id AND e.night BETWEEN $2 AND $3
  ) lists ON true
  LEFT JOIN LATERAL (
    SELECT count(*) AS arrived, sum(coalesce((r.spend->>'amount')::numeric, 0)) AS spend FROM reservations r
    WHERE r.club_id = pv.club_id AND NOT r.deleted AND r.status = 'Arrived' AND r.promoter->>'promoterId' = pv.promoter_id AND r.night BETWEEN $2 AND $3
  ) tables ON true
  WHERE pv.club_id = $1
  ORDER BY name, pv.promoter_id`;

@QueryHandler(GetSettlementQuery)
export class GetSettlementHandler implements IQueryHandler<GetSettlementQuery, SettlementView> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ clubId, from, to, viewer }: GetSettlementQuery): Promise<SettlementView> {
    await assertManagesVenue(this.pool, viewer, clubId);
    if (to < from) throw badRequest(said('settlements.range'), 'to');
    if (nightsBetween(from, to) > MAX_REPORT_NIGHTS) throw badRequest(said('settlements.tooLong'), 'to');
    const [rules, { rows }] = await Promise.all([commissionRulesOf(this.pool, clubId), this.pool.query<PromoterFigures>(FIGURES, [clubId, from, to])]);
    return { rows: rows.map((figures) => settlementRow(rules, figures)) };
  }
}
