import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../events/domain/venue-night';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import type { TableNightEvent } from '../domain/table-night';
import { CancelReservationByLinkCommand, DeleteReservationCommand, ResendReservationMailCommand } from './reservation-commands';
import { ReservationStreams } from './reservation-streams';

type Outcome = CommandOutcome<TableNightEvent>;

@CommandHandler(DeleteReservationCommand)
export class DeleteReservationHandler implements ICommandHandler<DeleteReservationCommand, Outcome> {
  constructor(private readonly streams: ReservationStreams) {}

  execute({ reservationId, context }: DeleteReservationCommand): Promise<Outcome> {
    return this.streams.decide(reservationId, { type: 'DeleteReservation', actor: context.actor, reservationId }, context);
  }
}

@CommandHandler(CancelReservationByLinkCommand)
export class CancelReservationByLinkHandler implements ICommandHandler<CancelReservationByLinkCommand, Outcome> {
  constructor(
    private readonly streams: ReservationStreams,
    private readonly clock: NightClock,
  ) {}

  execute({ reservationId, context, checkedVersion }: CancelReservationByLinkCommand): Promise<Outcome> {
    return this.streams.decide(
      reservationId,
      { type: 'SetReservationStatus', actor: context.actor, reservationId, status: 'Cancelled', byGuestLink: true, expectedVersion: checkedVersion, tonight: tonight(this.clock.now()), at: this.clock.now().toISOString() },
      context,
    );
  }
}

@CommandHandler(ResendReservationMailCommand)
export class ResendReservationMailHandler implements ICommandHandler<ResendReservationMailCommand, Outcome> {
  constructor(private readonly streams: ReservationStreams) {}

  execute({ reservationId, context }: ResendReservationMailCommand): Promise<Outcome> {
    return this.streams.decide(reservationId, { type: 'ResendReservationMail', actor: context.actor, reservationId }, context);
  }
}
