import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { SettlementPaymentsView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { PG_POOL } from '#platform/database/database.tokens';
import type { PaidFigures } from '../domain/settlement-payment.decider';
import { assertManagesVenue } from './venue-access';

/** At most this many paid settlements in one answer (a year of weekly payments for a few promoters). */
export const SETTLEMENT_PAYMENTS_LIMIT = 200;

/** GET /api/club/{clubId}/promoters/settlement/payments: the venue's paid settlements (one promoter's with `promoterId`), the newest nights first. */
export class GetSettlementPaymentsQuery {
  constructor(
    readonly clubId: string,
    readonly viewer: Pick<AuthenticatedUser, 'role' | 'clubId'>,
    readonly promoterId?: string,
  ) {}
}

@QueryHandler(GetSettlementPaymentsQuery)
export class GetSettlementPaymentsHandler implements IQueryHandler<GetSettlementPaymentsQuery, SettlementPaymentsView> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ clubId, viewer, promoterId }: GetSettlementPaymentsQuery): Promise<SettlementPaymentsView> {
    await assertManagesVenue(this.pool, viewer, clubId);
    const { rows } = await this.pool.query<{
      promoterId: string;
      name: string | null;
      from: string;
      to: string;
      paidAt: Date;
      paidById: string;
      paidByName: string | null;
      figures: PaidFigures;
    }>(
      `SELECT p.promoter_id AS "promoterId", trim(pu.first_name || ' ' || pu.last_name) AS name,
         to_char(p.from_night, 'YYYY-MM-DD') AS "from", to_char(p.to_night, 'YYYY-MM-DD') AS "to", p.paid_at AS "paidAt",
         p.paid_by AS "paidById", trim(u.first_name || ' ' || u.last_name) AS "paidByName", p.figures
       FROM settlement_payments p
       LEFT JOIN users pu ON pu.id = p.promoter_id
       LEFT JOIN users u ON u.id = p.paid_by
       WHERE p.club_id = $1 AND ($2::text IS NULL OR p.promoter_id = $2)
       ORDER BY p.from_night DESC, p.paid_at DESC LIMIT ${SETTLEMENT_PAYMENTS_LIMIT}`,
      [clubId, promoterId ?? null],
    );
    return {
      rows: rows.map(({ promoterId: id, name, from, to, paidAt, paidById, paidByName, figures }) => ({
        promoterId: id,
        name: name ?? '',
        from,
        to,
        paidAt: paidAt.toISOString(),
        paidBy: { _id: paidById, name: paidByName ?? '' },
        commission: figures.commission,
        leaderShare: figures.leaderShare,
        correction: figures.correction,
        total: figures.total,
      })),
    };
  }
}
