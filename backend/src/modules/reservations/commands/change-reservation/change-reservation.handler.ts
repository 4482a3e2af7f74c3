import { NightClock } from '#platform/time/night-clock';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RESERVATION_MESSAGES, type ReservationStatus } from '@izlazak/contracts';
import { badRequest, conflict, forbidden, notFound } from '#platform/commands/domain-errors';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { definedOnly, runsVenue, tableNightDecider, type BookingFacts, type GuestChanges, type Reservation, type TableNight, type TableNightEvent } from '../../domain/table-night';
import { BookingFactsReader } from '../booking-facts';
import { ReservationMover } from '../reservation-mover';
import { ReservationStreams } from '../reservation-streams';
import { ChangeReservationCommand } from './change-reservation.command';

/**
 * Details change in place; a new table or night (or an event on another night) moves the
 * reservation; a status is set last. Each step appends on its own stream with its own expected
 * revision; `version`, when sent, must match the reservation's or nothing is written.
 */
@CommandHandler(ChangeReservationCommand)
export class ChangeReservationHandler implements ICommandHandler<ChangeReservationCommand, CommandOutcome<TableNightEvent>> {
  constructor(
    private readonly streams: ReservationStreams,
    private readonly facts: BookingFactsReader,
    private readonly mover: ReservationMover,
    private readonly clock: NightClock,
  ) {}

  async execute({ reservationId, input, context, at: knownAt }: ChangeReservationCommand): Promise<CommandOutcome<TableNightEvent>> {
    const { at, state } = await this.streams.current(reservationId, knownAt);
    const kept = state.reservations[reservationId];
    if (!kept || kept.deleted) throw notFound(RESERVATION_MESSAGES.notFound);
    const reservation = kept.reservation;
    const expectedVersion = Number.isNaN(input.version) ? undefined : input.version;
    if (expectedVersion !== undefined && expectedVersion !== reservation.version) throw conflict(RESERVATION_MESSAGES.stale, 'version');

    const eventId = input.eventId === undefined ? reservation.eventId : input.eventId || null;
    const target = { tableId: input.tableId ?? reservation.tableId, night: input.date ?? reservation.night };
    const facts = await this.facts.read(reservation.clubId, target.tableId, eventId, target.night);
    if (input.eventId && (!facts.event?.exists || facts.event.clubId !== reservation.clubId)) {
      throw badRequest(facts.event?.exists ? RESERVATION_MESSAGES.eventOfAnotherVenue : RESERVATION_MESSAGES.eventNotFound, 'eventId');
    }
    if (facts.event?.exists) target.night = facts.event.night;
    const changes: GuestChanges = {
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      email: input.email,
      persons: input.persons,
      eventId: facts.event?.exists ? eventId : null,
      eventTitle: facts.event?.exists ? facts.event.title : '',
    };

    const outcomes: CommandOutcome<TableNightEvent>[] = [];
    const moves = target.tableId !== at.tableId || target.night !== at.night;
    if (moves) {
      outcomes.push(await this.move(reservation, at, target, { ...changes, tableName: facts.table.name }, facts, expectedVersion, context));
    } else if (changesDetails(input)) {
      outcomes.push(
        await this.streams.decideAt(
          at,
          { type: 'ChangeReservation', actor: context.actor, reservationId, expectedVersion, changes, maxPersons: facts.table.maxPersons, tonight: facts.tonight },
          context,
        ),
      );
    }
    if (input.status) outcomes.push(await this.setStatus(reservationId, input.status, facts.tonight, context, moves ? undefined : at));
    return merge(outcomes);
  }

  private async move(
    reservation: Reservation,
    from: TableNight,
    to: TableNight,
    changes: GuestChanges & { tableName: string },
    facts: BookingFacts & { nightStartsAt: string | null },
    expectedVersion: number | undefined,
    context: ChangeReservationCommand['context'],
  ): Promise<CommandOutcome<TableNightEvent>> {
    // Refuse what the arrival would refuse anyway (another venue's table, a closed night …) before anything is written.
    if (!runsVenue(context.actor, reservation.clubId)) throw forbidden();
    const preview = { ...reservation, ...definedOnly(changes), ...to, version: reservation.version + 2 };
    tableNightDecider.decide({ type: 'MoveReservationIn', arriving: preview, from, facts }, tableNightDecider.initialState());
    const started = await this.streams.decideAt(
      from,
      {
        type: 'StartMove',
        actor: context.actor,
        reservationId: reservation.reservationId,
        expectedVersion,
        to,
        changes,
        tonight: facts.tonight,
        nightStartsAt: facts.nightStartsAt,
      },
      context,
    );
    const event = started.events[0];
    if (event?.type !== 'ReservationMoveStarted') return started;
    const moved = await this.mover.complete(from, event.data.arriving, context);
    return merge([started, moved]);
  }

  private async setStatus(reservationId: string, status: ReservationStatus, tonight: string, context: ChangeReservationCommand['context'], at?: TableNight) {
    return this.streams.decide(
      reservationId,
      { type: 'SetReservationStatus', actor: context.actor, reservationId, status, byGuestLink: false, tonight, at: this.clock.now().toISOString() },
      context,
      at,
    );
  }
}

const DETAIL_FIELDS = ['firstName', 'lastName', 'phone', 'email', 'persons', 'eventId'] as const;
const changesDetails = (input: ChangeReservationCommand['input']) => DETAIL_FIELDS.some((field) => input[field] !== undefined);

function merge(outcomes: CommandOutcome<TableNightEvent>[]): CommandOutcome<TableNightEvent> {
  const events = outcomes.flatMap((outcome) => outcome.events);
  const positions = outcomes.map((outcome) => outcome.position).filter((position) => position !== null);
  return { events, position: positions.at(-1) ?? null };
}
