import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { randomUUID } from 'node:crypto';
import { systemContext } from '#platform/commands/command-context';
import { ReadYourWrites } from '#platform/commands/read-your-writes';
import { PG_POOL } from '#platform/database/database.tokens';
import { Keeper } from '#platform/scheduling/keeper';
import { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../events/domain/venue-night';
import type { TableNight } from '../domain/table-night';
import { ReservationMover } from './reservation-mover';
import { ReservationStreams } from './reservation-streams';
import { STILL_AHEAD } from '../reservation-statuses';

/** A move still under way after this long was left by a process that died between its steps. */
export const STALLED_MOVE_AFTER_MS = 30_000;

/**
 * Two rules that follow from other changes, swept every two seconds on processes that run the
 * projections (each sweep is idempotent, so several processes may run it):
 * - a move left half done is finished (or abandoned when its arrival is refused);
 * - a deleted venue's (or removed table's) reservations for tonight and later are rejected, which
 *   mails each guest.
 */
@Injectable()
export class ReservationKeeper extends Keeper {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly streams: ReservationStreams,
    private readonly mover: ReservationMover,
    private readonly clock: NightClock,
    private readonly readYourWrites: ReadYourWrites,
  ) {
    super();
  }

  async sweep(): Promise<void> {
    await this.finishStalledMoves();
    await this.rejectReservationsOfClosedTables();
  }

  private async finishStalledMoves(): Promise<void> {
    const { rows } = await this.pool.query<{ id: string; table_id: string; night: string }>(
      `SELECT id, table_id, to_char(night, 'YYYY-MM-DD') AS night FROM reservations
        WHERE moving_to IS NOT NULL AND updated_at < now() - make_interval(secs => $1) LIMIT 50`,
      [STALLED_MOVE_AFTER_MS / 1000],
    );
    for (const row of rows) {
      const from: TableNight = { tableId: row.table_id, night: row.night };
      const { state } = await this.streams.load(from);
      const arriving = state.reservations[row.id]?.arriving;
      if (!arriving) continue;
      // A refused arrival abandons the move inside complete(); the refusal itself is nobody's answer here.
      const finished = await this.mover.complete(from, arriving, systemContext(randomUUID())).catch((refusal: unknown) => {
        this.logger.log(`Move of ${row.id} abandoned: ${String(refusal)}`);
        return null;
      });
      await this.readYourWrites.after(finished?.position ?? null);
    }
  }

  private async rejectReservationsOfClosedTables(): Promise<void> {
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT r.id FROM reservations r
         JOIN venues v ON v.id = r.club_id
         LEFT JOIN venue_tables t ON t.id = r.table_id
        WHERE (v.deleted OR t.removed) AND NOT r.deleted AND r.status = ANY($2::text[]) AND r.night >= $1 LIMIT 100`,
      [tonight(this.clock.now()), STILL_AHEAD],
    );
    for (const { id } of rows) {
      const context = systemContext(randomUUID());
      await this.streams
        .decide(id, { type: 'SetReservationStatus', actor: context.actor, reservationId: id, status: 'Rejected', byGuestLink: false }, context)
        .catch((error: unknown) => this.logger.warn(`Could not reject ${id}: ${String(error)}`));
    }
  }
}
