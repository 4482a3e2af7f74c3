import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { NightClock } from '#platform/time/night-clock';
import { ReservationStreams } from '../../../reservations/commands/reservation-streams';
import type { TableNightEvent } from '../../../reservations/domain/table-night';
import { TermsReader } from '../../queries/terms-reader';
import { RecordPaymentCommand } from './record-payment.command';

/**
 * The payment is decided on the reservation's table-night, where its expiry is decided too: the
 * stream's revision lets one of them through, the other finding the reservation paid (no change)
 * or cancelled (409). The venue's terms say whether it confirms the reservation.
 */
@CommandHandler(RecordPaymentCommand)
export class RecordPaymentHandler implements ICommandHandler<RecordPaymentCommand, CommandOutcome<TableNightEvent>> {
  constructor(
    private readonly streams: ReservationStreams,
    private readonly reader: TermsReader,
    private readonly clock: NightClock,
  ) {}

  async execute({ reservationId, amount, byName, context, at: knownAt, method, undoable }: RecordPaymentCommand): Promise<CommandOutcome<TableNightEvent>> {
    const { at, state } = await this.streams.current(reservationId, knownAt);
    const clubId = state.reservations[reservationId]?.reservation.clubId;
    const terms = clubId ? await this.reader.venueTerms(clubId) : null;
    return this.streams.decide(
      reservationId,
      {
        type: 'RecordDepositPayment',
        actor: context.actor,
        reservationId,
        amount,
        byName,
        at: this.clock.now().toISOString(),
        confirms: terms?.terms.confirmOnDeposit !== false,
        method,
        undoable,
      },
      context,
      at,
    );
  }
}
