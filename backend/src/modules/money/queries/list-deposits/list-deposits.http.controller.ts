import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type pg from 'pg';
import type { DepositsView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { forbidden } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { NightClock } from '#platform/time/night-clock';
import { RESERVATION_COLUMNS, toView, type ReservationRow } from '../../../reservations/queries/reservation-rows';

/** The venue's deposits still to be settled, as the dashboard lists them. */
const AT_MOST = 300;

@ApiTags('money')
@Controller('club')
export class ListDepositsHttpController {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: NightClock,
  ) {}

  @Get(':clubId/deposits')
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({
    summary:
      "Depoziti objekta koje treba rešiti (osoblje objekta, admin): awaitingPayment — rezervacije koje čekaju uplatu ('Uplata primljena'), recentlyPaid — uplate zabeležene ručno koje se još mogu poništiti ('Poništi', do deposit.undoableUntil), " +
      "refundDue — depoziti za povraćaj ('Vraćeno'); po noći, najstarije prvo.",
  })
  async list(@Param('clubId') clubId: string, @CurrentUser() caller: AuthenticatedUser): Promise<DepositsView> {
    if (caller.role !== 'admin' && caller.clubId !== clubId) throw forbidden();
    const { rows } = await this.pool.query<ReservationRow>(
      `SELECT ${RESERVATION_COLUMNS} FROM reservations
        WHERE club_id = $1 AND NOT deleted
          AND ((status = 'AwaitingPayment' AND deposit->>'state' = 'due') OR deposit->>'state' = 'refundDue'
            OR (deposit->>'state' = 'paid' AND (deposit->>'undoableUntil')::timestamptz > $2))
        ORDER BY reservations.night, placed_at LIMIT ${AT_MOST}`,
      [clubId, this.clock.now()],
    );
    const views = rows.map(toView);
    const inState = (state: string) => views.filter((view) => view.deposit?.state === state);
    return { awaitingPayment: inState('due'), recentlyPaid: inState('paid'), refundDue: inState('refundDue') };
  }
}
