import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { FLOOR_MESSAGES } from '@izlazak/contracts';
import { notFound } from '#platform/commands/domain-errors';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { PG_POOL } from '#platform/database/database.tokens';
import { tableDecider, tableStream } from '../../../venues/domain/table.decider';
import { venueDecider } from '../../../venues/domain/venue.decider';
import { venueStream } from '../../../venues/domain/venue.events';
import { floorDecider, floorStream, type DrawFloorPlan, type VenueTable } from '../../domain/floor.decider';
import { floorStateFromReadModel } from '../../projections/floor-plan-state';
import { DrawFloorPlanCommand } from './draw-floor-plan.command';

/**
 * The venue from its stream; its tables (one query for up to 500) from the venues read model; the
 * plan from its read model and the events after the revision it has applied.
 */
@CommandHandler(DrawFloorPlanCommand)
export class DrawFloorPlanHandler implements ICommandHandler<DrawFloorPlanCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ clubId, plan, context }: DrawFloorPlanCommand): Promise<CommandOutcome> {
    // PostgreSQL text holds no NUL: such an id names no venue.
    if (clubId.includes('\0')) throw notFound(FLOOR_MESSAGES.venueNotFound);
    const { state: venue } = await this.repository.load(venueStream(clubId), venueDecider);
    const command: DrawFloorPlan = {
      type: 'DrawFloorPlan',
      actor: context.actor,
      clubId,
      venueExists: venue.exists && !venue.deleted,
      venueTables: await this.tablesOf(
        clubId,
        plan.tables.map((table) => table._id),
      ),
      plan,
      newZoneIds: plan.zones.filter((zone) => !zone._id).map(() => randomUUID()),
    };
    return this.repository.decide(floorStream(clubId), floorDecider, command, context, { startFrom: () => floorStateFromReadModel(this.pool, clubId) });
  }

  /** The venue's tables among `ids`: the read model knows most; one added a moment ago is read from its stream. */
  private async tablesOf(clubId: string, ids: string[]): Promise<Record<string, VenueTable>> {
    const { rows } = await this.pool.query<{ id: string; name: string; max_persons: string }>('SELECT id, name, max_persons FROM venue_tables WHERE club_id = $1 AND NOT removed', [
      clubId,
    ]);
    const known: Record<string, VenueTable> = Object.fromEntries(rows.map((row) => [row.id, { name: row.name, maxPersons: Number(row.max_persons) }]));
    const unseen = [...new Set(ids)].filter((id) => !Object.hasOwn(known, id) && !id.includes('\0'));
    for (const tableId of unseen) {
      const { state } = await this.repository.load(tableStream(tableId), tableDecider);
      if (state.exists && !state.removed && state.clubId === clubId && state.details) known[tableId] = { name: state.details.name, maxPersons: Number(state.details.maxPersons) };
    }
    return known;
  }
}
