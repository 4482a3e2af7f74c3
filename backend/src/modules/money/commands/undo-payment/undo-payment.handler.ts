import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { NightClock } from '#platform/time/night-clock';
import { ReservationStreams } from '../../../reservations/commands/reservation-streams';
import type { TableNightEvent } from '../../../reservations/domain/table-night';
import { UndoPaymentCommand } from './undo-payment.command';

/**
 * 'Poništi', decided on the reservation's table-night where the payment and its settling are: the
 * stream's revision lets one of them through, so a payment is either undone or stands, never both.
 */
@CommandHandler(UndoPaymentCommand)
export class UndoPaymentHandler implements ICommandHandler<UndoPaymentCommand, CommandOutcome<TableNightEvent>> {
  constructor(
    private readonly streams: ReservationStreams,
    private readonly clock: NightClock,
  ) {}

  execute({ reservationId, byName, context }: UndoPaymentCommand): Promise<CommandOutcome<TableNightEvent>> {
    return this.streams.decide(reservationId, { type: 'UndoDepositPayment', actor: context.actor, reservationId, byName, at: this.clock.now().toISOString() }, context);
  }
}
