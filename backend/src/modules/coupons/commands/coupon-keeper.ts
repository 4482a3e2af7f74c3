import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { randomUUID } from 'node:crypto';
import type { ReservationStatus } from '@izlazak/contracts';
import { systemContext } from '#platform/commands/command-context';
import { EventSourcedRepository } from '#platform/commands/event-sourced-repository';
import { CommandRunner } from '#platform/commands/command-runner';
import { PG_POOL } from '#platform/database/database.tokens';
import { Keeper } from '#platform/scheduling/keeper';
import { tableNightDecider, tableNightStream } from '../../reservations/domain/table-night';
import type { ReleaseReason } from '../domain/coupon.decider';
import { CouponRedemptions } from './coupon-redemptions';

/** The statuses that end a reservation before its night: its coupon use is given back (a no-show keeps it). */
const ENDED_STATUSES: readonly ReservationStatus[] = ['Rejected', 'Cancelled'];

/** A use whose reservation is not on its table-night after this long was left by a process that died. */
export const MISSING_RESERVATION_AFTER_MS = 60_000;

/**
 * Gives back, every two seconds on processes that run the projections, the uses of coupons whose
 * reservation was rejected, cancelled or deleted, or never appeared. Each release is idempotent
 * per reservation, so several processes may sweep.
 */
@Injectable()
export class CouponKeeper extends Keeper {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly repository: EventSourcedRepository,
    private readonly redemptions: CouponRedemptions,
    private readonly commands: CommandRunner,
  ) {
    super();
  }

  async sweep(): Promise<void> {
    await this.releaseUsesOfEndedReservations();
    await this.releaseUsesOfMissingReservations();
  }

  private async releaseUsesOfEndedReservations(): Promise<void> {
    const { rows } = await this.pool.query<{ coupon_id: string; reservation_id: string }>(
      `SELECT cr.coupon_id, cr.reservation_id FROM coupon_redemptions cr JOIN reservations r ON r.id = cr.reservation_id
        WHERE cr.released_at IS NULL AND (r.deleted OR r.status = ANY($1::text[])) LIMIT 100`,
      [ENDED_STATUSES],
    );
    for (const row of rows) await this.release(row.coupon_id, row.reservation_id, 'reservation-ended');
  }

  private async releaseUsesOfMissingReservations(): Promise<void> {
    const { rows } = await this.pool.query<{ coupon_id: string; reservation_id: string; table_id: string; night: string }>(
      `SELECT cr.coupon_id, cr.reservation_id, cr.table_id, to_char(cr.night, 'YYYY-MM-DD') AS night FROM coupon_redemptions cr
        WHERE cr.released_at IS NULL AND cr.redeemed_at < now() - make_interval(secs => $1)
          AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.id = cr.reservation_id) LIMIT 50`,
      [MISSING_RESERVATION_AFTER_MS / 1000],
    );
    for (const row of rows) {
      // The read model may lag; the table-night's stream says for certain whether it was placed.
      const { state } = await this.repository.load(tableNightStream(row.table_id, row.night), tableNightDecider);
      if (!state.reservations[row.reservation_id]) await this.release(row.coupon_id, row.reservation_id, 'reservation-missing');
    }
  }

  private async release(couponId: string, reservationId: string, reason: ReleaseReason): Promise<void> {
    const released = await this.redemptions
      .release(couponId, reservationId, reason, systemContext(randomUUID()))
      .catch((error: unknown) => this.logger.warn(`Could not release ${couponId}/${reservationId}: ${String(error)}`));
    await this.commands.shown({ position: released?.position ?? null });
  }
}
