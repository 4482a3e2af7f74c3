import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import type { TableNightEvent } from '../../domain/table-night';
import { ReservationStreams } from '../reservation-streams';
import { ResendReservationMailCommand } from './resend-reservation-mail.command';

type Outcome = CommandOutcome<TableNightEvent>;

@CommandHandler(ResendReservationMailCommand)
export class ResendReservationMailHandler implements ICommandHandler<ResendReservationMailCommand, Outcome> {
  constructor(private readonly streams: ReservationStreams) {}

  execute({ reservationId, context }: ResendReservationMailCommand): Promise<Outcome> {
    return this.streams.decide(reservationId, { type: 'ResendReservationMail', actor: context.actor, reservationId }, context);
  }
}
