import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../../events/domain/venue-night';
import { ReservationStreams } from '../../../reservations/commands/reservation-streams';
import type { TableNightEvent } from '../../../reservations/domain/table-night.decider';
import { RecordSpendCommand } from './record-spend.command';

/** The spend is decided on the reservation's table-night, so it lands on the reservation as it stands. */
@CommandHandler(RecordSpendCommand)
export class RecordSpendHandler implements ICommandHandler<RecordSpendCommand, CommandOutcome<TableNightEvent>> {
  constructor(
    private readonly streams: ReservationStreams,
    private readonly clock: NightClock,
  ) {}

  execute({ reservationId, amount, byName, context }: RecordSpendCommand): Promise<CommandOutcome<TableNightEvent>> {
    const now = this.clock.now();
    return this.streams.decide(
      reservationId,
      { type: 'RecordSpend', actor: context.actor, reservationId, amount, byName, at: now.toISOString(), tonight: tonight(now) },
      context,
    );
  }
}
