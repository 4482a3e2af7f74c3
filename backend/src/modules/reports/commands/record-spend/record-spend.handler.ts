import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#platform/database/database.tokens';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../../events/domain/venue-night';
import { findMenuPrices } from '../../../menu/queries/menu-rows';
import { ReservationStreams } from '../../../reservations/commands/reservation-streams';
import type { SpendLine, TableNightEvent } from '../../../reservations/domain/table-night';
import { RecordSpendCommand } from './record-spend.command';

/**
 * The spend is decided on the reservation's table-night, so it lands on the reservation as it stands.
 * Its items are priced from the menu read model: the prices the venue's public menu shows now.
 */
@CommandHandler(RecordSpendCommand)
export class RecordSpendHandler implements ICommandHandler<RecordSpendCommand, CommandOutcome<TableNightEvent>> {
  constructor(
    private readonly streams: ReservationStreams,
    private readonly clock: NightClock,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ reservationId, amount, items, byName, context }: RecordSpendCommand): Promise<CommandOutcome<TableNightEvent>> {
    const lines = await this.priced(items);
    const now = this.clock.now();
    return this.streams.decide(
      reservationId,
      { type: 'RecordSpend', actor: context.actor, reservationId, amount, items: lines, byName, at: now.toISOString(), tonight: tonight(now) },
      context,
    );
  }

  private async priced(items: RecordSpendCommand['items']): Promise<SpendLine[]> {
    const menu = await findMenuPrices(
      this.pool,
      items.map((item) => item.itemId),
    );
    return items.map(({ itemId, quantity }) => ({ itemId, quantity, onMenu: menu.get(itemId) ?? null }));
  }
}
