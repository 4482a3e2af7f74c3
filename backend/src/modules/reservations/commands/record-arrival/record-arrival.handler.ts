import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../../events/domain/venue-night';
import type { TableNightEvent } from '../../domain/table-night';
import { ReservationStreams } from '../reservation-streams';
import { RecordArrivalCommand } from './record-arrival.command';

type Outcome = CommandOutcome<TableNightEvent>;

@CommandHandler(RecordArrivalCommand)
export class RecordArrivalHandler implements ICommandHandler<RecordArrivalCommand, Outcome> {
  constructor(
    private readonly streams: ReservationStreams,
    private readonly clock: NightClock,
  ) {}

  execute({ reservationId, input, byName, context }: RecordArrivalCommand): Promise<Outcome> {
    const now = this.clock.now();
    const { persons, men, women, commandId } = input;
    return this.streams.decide(
      reservationId,
      { type: 'RecordArrival', actor: context.actor, reservationId, persons, men, women, commandId, byName, at: now.toISOString(), tonight: tonight(now) },
      context,
    );
  }
}
