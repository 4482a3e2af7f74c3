import type pg from 'pg';
import { DEFAULT_REMINDER_TIME } from '@izlazak/contracts';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import { defineReactor } from '#platform/projections/projector';
import { cancelSchedule, scheduledCommandKey, upsertSchedule } from '#platform/scheduling/scheduled-command-table';
import { nightOf } from '../../events/domain/venue-night';
import type { VenueDetailsChanged, VenueEvent } from '../../venues/domain/venue.events';
import { REMINDER_CLOSE, RESERVATION_REMINDER, reminderMoment, reminderStream, type ReminderPayload } from '../domain/night-reminder';
import type { Reservation, TableNightEvent } from '../domain/table-night';

type Snapshot = { reservation: Reservation };

/**
 * Keeps one reminder per confirmed reservation at its venue's reminder hour of its night: scheduled
 * when it is confirmed (by the venue or by its deposit), moved when it moves, cancelled when it
 * ends, and moved for every confirmed reservation to come when the venue changes the hour. None
 * for a reservation placed or confirmed after that hour. Once mailed, the reminder's close is
 * scheduled at the night's start. Rows are written in the batch's transaction; the same time and
 * payload again changes nothing, so a replayed event schedules nothing twice.
 */
export const reminderPlanner = defineReactor<TableNightEvent | VenueEvent>({
  name: 'reminder-planner',
  handlers: {
    ReservationConfirmed: (event, tx) => plan(tx, event.data.reservation, event.metadata.occurredAt),
    ReservationPaymentReceived: (event, tx) => plan(tx, event.data.reservation, event.metadata.occurredAt),
    ReservationMovedIn: (event, tx) => plan(tx, event.data.reservation, event.metadata.occurredAt),
    ReservationCancelled: (event, tx) => cancelReminder(tx, event.data.reservation.reservationId),
    ReservationRejected: (event, tx) => cancelReminder(tx, event.data.reservation.reservationId),
    ReservationDeleted: (event, tx) => cancelReminder(tx, event.data.reservation.reservationId),
    ReservationNoShow: (event, tx) => cancelReminder(tx, event.data.reservation.reservationId),
    ReservationArrived: (event, tx) => cancelReminder(tx, event.data.reservation.reservationId),
    ReservationPaymentUndone: (event, tx) => cancelReminder(tx, event.data.reservation.reservationId),
    ReservationReminderSent: (event, tx) => planClose(tx, event),
    VenueDetailsChanged: (event, tx) => replanVenue(tx, event),
  },
});

async function plan(tx: pg.PoolClient, r: Reservation, decidedAt: string): Promise<void> {
  const remindAt = r.status === 'Complete' ? await reminderHourOf(tx, r.clubId, r.night) : null;
  const tooLate = !remindAt || Date.parse(r.placedAt) >= remindAt.getTime() || Date.parse(decidedAt) >= remindAt.getTime();
  if (tooLate) return void (await cancelSchedule(tx, scheduledCommandKey(reminderStream(r.reservationId), RESERVATION_REMINDER)));
  const payload: ReminderPayload = { reservationId: r.reservationId, night: r.night };
  await upsertSchedule(tx, { stream: reminderStream(r.reservationId), purpose: RESERVATION_REMINDER, runAt: remindAt, payload });
}

async function cancelReminder(tx: pg.PoolClient, reservationId: string): Promise<void> {
  for (const purpose of [RESERVATION_REMINDER, REMINDER_CLOSE]) await cancelSchedule(tx, scheduledCommandKey(reminderStream(reservationId), purpose));
}

async function planClose(tx: pg.PoolClient, event: RecordedEvent<Snapshot>): Promise<void> {
  const { reservationId, night, reminder } = event.data.reservation;
  if (!reminder) return;
  const payload: ReminderPayload = { reservationId, night };
  await upsertSchedule(tx, { stream: reminderStream(reservationId), purpose: REMINDER_CLOSE, runAt: new Date(reminder.cutoffAt), payload });
}

/** A new reminder hour moves the reminders of the venue's confirmed reservations still to come; none clears them. */
async function replanVenue(tx: pg.PoolClient, event: RecordedEvent<VenueDetailsChanged['data']>): Promise<void> {
  const { rows } = await tx.query<{ id: string; night: string; placed_at: Date }>(
    `SELECT id, to_char(night, 'YYYY-MM-DD') AS night, placed_at FROM reservations
      WHERE club_id = $1 AND night >= $2::date AND NOT deleted AND status = 'Complete' AND reminder IS NULL`,
    [event.data.clubId, nightOf(new Date(event.metadata.occurredAt))],
  );
  const time = reminderTimeOf(event.data.details.reminderTime ?? null);
  for (const row of rows) {
    const remindAt = time ? reminderMoment(row.night, time) : null;
    const key = scheduledCommandKey(reminderStream(row.id), RESERVATION_REMINDER);
    if (!remindAt || row.placed_at.getTime() >= remindAt.getTime() || Date.parse(event.metadata.occurredAt) >= remindAt.getTime()) await cancelSchedule(tx, key);
    else
      await upsertSchedule(tx, {
        stream: reminderStream(row.id),
        purpose: RESERVATION_REMINDER,
        runAt: remindAt,
        payload: { reservationId: row.id, night: row.night } satisfies ReminderPayload,
      });
  }
}

async function reminderHourOf(tx: pg.PoolClient, clubId: string, night: string): Promise<Date | null> {
  const { rows } = await tx.query<{ reminder_time: string | null }>('SELECT reminder_time FROM venues WHERE id = $1', [clubId]);
  const time = reminderTimeOf(rows[0]?.reminder_time ?? null);
  return time ? reminderMoment(night, time) : null;
}

/** The venue's reminder hour: its own, the default when it never said, none when it cleared it. */
const reminderTimeOf = (saved: string | null): string | null => (saved === null ? DEFAULT_REMINDER_TIME : saved || null);
