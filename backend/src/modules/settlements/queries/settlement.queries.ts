import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { MAX_REPORT_NIGHTS, said, type SettlementView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { badRequest } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { RulesTimeline, settlementRows, type NightFigures, type PaidSettlement, type RulesChange } from '../domain/settlement';
import type { PaidFigures } from '../domain/settlement-payment.decider';
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

/** Per promoter and night: names and guests from the venue's list entries through them, their tables that arrived with the recorded spend. */
const NIGHT_FIGURES = `
  SELECT promoter_id AS "promoterId", to_char(night, 'YYYY-MM-DD') AS night, sum(signed_up)::int AS "signedUp", sum(arrived)::int AS "arrivedGuests",
    sum(tables)::int AS tables, round(sum(spend))::int AS spend
  FROM (
    SELECT e.promoter_id, e.night, 1 + e.plus_ones AS signed_up, coalesce(e.arrived_persons, 0) AS arrived, 0 AS tables, 0::numeric AS spend
    FROM guest_list_entries e WHERE e.club_id = $1 AND e.promoter_id IS NOT NULL AND e.night BETWEEN $2 AND $3
    UNION ALL
    SELECT r.promoter->>'promoterId', r.night, 0, 0, 1, coalesce((r.spend->>'amount')::numeric, 0)
    FROM reservations r WHERE r.club_id = $1 AND NOT r.deleted AND r.status = 'Arrived' AND r.promoter->>'promoterId' IS NOT NULL AND r.night BETWEEN $2 AND $3
  ) figures
  GROUP BY promoter_id, night`;

const PROMOTERS = `
  SELECT pv.promoter_id AS "promoterId", trim(u.first_name || ' ' || u.last_name) AS name
  FROM promoter_venues pv JOIN users u ON u.id = pv.promoter_id WHERE pv.club_id = $1 ORDER BY name, pv.promoter_id`;

export async function rulesTimelineOf(pool: pg.Pool | pg.PoolClient, clubId: string): Promise<RulesTimeline> {
  const { rows } = await pool.query<{
    promoterId: string;
    setAt: Date;
    perListGuest: number | null;
    perTable: number | null;
    spendPercent: number | null;
    leaderId: string | null;
    leaderSharePercent: number | null;
  }>(
    `SELECT promoter_id AS "promoterId", set_at AS "setAt", per_list_guest AS "perListGuest", per_table AS "perTable", spend_percent AS "spendPercent",
       leader_id AS "leaderId", leader_share_percent AS "leaderSharePercent"
     FROM commission_rule_changes WHERE club_id = $1 ORDER BY set_at, event_id`,
    [clubId],
  );
  const changes = rows.map(({ promoterId, setAt, perListGuest, perTable, spendPercent, leaderId, leaderSharePercent }): RulesChange => {
    const at = setAt.toISOString();
    return promoterId === ''
      ? { promoterId: null, setAt: at, rules: { perListGuest: perListGuest ?? 0, perTable: perTable ?? 0, spendPercent: spendPercent ?? 0 } }
      : { promoterId, setAt: at, rules: { perListGuest, perTable, spendPercent, leaderId, leaderSharePercent } };
  });
  return new RulesTimeline(changes);
}

async function paidSettlementsOf(pool: pg.Pool, clubId: string, to: string): Promise<PaidSettlement[]> {
  const { rows } = await pool.query<{ promoterId: string; from: string; to: string; paidAt: Date; paidById: string; paidByName: string | null; figures: PaidFigures }>(
    `SELECT p.promoter_id AS "promoterId", to_char(p.from_night, 'YYYY-MM-DD') AS "from", to_char(p.to_night, 'YYYY-MM-DD') AS "to", p.paid_at AS "paidAt",
       p.paid_by AS "paidById", trim(u.first_name || ' ' || u.last_name) AS "paidByName", p.figures
     FROM settlement_payments p LEFT JOIN users u ON u.id = p.paid_by WHERE p.club_id = $1 AND p.from_night <= $2 ORDER BY p.from_night`,
    [clubId, to],
  );
  return rows.map(({ promoterId, from, to: end, paidAt, paidById, paidByName, figures }) => ({
    ...figures,
    promoterId,
    from,
    to: end,
    paidAt: paidAt.toISOString(),
    paidBy: { _id: paidById, name: paidByName ?? '' },
  }));
}

/** The settlement of the nights from..to, from the read models: the figures, the rules of each night and the payments made. */
export async function settlementOf(pool: pg.Pool, clubId: string, from: string, to: string): Promise<SettlementView> {
  const [promoters, rules, paid] = await Promise.all([
    pool.query<{ promoterId: string; name: string }>(PROMOTERS, [clubId]),
    rulesTimelineOf(pool, clubId),
    paidSettlementsOf(pool, clubId, to),
  ]);
  // The nights of earlier paid settlements are counted again for their corrections.
  const since = paid.reduce((earliest, each) => (each.from < earliest ? each.from : earliest), from);
  const figures = await pool.query<NightFigures>(NIGHT_FIGURES, [clubId, since, to]);
  return { rows: settlementRows({ promoters: promoters.rows, from, to, figures: figures.rows, rules, paid }) };
}

export function checkSettlementRange(from: string, to: string): void {
  if (to < from) throw badRequest(said('settlements.range'), 'to');
  if (nightsBetween(from, to) > MAX_REPORT_NIGHTS) throw badRequest(said('settlements.tooLong'), 'to');
}

@QueryHandler(GetSettlementQuery)
export class GetSettlementHandler implements IQueryHandler<GetSettlementQuery, SettlementView> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ clubId, from, to, viewer }: GetSettlementQuery): Promise<SettlementView> {
    await assertManagesVenue(this.pool, viewer, clubId);
    checkSettlementRange(from, to);
    return settlementOf(this.pool, clubId, from, to);
  }
}
