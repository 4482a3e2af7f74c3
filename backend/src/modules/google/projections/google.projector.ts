import type { Migration } from '#platform/database/migrations';
import { defineReadModel } from '#platform/projections/projector';
import type { GoogleBookingEvent } from '../domain/google-booking.decider';
import type { GoogleVenueEvent } from '../domain/google-venue.decider';

const GOOGLE_MIGRATION: Migration = {
  id: '20261205-10-google-read-model',
  sql: `
    CREATE TABLE google_venues (
      club_id text PRIMARY KEY,
      enabled boolean NOT NULL,
      confirms_by_hand boolean NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX google_venues_enabled_idx ON google_venues (club_id) WHERE enabled;
    CREATE TABLE google_bookings (
      booking_id text PRIMARY KEY,
      club_id text NOT NULL,
      google_user_id text NOT NULL,
      confirmation_mode text NOT NULL,
      requested_at timestamptz NOT NULL
    );
    CREATE INDEX google_bookings_user_idx ON google_bookings (google_user_id, requested_at);`,
};

/**
 * Which venues take Google's bookings (the booking server and the feeds read it), and which
 * reservations are Google's bookings, with the Google user who made each (ListBookings).
 */
export const googleProjector = defineReadModel<GoogleVenueEvent | GoogleBookingEvent>({
  name: 'google',
  migrations: [GOOGLE_MIGRATION],
  tables: ['google_venues', 'google_bookings'],
  handlers: {
    GoogleSettingsChanged: async (event, tx) => {
      const { clubId, enabled, confirmsByHand } = event.data;
      await tx.query(
        `INSERT INTO google_venues (club_id, enabled, confirms_by_hand, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (club_id) DO UPDATE SET enabled = $2, confirms_by_hand = $3, updated_at = $4`,
        [clubId, enabled, confirmsByHand, event.metadata.occurredAt],
      );
    },
    GoogleBookingRequested: async (event, tx) => {
      const { bookingId, clubId, googleUserId, confirmationMode } = event.data;
      await tx.query(
        `INSERT INTO google_bookings (booking_id, club_id, google_user_id, confirmation_mode, requested_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (booking_id) DO NOTHING`,
        [bookingId, clubId, googleUserId, confirmationMode, event.metadata.occurredAt],
      );
    },
  },
});
