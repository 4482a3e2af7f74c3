import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import type { ReservationStatus } from '@izlazak/contracts';
import { systemContext, type CommandContext } from '#platform/commands/command-context';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { comparePositions, type GlobalPosition } from '#platform/event-store/event-store.port';
import { newUniqueId } from '#platform/ids/unique-id';
import { ChangeReservationCommand } from '../modules/reservations/commands/change-reservation/change-reservation.command';
import { RecordArrivalCommand } from '../modules/reservations/commands/record-arrival/record-arrival.command';
import { RecordNoShowCommand } from '../modules/reservations/commands/record-no-show/record-no-show.command';
import { WalkInCommand } from '../modules/reservations/commands/walk-in/walk-in.command';
import { RecordPaymentCommand } from '../modules/money/commands/record-payment/record-payment.command';
import { PlaceReservationCommand } from '../modules/reservations/commands/place-reservation/place-reservation.command';
import { ConfirmAttendanceByLinkCommand } from '../modules/reservations/commands/reminders/confirm-attendance.command';
import type { TableNightEvent } from '../modules/reservations/domain/table-night';
import { addDays, tonight } from '../modules/events/domain/venue-night';
import { DEMO_COUPON_CODE } from './seed-demo-coupons';
import type { SeededDemoVenue } from './seed-demo-venues';

const GUESTS = [
  ['Marko', 'Petrović'],
  ['Jelena', 'Jovanović'],
  ['Nikola', 'Nikolić'],
  ['Ana', 'Marković'],
  ['Stefan', 'Đorđević'],
  ['Milica', 'Stojanović'],
  ['Luka', 'Ilić'],
  ['Teodora', 'Stanković'],
  ['Vuk', 'Pavlović'],
  ['Sara', 'Milošević'],
  ['Filip', 'Popović'],
  ['Katarina', 'Kovačević'],
  ['Aleksa', 'Savić'],
  ['Mina', 'Todorović'],
  ['Uroš', 'Lazić'],
] as const;

/**
 * Tonight a full list in every status, the door's included; the coming nights a few each, mostly
 * waiting for an answer. On booths whose terms ask a deposit (seed-demo-terms.ts) the confirmed
 * ones paid it and the waiting ones still owe it.
 */
const TONIGHT_STATUSES: ReservationStatus[] = ['Pending', 'Arrived', 'Complete', 'Complete', 'Pending', 'Arrived', 'Rejected', 'NoShow', 'Cancelled', 'Complete', 'Arrived'];
/** Who checks guests in at the demo venues' doors. */
const DOOR = 'Marko';
const COMING_STATUSES: ReservationStatus[] = ['Pending', 'Complete', 'Pending'];
const COMING_NIGHTS = 6;

/**
 * Reservations at every demo venue on tonight's night and the coming ones, placed by guests
 * through the same command as the public form and answered through the dashboard's.
 */
export async function seedDemoReservations(commandBus: CommandBus, venues: SeededDemoVenue[], now = new Date()): Promise<GlobalPosition | null> {
  let last: GlobalPosition | null = null;
  const keep = (outcome: CommandOutcome) => {
    if (outcome.position && (!last || comparePositions(outcome.position, last) > 0)) last = outcome.position;
    return outcome;
  };
  let guestIndex = 0;
  for (const venue of venues) {
    for (let offset = 0; offset <= COMING_NIGHTS; offset++) {
      const night = addDays(tonight(now), offset);
      const statuses = offset === 0 ? TONIGHT_STATUSES : COMING_STATUSES;
      for (const [i, status] of statuses.entries()) {
        const table = venue.tables[(i + offset) % venue.tables.length];
        if (!table) break;
        const [firstName, lastName] = GUESTS[guestIndex++ % GUESTS.length];
        const guest: CommandContext = { ...systemContext(randomUUID()), actor: 'anonymous' };
        const input = {
          clubId: venue.clubId,
          tableId: table.tableId,
          date: night,
          persons: Math.min(Number(table.maxPersons), 2 + ((i + offset) % 4)),
          firstName,
          lastName,
          phone: `+381 6${i % 5} ${String(1000000 + guestIndex * 7919).slice(0, 7)}`,
          email: `${firstName}.${lastName}@primer.rs`
            .toLowerCase()
            .replace(/đ/g, 'dj')
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, ''),
          // A few guests of the coming nights came with the venue's welcome coupon.
          ...(offset > 0 && i === 1 ? { couponCode: DEMO_COUPON_CODE, couponOptional: true } : {}),
        };
        const placed = keep(
          await commandBus
            .execute<PlaceReservationCommand, CommandOutcome<TableNightEvent>>(new PlaceReservationCommand(randomUUID(), newUniqueId(), input, guest))
            .catch(() => ({ events: [], position: null })),
        );
        const reservation = (placed.events[0]?.data as { reservation?: { reservationId: string; status: ReservationStatus } } | undefined)?.reservation;
        const reservationId = reservation?.reservationId;
        if (!reservationId || status === 'Pending') continue;
        const at = { tableId: table.tableId, night };
        // A booth whose terms ask a deposit: the guest paid it before the venue answered (those left 'Pending' still owe it).
        if (reservation.status === 'AwaitingPayment' && status !== 'Rejected' && status !== 'Cancelled') {
          keep(await commandBus.execute(new RecordPaymentCommand(reservationId, undefined, DOOR, systemContext(randomUUID()), at)));
        }
        const door = status === 'Arrived' || status === 'NoShow';
        keep(await commandBus.execute(new ChangeReservationCommand(reservationId, { status: door ? 'Complete' : status }, systemContext(randomUUID()), at)));
        if (status === 'Arrived')
          keep(await commandBus.execute(new RecordArrivalCommand(reservationId, { persons: Math.max(1, input.persons - (i % 2)) }, DOOR, systemContext(randomUUID()))));
        if (status === 'NoShow') keep(await commandBus.execute(new RecordNoShowCommand(reservationId, systemContext(randomUUID()))));
        if (offset === 0 && i === CONFIRMS_ATTENDANCE) await confirmAttendance(commandBus, reservationId, guest, keep);
      }
      if (offset === 0) await seatWalkIn(commandBus, venue, keep);
    }
  }
  return last;
}

/**
 * Tonight's first confirmed guest has already tapped 'Dolazim' ('Potvrdio dolazak' on the list and
 * at the door). The coming nights' confirmed guests get the real reminder at the venue's hour.
 */
const CONFIRMS_ATTENDANCE = TONIGHT_STATUSES.indexOf('Complete');

async function confirmAttendance(commandBus: CommandBus, reservationId: string, guest: CommandContext, keep: (outcome: CommandOutcome) => CommandOutcome) {
  const outcome = await commandBus.execute<ConfirmAttendanceByLinkCommand, CommandOutcome>(new ConfirmAttendanceByLinkCommand(reservationId, guest)).catch(() => null);
  if (outcome) keep(outcome);
}

/** A group that came without a reservation, at a table left free tonight (the last tables are tried first). */
async function seatWalkIn(commandBus: CommandBus, venue: SeededDemoVenue, keep: (outcome: CommandOutcome) => CommandOutcome) {
  for (const table of [...venue.tables].reverse()) {
    const input = { walkIn: true as const, clubId: venue.clubId, tableId: table.tableId, firstName: 'Društvo sa ulaza', persons: Math.min(Number(table.maxPersons), 3) };
    const outcome = await commandBus
      .execute<WalkInCommand, CommandOutcome>(new WalkInCommand(randomUUID(), newUniqueId(), input, DOOR, systemContext(randomUUID())))
      .catch(() => null);
    if (outcome) return keep(outcome);
  }
}
