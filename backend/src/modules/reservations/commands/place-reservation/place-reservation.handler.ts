import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RESERVATION_MESSAGES } from '@izlazak/contracts';
import { badRequest } from '#platform/commands/domain-errors';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import type { TableNightEvent } from '../../domain/table-night.decider';
import { BookingFactsReader } from '../booking-facts';
import { ReservationStreams } from '../reservation-streams';
import { PlaceReservationCommand } from './place-reservation.command';

/** Reads the venue, table and event, then books the table-night: its stream's revision is the lock. */
@CommandHandler(PlaceReservationCommand)
export class PlaceReservationHandler implements ICommandHandler<PlaceReservationCommand, CommandOutcome<TableNightEvent>> {
  constructor(
    private readonly facts: BookingFactsReader,
    private readonly streams: ReservationStreams,
  ) {}

  async execute({ reservationId, uniqueId, input, context }: PlaceReservationCommand): Promise<CommandOutcome<TableNightEvent>> {
    const eventId = input.eventId ?? null;
    const facts = await this.facts.read(input.clubId, input.tableId, eventId, input.date);
    if (!facts.night) throw badRequest(RESERVATION_MESSAGES.dateRequired, 'date');
    const { firstName, lastName, phone, email, persons } = input;
    return this.streams.decideAt(
      { tableId: input.tableId, night: facts.night },
      {
        type: 'PlaceReservation',
        actor: context.actor,
        reservationId,
        uniqueId,
        clubId: input.clubId,
        tableId: input.tableId,
        eventId: facts.event?.exists ? eventId : null,
        night: facts.night,
        persons,
        guest: { firstName, lastName, phone, email },
        facts,
        placedAt: new Date().toISOString(),
      },
      context,
    );
  }
}
