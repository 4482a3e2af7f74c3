import { RESERVATION_MESSAGES as MESSAGES, formatNight } from '@izlazak/contracts';
import type { Actor } from '#platform/auth/actor';
import { badRequest, conflict, forbidden } from '#platform/commands/domain-errors';
import { belgradeTime } from '../../reservation-formatting';
import { depositOutcome } from '../deposit-outcome';
import { runsVenue } from './access';
import { withDepositOutcome } from './deposits';
import type { Arrival, Reservation, ReservationNoShow, TableNightEvent } from './events';
import { current, definedOnly, next } from './kept-reservation';
import type { TableNightState } from './state';
import { assertNotHeld, assertTableFree } from './table-free';

// The door

/**
 * The guests came in. A door phone may send the same arrival twice (a replay after it was offline):
 * the same `commandId` changes nothing; another arrival is refused naming when and who.
 */
export interface RecordArrival {
  type: 'RecordArrival';
  actor: Actor;
  reservationId: string;
  persons: number;
  men?: number;
  women?: number;
  commandId?: string;
  byName: string;
  at: string;
  tonight: string;
}

export function recordArrival(command: RecordArrival, state: TableNightState): TableNightEvent[] {
  const reservation = current(state, command.reservationId, undefined);
  if (!runsVenue(command.actor, reservation.clubId)) throw forbidden();
  if (reservation.status === 'Arrived') return sameDoorCommand(reservation.arrival?.commandId, command.commandId) ? [] : alreadyArrived(reservation);
  if (reservation.night > command.tonight) throw conflict(MESSAGES.notTonight(formatNight(reservation.night)), 'date');
  if (reservation.status === 'Rejected' || reservation.status === 'Cancelled') throw conflict(MESSAGES.notAtDoor, 'status');
  // A guest released at the cutoff who comes after all gets the table back while it is still free.
  if (reservation.status === 'NoShow') {
    assertTableFree(state, reservation.reservationId);
    assertNotHeld(state);
  }
  if ((command.men ?? 0) + (command.women ?? 0) > command.persons) throw badRequest(MESSAGES.arrivalSplit, 'men');
  const byUserId = command.actor === 'anonymous' ? '' : command.actor.userId;
  const { persons, men, women, commandId, byName, at } = command;
  const arrival = definedOnly({ persons, men, women, at, byUserId, byName, commandId }) as Arrival;
  return [{ type: 'ReservationArrived', data: { reservation: next(reservation, { status: 'Arrived', arrival }) } }];
}

const sameDoorCommand = (recorded: string | undefined, sent: string | undefined) => recorded !== undefined && recorded === sent;

export function alreadyArrived(reservation: Reservation): never {
  const arrival = reservation.arrival;
  const guest = `${reservation.firstName} ${reservation.lastName}`.trim();
  throw conflict(MESSAGES.alreadyArrived({ guest, table: reservation.tableName, time: arrival ? belgradeTime(arrival.at) : '', by: arrival?.byName ?? '' }), 'status');
}

/**
 * The guests never came: the table is free again. By hand at the door ('Oslobodi sto'), or by the
 * night's scheduled release at the venue's hold cutoff, which changes nothing once they arrived
 * (or the reservation ended another way) meanwhile.
 */
export interface RecordNoShow {
  type: 'RecordNoShow';
  actor: Actor;
  reservationId: string;
  released: boolean;
  commandId?: string;
  tonight: string;
}

export function recordNoShow(command: RecordNoShow, state: TableNightState): TableNightEvent[] {
  const found = state.reservations[command.reservationId];
  if (command.released && (!found || found.deleted || found.movedTo || found.leavingFor)) return [];
  const reservation = current(state, command.reservationId, undefined);
  if (!runsVenue(command.actor, reservation.clubId)) throw forbidden();
  const open = reservation.status === 'Pending' || reservation.status === 'Complete' || reservation.status === 'AwaitingPayment';
  if (command.released) return open ? noShowWithDeposit(reservation, command) : [];
  if (reservation.status === 'NoShow') return [];
  if (reservation.status === 'Arrived') return alreadyArrived(reservation);
  if (!open) throw conflict(MESSAGES.notAtDoor, 'status');
  if (reservation.night > command.tonight) throw conflict(MESSAGES.notYet, 'date');
  return noShowWithDeposit(reservation, command);
}

function noShowWithDeposit(reservation: Reservation, command: RecordNoShow): TableNightEvent[] {
  const event = noShow(reservation, command);
  return withDepositOutcome(event, depositOutcome(event.data.reservation, 'noShow'));
}

const noShow = (reservation: Reservation, { released, commandId }: RecordNoShow): ReservationNoShow => ({
  type: 'ReservationNoShow',
  data: { reservation: next(reservation, { status: 'NoShow' }), released, ...(commandId ? { commandId } : {}) },
});
