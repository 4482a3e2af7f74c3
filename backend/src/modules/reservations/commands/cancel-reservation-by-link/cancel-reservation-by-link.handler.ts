import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../../events/domain/venue-night';
import type { TableNightEvent } from '../../domain/table-night';
import { ReservationStreams } from '../reservation-streams';
import { CancelReservationByLinkCommand } from './cancel-reservation-by-link.command';

type Outcome = CommandOutcome<TableNightEvent>;

@CommandHandler(CancelReservationByLinkCommand)
export class CancelReservationByLinkHandler implements ICommandHandler<CancelReservationByLinkCommand, Outcome> {
  constructor(
    private readonly streams: ReservationStreams,
    private readonly clock: NightClock,
  ) {}

  execute({ reservationId, context, checkedVersion }: CancelReservationByLinkCommand): Promise<Outcome> {
    return this.streams.decide(
      reservationId,
      {
        type: 'SetReservationStatus',
        actor: context.actor,
        reservationId,
        status: 'Cancelled',
        byGuestLink: true,
        expectedVersion: checkedVersion,
        tonight: tonight(this.clock.now()),
        at: this.clock.now().toISOString(),
      },
      context,
    );
  }
}
