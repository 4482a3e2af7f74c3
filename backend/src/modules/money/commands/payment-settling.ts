import { Injectable, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { systemContext } from '#platform/commands/command-context';
import { ScheduledCommands } from '#platform/scheduling/scheduled-commands';
import { ReservationStreams } from '../../reservations/commands/reservation-streams';
import { PAYMENT_SETTLING, type PaymentSettlingPayload } from '../domain/payment-settling';

/**
 * The undo window of a payment recorded by hand closing: still paid, the payment stands and the
 * guest is mailed (ReservationPaymentSettled). Undone meanwhile, it changes nothing.
 */
@Injectable()
export class PaymentSettling implements OnModuleInit {
  constructor(
    private readonly scheduler: ScheduledCommands,
    private readonly streams: ReservationStreams,
  ) {}

  onModuleInit(): void {
    this.scheduler.handle<PaymentSettlingPayload>(PAYMENT_SETTLING, async ({ reservationId }, run) => {
      await this.streams.decide(reservationId, { type: 'SettleDepositPayment', reservationId, at: run.runAt.toISOString() }, systemContext(randomUUID()));
    });
  }
}
