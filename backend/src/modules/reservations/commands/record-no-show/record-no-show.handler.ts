import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../../events/domain/venue-night';
import type { TableNightEvent } from '../../domain/table-night';
import { ReservationStreams } from '../reservation-streams';
import { RecordNoShowCommand } from './record-no-show.command';

type Outcome = CommandOutcome<TableNightEvent>;

@CommandHandler(RecordNoShowCommand)
export class RecordNoShowHandler implements ICommandHandler<RecordNoShowCommand, Outcome> {
  constructor(
    private readonly streams: ReservationStreams,
    private readonly clock: NightClock,
  ) {}

  execute({ reservationId, context, released, commandId }: RecordNoShowCommand): Promise<Outcome> {
    return this.streams.decide(reservationId, { type: 'RecordNoShow', actor: context.actor, reservationId, released, commandId, tonight: tonight(this.clock.now()) }, context);
  }
}
