import { NIGHT_ENDS_AT_HOUR } from '@izlazak/contracts';
import { addDays, belgradeInstant } from '../../events/domain/venue-night';

/**
 * The night's reminder (docs/reminders.md): scheduled on `reservation-<id>` at the venue's reminder
 * hour of the reservation's night, then, once mailed, its close at the night's start, when a guest
 * who has not answered shows as 'Nije potvrdio'. Rescheduling the same key replaces the time, so a
 * move to another night moves the reminder.
 */
export const RESERVATION_REMINDER = 'reservation-reminder';
export const REMINDER_CLOSE = 'reservation-reminder-close';
export const reminderStream = (reservationId: string) => `reservation-${reservationId}`;

export interface ReminderPayload {
  reservationId: string;
  night: string;
}

/** When a night with no event and no opening hour is taken to start. */
const DEFAULT_NIGHT_START = '22:00';
/** An answer is awaited at least this long after the reminder, even when the venue opens before it. */
const LEAST_ANSWER_WINDOW_MS = 60 * 60_000;

/** The reminder hour of a night: 'HH:mm' in Belgrade on the night's own day. */
export const reminderMoment = (night: string, reminderTime: string): Date => belgradeInstant(night, reminderTime);

/** A wall-clock time of the night: one before the night's end hour (06:00) is after midnight. */
export function nightMoment(night: string, time: string): Date {
  return belgradeInstant(Number(time.slice(0, 2)) < NIGHT_ENDS_AT_HOUR ? addDays(night, 1) : night, time);
}

/**
 * What the night's start is known from: its first event's start, else the venue's opening time on
 * that weekday (null when it did not say, is closed or open all day).
 */
export interface NightStartFacts {
  firstEventStart: Date | null;
  openingTime: string | null;
}

export function nightStart(night: string, facts: NightStartFacts): Date {
  return facts.firstEventStart ?? nightMoment(night, facts.openingTime ?? DEFAULT_NIGHT_START);
}

/** Until when an answer to the reminder is awaited: the night's start, and never less than an hour after the reminder. */
export function answerCutoff(remindAt: Date, start: Date): Date {
  return new Date(Math.max(start.getTime(), remindAt.getTime() + LEAST_ANSWER_WINDOW_MS));
}
