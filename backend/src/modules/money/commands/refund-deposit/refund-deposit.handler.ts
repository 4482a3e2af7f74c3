import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ReservationStreams } from '../../../reservations/commands/reservation-streams';
import type { TableNightEvent } from '../../../reservations/domain/table-night';
import { RefundDepositCommand } from './refund-deposit.command';

/** 'Vraćeno', decided on the reservation's table-night: once, and only while the refund is due. */
@CommandHandler(RefundDepositCommand)
export class RefundDepositHandler implements ICommandHandler<RefundDepositCommand, CommandOutcome<TableNightEvent>> {
  constructor(private readonly streams: ReservationStreams) {}

  execute({ reservationId, byName, context }: RefundDepositCommand): Promise<CommandOutcome<TableNightEvent>> {
    return this.streams.decide(reservationId, { type: 'RefundDeposit', actor: context.actor, reservationId, byName }, context);
  }
}
