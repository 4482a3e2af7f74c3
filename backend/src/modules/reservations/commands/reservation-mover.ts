import { Injectable } from '@nestjs/common';
import type { CommandContext } from '#platform/commands/command-context';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ReadYourWrites } from '#platform/commands/read-your-writes';
import type { Reservation, TableNight, TableNightEvent } from '../domain/table-night';
import { BookingFactsReader } from './booking-facts';
import { ReservationStreams } from './reservation-streams';

/**
 * Carries a reservation that was marked leaving (ReservationMoveStarted) to its new table-night
 * and lets it leave the old one; when the new one refuses, the move is abandoned and the refusal
 * is the answer. The HTTP request runs it at once; the sweeper runs it for a move whose process
 * died between the steps, so a reservation is never left holding both tables, or neither.
 */
@Injectable()
export class ReservationMover {
  constructor(
    private readonly facts: BookingFactsReader,
    private readonly streams: ReservationStreams,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async complete(from: TableNight, arriving: Reservation, context: CommandContext): Promise<CommandOutcome<TableNightEvent>> {
    const to = { tableId: arriving.tableId, night: arriving.night };
    try {
      const facts = await this.facts.read(arriving.clubId, arriving.tableId, arriving.eventId, arriving.night);
      const arrival = await this.streams.decideAt(to, { type: 'MoveReservationIn', arriving, from, facts }, context);
      const departure = await this.streams.decideAt(from, { type: 'FinishMove', reservationId: arriving.reservationId, to }, context);
      return { events: [...arrival.events, ...departure.events], position: departure.position ?? arrival.position };
    } catch (refusal) {
      const abandoned = await this.streams.decideAt(from, { type: 'AbandonMove', reservationId: arriving.reservationId, to }, context);
      // The refusal is the answer; what the caller reads next must already show the reservation back.
      await this.readYourWrites.after(abandoned.position);
      throw refusal;
    }
  }
}
