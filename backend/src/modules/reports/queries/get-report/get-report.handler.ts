import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { BUSINESS_TIME_ZONE, MAX_REPORT_NIGHTS, REPORT_MESSAGES, type CountAndAmount, type ReportView } from '@izlazak/contracts';
import { PG_POOL } from '#platform/database/database.tokens';
import { badRequest, forbidden } from '#platform/commands/domain-errors';
import { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../../events/domain/venue-night';
import { ENDED_BEFORE_THE_NIGHT, NO_ZONE, reportOf, type ListNightRow, type ReportGroup, type TableName, type TicketTierNightRow } from '../../domain/report';
import { GetReportQuery } from './get-report.query';

const DAY_MS = 86_400_000;
const nightsBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** Managers read their own venue's reports; admins any venue's, or every venue's together. */
function venueOfReport({ filters, viewer }: GetReportQuery): string | null {
  if (viewer.role === 'admin') return filters.clubId ?? null;
  if (viewer.role !== 'manager' || !viewer.clubId || (filters.clubId && filters.clubId !== viewer.clubId)) throw forbidden(REPORT_MESSAGES.otherVenue);
  return viewer.clubId;
}

@QueryHandler(GetReportQuery)
export class GetReportHandler implements IQueryHandler<GetReportQuery, ReportView> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: NightClock,
  ) {}

  async execute(query: GetReportQuery): Promise<ReportView> {
    const clubId = venueOfReport(query);
    const from = query.filters.from;
    const to = query.filters.to ?? from;
    if (to < from) throw badRequest(REPORT_MESSAGES.range, 'to');
    if (nightsBetween(from, to) > MAX_REPORT_NIGHTS) throw badRequest(REPORT_MESSAGES.tooLong, 'to');
    const now = this.clock.now();
    const [groups, tables, overpaid, lists, tiers] = await Promise.all([
      this.groups(clubId, from, to),
      this.tableNames(clubId, from, to),
      this.overpaid(clubId, from, to),
      this.lists(clubId, from, to),
      this.tickets(clubId, from, to, now),
    ]);
    return reportOf({ groups, tables }, { clubId, from, to }, overpaid, lists, { tiers, tonight: tonight(now) });
  }

  /**
   * Each ticket tier of the nights, as the tickets' read model counts it (the tickets module sits
   * below): held or paid at `now`, paid, its revenue, admitted (a passed-on ticket counts once, as the
   * friend's), double entries. A ticket refunded or cancelled alone is back on sale: neither held nor paid.
   * A tier taken off sale shows while it has tickets.
   */
  private async tickets(clubId: string | null, from: string, to: string, now: Date): Promise<TicketTierNightRow[]> {
    const { rows } = await this.pool.query<TicketTierNightRow & { onSale: boolean }>(
      `SELECT to_char(tt.night, 'YYYY-MM-DD') AS night, coalesce(e.title, '') AS "eventTitle", tt.name AS "tierName", tt.on_sale AS "onSale",
         coalesce((SELECT sum(o.quantity - o.voided) FROM ticket_orders o
                    WHERE o.tier_id = tt.id AND (o.status = 'Paid' OR (o.status = 'AwaitingPayment' AND o.due_at > $4))), 0)::int AS sold,
         coalesce((SELECT sum(o.quantity - o.voided) FROM ticket_orders o WHERE o.tier_id = tt.id AND o.status = 'Paid'), 0)::int AS paid,
         coalesce((SELECT sum(coalesce(o.paid_amount, o.amount)) FROM ticket_orders o WHERE o.tier_id = tt.id AND o.status = 'Paid'), 0)::int AS revenue,
         (SELECT count(*) FROM tickets t WHERE t.tier_id = tt.id AND t.transferred_to IS NULL AND t.admitted_at IS NOT NULL)::int AS admitted,
         (SELECT count(*) FROM ticket_double_entries d WHERE d.tier_id = tt.id)::int AS "doubleEntries"
       FROM ticket_tiers tt LEFT JOIN event_listings e ON e.id = tt.event_id
       WHERE tt.night BETWEEN $1 AND $2 AND ($3::text IS NULL OR tt.club_id = $3)
       ORDER BY tt.night, e.starts_at, tt.event_id, tt.position`,
      [from, to, clubId, now],
    );
    return rows.filter((row) => row.onSale || row.sold > 0 || row.paid > 0).map(({ onSale: _onSale, ...row }) => row);
  }

  /** The guest lists' names and persons by night, as the lists' read model counts them (the guest-lists module sits below). */
  private async lists(clubId: string | null, from: string, to: string): Promise<ListNightRow[]> {
    const { rows } = await this.pool.query<ListNightRow>(
      `SELECT to_char(l.night, 'YYYY-MM-DD') AS night, count(DISTINCT l.id)::int AS lists, count(e.id)::int AS names,
         COALESCE(sum(1 + e.plus_ones), 0)::int AS "signedUp", count(e.arrived_persons)::int AS "arrivedNames",
         COALESCE(sum(e.arrived_persons), 0)::int AS arrived
       FROM guest_lists l LEFT JOIN guest_list_entries e ON e.list_id = l.id
       WHERE l.night BETWEEN $1 AND $2 AND ($3::text IS NULL OR l.club_id = $3)
       GROUP BY l.night ORDER BY l.night`,
      [from, to, clubId],
    );
    return rows;
  }

  /** 'Višak uplate': second transfers for deposits already paid, by the reservation's night. */
  private async overpaid(clubId: string | null, from: string, to: string): Promise<CountAndAmount> {
    const { rows } = await this.pool.query<{ count: number; amount: string }>(
      `SELECT count(*)::int AS count, COALESCE(sum(amount), 0)::text AS amount FROM report_overpayments
       WHERE night BETWEEN $1 AND $2 AND ($3::text IS NULL OR club_id = $3)`,
      [from, to, clubId],
    );
    return { count: rows[0].count, amount: Number(rows[0].amount) };
  }

  /**
   * The reservations of the nights added up in the database, once for each facet a report shows
   * (one scan of the range, whatever its length): a year of a busy venue is some 20,000 rows, its
   * groups a few hundred.
   */
  private async groups(clubId: string | null, from: string, to: string): Promise<ReportGroup[]> {
    const { rows } = await this.pool.query<ReportGroup>(
      `WITH r AS (
         SELECT table_id, status, source, deposit_state, arrived_persons, spend, minimum_spend, deposit_amount, deposit_paid, coupon_discount,
           to_char(night, 'YYYY-MM-DD') AS night_key, coalesce(nullif(zone, ''), $5) AS zone_key, upper(coupon_code) AS coupon_key,
           to_char(arrived_at AT TIME ZONE $4, 'HH24') AS hour_key,
           status = 'Arrived' AND arrived_persons IS NOT NULL AS came,
           coupon_code IS NOT NULL AND status <> ALL ($6::text[]) AS coupon_used,
           minimum_spend IS NOT NULL AND (status = 'Arrived' OR spend IS NOT NULL) AS bound
         FROM report_reservations
         WHERE NOT deleted AND night BETWEEN $1 AND $2 AND ($3::text IS NULL OR club_id = $3)
       )
       SELECT CASE WHEN GROUPING(status) = 0 THEN 'status' WHEN GROUPING(source) = 0 THEN 'source' WHEN GROUPING(hour_key) = 0 THEN 'hour'
                   WHEN GROUPING(deposit_state) = 0 THEN 'deposit' WHEN GROUPING(night_key) = 0 THEN 'night' WHEN GROUPING(zone_key) = 0 THEN 'zone'
                   WHEN GROUPING(table_id) = 0 THEN 'table' WHEN GROUPING(coupon_key) = 0 THEN 'coupon' ELSE 'all' END AS facet,
         coalesce(status, source, hour_key, deposit_state, night_key, zone_key, table_id, coupon_key) AS key,
         count(*)::int AS reservations,
         count(*) FILTER (WHERE came)::int AS arrivals, coalesce(sum(arrived_persons) FILTER (WHERE came), 0)::float8 AS persons,
         count(spend)::int AS spent, coalesce(sum(spend), 0)::float8 AS spend,
         coalesce(sum(deposit_amount), 0)::float8 AS asked, coalesce(sum(coalesce(deposit_paid, deposit_amount)), 0)::float8 AS received,
         count(*) FILTER (WHERE coupon_used)::int AS "couponUses", coalesce(sum(coupon_discount) FILTER (WHERE coupon_used), 0)::float8 AS "couponDiscount",
         count(*) FILTER (WHERE bound)::int AS "withMinimum", count(*) FILTER (WHERE bound AND spend IS NOT NULL)::int AS "minimumRecorded",
         count(*) FILTER (WHERE bound AND spend >= minimum_spend)::int AS "minimumMet"
       FROM r
       GROUP BY GROUPING SETS ((), (status), (source), (hour_key), (deposit_state), (night_key), (zone_key), (table_id), (coupon_key))`,
      [from, to, clubId, BUSINESS_TIME_ZONE, NO_ZONE, ENDED_BEFORE_THE_NIGHT],
    );
    return rows;
  }

  /** Each table with a spend in the range, named as at its first spend there. */
  private async tableNames(clubId: string | null, from: string, to: string): Promise<TableName[]> {
    const { rows } = await this.pool.query<TableName>(
      `SELECT DISTINCT ON (table_id) table_id AS "tableId", table_name AS "tableName", zone FROM report_reservations
       WHERE NOT deleted AND spend IS NOT NULL AND night BETWEEN $1 AND $2 AND ($3::text IS NULL OR club_id = $3)
       ORDER BY table_id, night, id COLLATE "C"`,
      [from, to, clubId],
    );
    return rows;
  }
}
