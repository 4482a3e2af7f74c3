import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import type { TableNightEvent } from '../../domain/table-night';
import { ReservationStreams } from '../reservation-streams';
import { DeleteReservationCommand } from './delete-reservation.command';

type Outcome = CommandOutcome<TableNightEvent>;

@CommandHandler(DeleteReservationCommand)
export class DeleteReservationHandler implements ICommandHandler<DeleteReservationCommand, Outcome> {
  constructor(private readonly streams: ReservationStreams) {}

  execute({ reservationId, context }: DeleteReservationCommand): Promise<Outcome> {
    return this.streams.decide(reservationId, { type: 'DeleteReservation', actor: context.actor, reservationId }, context);
  }
}
