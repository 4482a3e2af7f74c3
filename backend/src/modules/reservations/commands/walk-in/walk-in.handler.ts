import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RESERVATION_MESSAGES } from '@izlazak/contracts';
import { badRequest } from '#platform/commands/domain-errors';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../../events/domain/venue-night';
import type { TableNightEvent } from '../../domain/table-night';
import { BookingFactsReader } from '../booking-facts';
import { placement } from '../placement';
import { ReservationStreams } from '../reservation-streams';
import { WalkInCommand } from './walk-in.command';

type Outcome = CommandOutcome<TableNightEvent>;

@CommandHandler(WalkInCommand)
export class WalkInHandler implements ICommandHandler<WalkInCommand, Outcome> {
  constructor(
    private readonly facts: BookingFactsReader,
    private readonly streams: ReservationStreams,
    private readonly clock: NightClock,
  ) {}

  async execute({ reservationId, uniqueId, input, byName, context }: WalkInCommand): Promise<Outcome> {
    const night = tonight(this.clock.now());
    const facts = await this.facts.read(input.clubId, input.tableId, null, night);
    if (!facts.night) throw badRequest(RESERVATION_MESSAGES.dateRequired, 'date');
    const { firstName, lastName = '', phone = '', email = '', persons, men, women, commandId } = input;
    return this.streams.decideAt(
      { tableId: input.tableId, night },
      placement(this.clock, {
        actor: context.actor,
        reservationId,
        uniqueId,
        clubId: input.clubId,
        tableId: input.tableId,
        night,
        persons,
        guest: { firstName, lastName, phone, email },
        facts,
        walkIn: { byName, men, women, commandId },
      }),
      context,
    );
  }
}
