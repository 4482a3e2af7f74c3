import type pg from 'pg';
import type { Migration } from '#platform/database/migrations';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import { defineReactor } from '#platform/projections/projector';
import type { Reservation, TableNightEvent } from '../../reservations/domain/table-night';
import type { WorkingHoursDay } from '../../venues/domain/venue.events';
import { GOOGLE_SERVICE_ID, googleStatusOf } from '../domain/google-booking';
import type { GoogleBookingEvent } from '../domain/google-booking.decider';
import { nightSlot } from '../domain/night-slot';

const GOOGLE_NOTIFICATIONS_MIGRATION: Migration = {
  id: '20261205-20-google-notifications',
  sql: `
    CREATE TABLE google_booking_links (
      booking_id text PRIMARY KEY,
      club_id text NOT NULL
    );
    CREATE TABLE google_notifications (
      id text PRIMARY KEY,
      seq bigserial NOT NULL,
      booking_id text NOT NULL,
      update_mask text NOT NULL,
      body jsonb NOT NULL,
      status text NOT NULL DEFAULT 'pending',
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      claimed_by integer,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX google_notifications_due_idx ON google_notifications (next_attempt_at) WHERE status IN ('pending', 'sending');
    CREATE INDEX google_notifications_booking_idx ON google_notifications (booking_id, seq) WHERE status IN ('pending', 'sending');`,
};

/** What Google is told of a booking: its notification API's Booking, in that API's JSON (camelCase). */
export interface GoogleNotificationBody {
  merchantId: string;
  serviceId: string;
  status: string;
  startTime: string;
  duration: string;
  partySize: number;
}

type Snapshot = { reservation: Reservation };

/**
 * Tells Google of every change made on our side to a booking made through Google: the venue
 * confirms or rejects it, the guest cancels by the link in the mail, a no-show, a new number of
 * persons or a move to another night. Each change becomes one row of the outbox, named by the
 * domain event's id (a replay adds nothing); the relay PATCHes it to the booking notification API
 * with retries. Changes Google itself asked for (the booking server's own commands) are not told
 * back.
 */
export const googleNotifier = defineReactor<TableNightEvent | GoogleBookingEvent>({
  name: 'google-notifier',
  migrations: [GOOGLE_NOTIFICATIONS_MIGRATION],
  handlers: {
    GoogleBookingRequested: async (event, tx) => {
      await tx.query('INSERT INTO google_booking_links (booking_id, club_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [event.data.bookingId, event.data.clubId]);
    },
    ReservationConfirmed: (event, tx) => tell(event, tx, ['status']),
    ReservationRejected: (event, tx) => tell(event, tx, ['status']),
    ReservationCancelled: (event, tx) => tell(event, tx, ['status']),
    ReservationNoShow: (event, tx) => tell(event, tx, ['status']),
    ReservationPaymentReceived: (event, tx) => tell(event, tx, ['status']),
    ReservationPaymentUndone: (event, tx) => tell(event, tx, ['status']),
    ReservationDeleted: (event, tx) => tell(event, tx, ['status'], true),
    ReservationChanged: (event, tx) => (event.data.changed.includes('persons') ? tell(event, tx, ['partySize']) : Promise.resolve()),
    ReservationMovedIn: (event, tx) => (event.data.from.night !== event.data.reservation.night ? tell(event, tx, ['startTime', 'duration', 'partySize']) : Promise.resolve()),
  },
});

/** The booking server's own requests carry their route; what they changed Google already knows. */
const askedByGoogle = (event: RecordedEvent) => event.metadata.via?.includes('/google/v3/') === true;

async function tell(event: RecordedEvent<Snapshot>, tx: pg.PoolClient, fields: string[], deleted = false): Promise<void> {
  if (askedByGoogle(event)) return;
  const { reservation } = event.data;
  const { rows } = await tx.query<{ working_hours: WorkingHoursDay[] }>(
    'SELECT v.working_hours FROM google_booking_links l JOIN venues v ON v.id = l.club_id WHERE l.booking_id = $1',
    [reservation.reservationId],
  );
  if (!rows[0]) return;
  const slot = nightSlot(rows[0].working_hours, reservation.night) ?? nightSlot([], reservation.night)!;
  const body: GoogleNotificationBody = {
    merchantId: reservation.clubId,
    serviceId: GOOGLE_SERVICE_ID,
    status: googleStatusOf(reservation.status, deleted),
    startTime: new Date(slot.startSec * 1000).toISOString(),
    duration: `${slot.durationSec}s`,
    partySize: reservation.persons,
  };
  await tx.query(`INSERT INTO google_notifications (id, booking_id, update_mask, body) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING`, [
    event.metadata.eventId,
    reservation.reservationId,
    fields.join(','),
    JSON.stringify(body),
  ]);
}
