import { RESERVATION_MESSAGES as MESSAGES } from '@izlazak/contracts';
import { conflict } from '#platform/commands/domain-errors';
import type { SentReminder, TableNightEvent } from './events';
import { assertNightOn, current, followed, next } from './kept-reservation';
import type { TableNightState } from './state';

// The night's reminder (docs/reminders.md; the reservations module schedules it)

/**
 * The scheduled reminder of `night`: mailed once to the guest of a reservation still confirmed for
 * that night, placed before the reminder hour, while the night has not started. A reservation moved
 * to another night (its new night has its own schedule), reminded already, or ended changes nothing.
 */
export interface SendReservationReminder {
  type: 'SendReservationReminder';
  reservationId: string;
  night: string;
  /** The reminder hour of the night (ISO instant). */
  remindAt: string;
  /** The night's start: an answer is awaited until then. */
  cutoffAt: string;
  at: string;
}

export function sendReminder(command: SendReservationReminder, state: TableNightState): TableNightEvent[] {
  const reservation = followed(state, command.reservationId);
  if (!reservation || reservation.night !== command.night || reservation.status !== 'Complete' || !reservation.email) return [];
  if (reservation.reminder?.night === command.night) return [];
  if (Date.parse(reservation.placedAt) >= Date.parse(command.remindAt) || Date.parse(command.at) >= Date.parse(command.cutoffAt)) return [];
  const reminder: SentReminder = { night: command.night, sentAt: command.at, cutoffAt: command.cutoffAt };
  return [{ type: 'ReservationReminderSent', data: { reservation: next(reservation, { reminder }) } }];
}

/** 'Dolazim' from the reminder: the guest, with the signed link, confirms they are coming. The same again changes nothing. */
export interface ConfirmAttendance {
  type: 'ConfirmAttendance';
  reservationId: string;
  /** The version the link was checked against: a change since (a corrected address) refuses it. */
  expectedVersion?: number;
  tonight: string;
}

export function confirmAttendance(command: ConfirmAttendance, state: TableNightState): TableNightEvent[] {
  const reservation = current(state, command.reservationId, undefined);
  if (reservation.attendance === 'confirmed') return [];
  if (command.expectedVersion !== undefined && command.expectedVersion !== reservation.version) throw conflict(MESSAGES.stale, 'version');
  if (reservation.status !== 'Complete') throw conflict(MESSAGES.notConfirmedAnyMore, 'status');
  assertNightOn(reservation, command.tonight);
  return [{ type: 'ReservationAttendanceConfirmed', data: { reservation: next(reservation, { attendance: 'confirmed' }) } }];
}

/** The night has started without an answer to its reminder: 'Nije potvrdio'. An answer, an end or a move meanwhile changes nothing. */
export interface CloseReminder {
  type: 'CloseReminder';
  reservationId: string;
  night: string;
}

export function closeReminder(command: CloseReminder, state: TableNightState): TableNightEvent[] {
  const reservation = followed(state, command.reservationId);
  if (!reservation || reservation.reminder?.night !== command.night || reservation.attendance || reservation.status !== 'Complete') return [];
  return [{ type: 'ReservationAttendanceUnconfirmed', data: { reservation: next(reservation, { attendance: 'unconfirmed' }) } }];
}
