import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../../events/domain/venue-night';
import type { TableNightEvent } from '../../domain/table-night';
import { ReservationStreams } from '../reservation-streams';
import { ConfirmAttendanceByLinkCommand } from './confirm-attendance.command';

@CommandHandler(ConfirmAttendanceByLinkCommand)
export class ConfirmAttendanceByLinkHandler implements ICommandHandler<ConfirmAttendanceByLinkCommand, CommandOutcome<TableNightEvent>> {
  constructor(
    private readonly streams: ReservationStreams,
    private readonly clock: NightClock,
  ) {}

  execute({ reservationId, context, checkedVersion }: ConfirmAttendanceByLinkCommand): Promise<CommandOutcome<TableNightEvent>> {
    return this.streams.decide(reservationId, { type: 'ConfirmAttendance', reservationId, expectedVersion: checkedVersion, tonight: tonight(this.clock.now()) }, context);
  }
}
