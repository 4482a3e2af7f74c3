import { Injectable, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { systemContext } from '#platform/commands/command-context';
import { ScheduledCommands } from '#platform/scheduling/scheduled-commands';
import { ReservationStreams } from '../../reservations/commands/reservation-streams';
import { DEPOSIT_EXPIRY, type DepositExpiryPayload } from '../domain/deposit-expiry';

/**
 * A deposit's hold running out: the reservation, unpaid, is cancelled and its table freed (the
 * waitlist is offered it, the guest mailed). Decided on the reservation's table-night, where the
 * payment is decided too, so a payment marked at the same moment gives one outcome, not both; paid
 * (or ended another way) meanwhile, it changes nothing.
 */
@Injectable()
export class DepositExpiry implements OnModuleInit {
  constructor(
    private readonly scheduler: ScheduledCommands,
    private readonly streams: ReservationStreams,
  ) {}

  onModuleInit(): void {
    this.scheduler.handle<DepositExpiryPayload>(DEPOSIT_EXPIRY, async ({ reservationId }, run) => {
      await this.expire(reservationId, run.runAt);
    });
  }

  async expire(reservationId: string, at: Date) {
    return this.streams.decide(reservationId, { type: 'ExpireDeposit', reservationId, at: at.toISOString() }, systemContext(randomUUID()));
  }
}
