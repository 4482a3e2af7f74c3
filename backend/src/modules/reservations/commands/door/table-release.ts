import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { systemContext } from '#platform/commands/command-context';
import { DomainError } from '#platform/commands/domain-errors';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { PG_POOL } from '#platform/database/database.tokens';
import { ScheduledCommands } from '#platform/scheduling/scheduled-commands';
import { TABLE_RELEASE, type TableReleasePayload } from '../../domain/table-hold';
import { RecordNoShowCommand } from '../record-no-show/record-no-show.command';
import { EXPECTED_AT_THE_DOOR } from '../../reservation-statuses';

/**
 * The night's release at the venue's hold cutoff: every reservation of that night still waiting for
 * its guests (pending or confirmed, placed before the cutoff) becomes a no-show and frees its table;
 * the guest is mailed. Each is its own command on its own table-night, refused as a no-change when
 * the guests arrived meanwhile, so a late or repeated run changes nothing.
 */
@Injectable()
export class TableRelease implements OnModuleInit {
  private readonly logger = new Logger(TableRelease.name);

  constructor(
    private readonly scheduler: ScheduledCommands,
    private readonly commandBus: CommandBus,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  onModuleInit(): void {
    this.scheduler.handle<TableReleasePayload>(TABLE_RELEASE, async (payload, run) => {
      await this.release(payload, run.runAt);
    });
  }

  async release({ clubId, night }: TableReleasePayload, cutoff: Date): Promise<number> {
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT id FROM reservations
        WHERE club_id = $1 AND night = $2::date AND NOT deleted AND status = ANY($4::text[]) AND placed_at < $3`,
      [clubId, night, cutoff, EXPECTED_AT_THE_DOOR],
    );
    const context = systemContext(randomUUID());
    let released = 0;
    for (const { id } of rows) {
      try {
        const outcome = await this.commandBus.execute<RecordNoShowCommand, CommandOutcome>(new RecordNoShowCommand(id, context, true));
        if (outcome.events.length > 0) released++;
      } catch (error) {
        // One reservation that changed under the release (deleted, moving) must not hold back the others.
        if (!(error instanceof DomainError)) throw error;
        this.logger.warn(`Release of ${id} refused: ${error.message}`);
      }
    }
    return released;
  }
}
