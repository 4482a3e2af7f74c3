import { reservationSearchText } from '@izlazak/contracts';
import type pg from 'pg';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import { ERASED_VALUE } from '#platform/privacy/personal-fields';
import type { PersonErased } from '#platform/privacy/person-erased';
import { defineReadModel } from '#platform/projections/projector';
import type { Reservation, TableNight, TableNightEvent } from '../domain/table-night';

/**
 * `reservations`: one row per reservation where it stands now (every event carries the whole
 * reservation, so each write is an upsert of it); `reservation_changes`: which domain events were
 * about which reservation, so its detail can list the mails those events sent.
 */
export const reservationsProjector = defineReadModel<TableNightEvent | PersonErased>({
  name: 'reservations',
  // A guest's or a door's answer shows the reservation at once; every handler is a versioned upsert.
  inline: true,
  tables: ['reservations', 'reservation_changes'],
  migrations: [
    {
      id: '20261123-60-reservations',
      sql: `
        CREATE EXTENSION IF NOT EXISTS pg_trgm;
        CREATE TABLE reservations (
          id text PRIMARY KEY,
          unique_id text NOT NULL,
          club_id text NOT NULL,
          club text NOT NULL,
          table_id text NOT NULL,
          table_name text NOT NULL,
          night date NOT NULL,
          event_id text,
          event_title text NOT NULL,
          first_name text NOT NULL,
          last_name text NOT NULL,
          phone text NOT NULL,
          email text NOT NULL,
          persons integer NOT NULL,
          status text NOT NULL,
          user_id text,
          placed_at timestamptz NOT NULL,
          updated_at timestamptz NOT NULL,
          version integer NOT NULL,
          deleted boolean NOT NULL DEFAULT false,
          moving_to jsonb,
          search_text text NOT NULL
        );
        CREATE INDEX reservations_club_night_idx ON reservations (club_id, night) WHERE NOT deleted;
        CREATE INDEX reservations_user_idx ON reservations (user_id, night) WHERE NOT deleted;
        CREATE INDEX reservations_holds_idx ON reservations (table_id, night) WHERE NOT deleted AND status IN ('Pending', 'Complete');
        CREATE INDEX reservations_search_idx ON reservations USING gin (search_text gin_trgm_ops) WHERE NOT deleted;
        CREATE INDEX reservations_moving_idx ON reservations (updated_at) WHERE moving_to IS NOT NULL;

        CREATE TABLE reservation_changes (
          event_id uuid PRIMARY KEY,
          reservation_id text NOT NULL,
          type text NOT NULL,
          occurred_at timestamptz NOT NULL
        );
        CREATE INDEX reservation_changes_reservation_idx ON reservation_changes (reservation_id, occurred_at);`,
    },
    {
      id: '20261201-20-reservation-coupons',
      sql: `
        ALTER TABLE reservations ADD COLUMN coupon_id text;
        ALTER TABLE reservations ADD COLUMN coupon_code text;
        ALTER TABLE reservations ADD COLUMN discount_percent integer;
        ALTER TABLE reservations ADD COLUMN ticket_price text;`,
    },
    {
      id: '20261202-10-reservation-arrivals',
      sql: `
        ALTER TABLE reservations ADD COLUMN arrival jsonb;
        ALTER TABLE reservations ADD COLUMN walk_in boolean NOT NULL DEFAULT false;
        DROP INDEX reservations_holds_idx;
        CREATE INDEX reservations_holds_idx ON reservations (table_id, night) WHERE NOT deleted AND status IN ('Pending', 'Complete', 'Arrived');`,
    },
    {
      id: '20261212-10-reservation-terms',
      sql: `
        ALTER TABLE reservations ADD COLUMN terms jsonb;
        ALTER TABLE reservations ADD COLUMN deposit jsonb;
        DROP INDEX reservations_holds_idx;
        CREATE INDEX reservations_holds_idx ON reservations (table_id, night) WHERE NOT deleted AND status IN ('Pending', 'Complete', 'Arrived', 'AwaitingPayment');`,
    },
    { id: '20261227-10-reservation-spend', sql: 'ALTER TABLE reservations ADD COLUMN spend jsonb;' },
    { id: '20261229-20-reservation-reminders', sql: 'ALTER TABLE reservations ADD COLUMN reminder jsonb; ALTER TABLE reservations ADD COLUMN attendance text;' },
    { id: '20261230-10-reservation-promoters', sql: 'ALTER TABLE reservations ADD COLUMN promoter jsonb;' },
    {
      // The list sorted by status (contracts' reservationListOrder: status either way, then the newest night) reads
      // one page instead of sorting the venue's whole history; a backward scan cannot serve both, as night stays DESC.
      id: '20270103-10-reservations-status-order',
      sql: `
        CREATE INDEX reservations_club_status_idx ON reservations (club_id, status, night DESC, id) WHERE NOT deleted;
        CREATE INDEX reservations_club_status_desc_idx ON reservations (club_id, status DESC, night DESC, id) WHERE NOT deleted;`,
    },
  ],
  handlers: {
    ReservationPlaced: (event, tx) => upsert(tx, event, event.data.reservation),
    ReservationChanged: (event, tx) => upsert(tx, event, event.data.reservation),
    ReservationConfirmed: (event, tx) => upsert(tx, event, event.data.reservation),
    ReservationRejected: (event, tx) => upsert(tx, event, event.data.reservation),
    ReservationCancelled: (event, tx) => upsert(tx, event, event.data.reservation),
    ReservationMailResent: (event, tx) => upsert(tx, event, event.data.reservation),
    ReservationArrived: (event, tx) => upsert(tx, event, event.data.reservation),
    ReservationWalkedIn: (event, tx) => upsert(tx, event, event.data.reservation),
    ReservationNoShow: (event, tx) => upsert(tx, event, event.data.reservation),
    ReservationPaymentReceived: (event, tx) => upsert(tx, event, event.data.reservation),
    ReservationPaymentUndone: (event, tx) => upsert(tx, event, event.data.reservation),
    ReservationPaymentSettled: (event, tx) => upsert(tx, event, event.data.reservation),
    ReservationDepositChanged: (event, tx) => upsert(tx, event, event.data.reservation),
    ReservationSpendRecorded: (event, tx) => upsert(tx, event, event.data.reservation),
    ReservationReminderSent: (event, tx) => upsert(tx, event, event.data.reservation),
    ReservationAttendanceConfirmed: (event, tx) => upsert(tx, event, event.data.reservation),
    ReservationAttendanceUnconfirmed: (event, tx) => upsert(tx, event, event.data.reservation),
    ReservationDeleted: (event, tx) => upsert(tx, event, event.data.reservation, { deleted: true }),
    ReservationMoveStarted: (event, tx) => upsert(tx, event, event.data.reservation, { movingTo: event.data.to }),
    ReservationMovedIn: (event, tx) => upsert(tx, event, event.data.reservation),
    ReservationMoveAbandoned: (event, tx) => upsert(tx, event, event.data.reservation),
    ReservationMovedOut: (event, tx) => recordChange(tx, event, event.data.reservationId),
    // The guest erased: their reservations read as the shredded events do (the version stays: a later event rewrites the row alike).
    PersonErased: async (event, tx) => {
      const ids = event.data.reservations.map(({ id }) => id);
      if (ids.length === 0) return;
      const { firstName, lastName, phone, email } = ERASED_VALUE;
      await tx.query(
        `UPDATE reservations SET first_name = $2, last_name = $3, phone = $4, email = $5, search_text = lower(concat_ws(' ', $2::text, $3::text, $4::text, $5::text, unique_id))
          WHERE id = ANY($1::text[])`,
        [ids, firstName, lastName, phone, email],
      );
    },
  },
});

async function upsert(tx: pg.PoolClient, event: RecordedEvent, r: Reservation, flags: { deleted?: boolean; movingTo?: TableNight } = {}): Promise<void> {
  // The feed delivers a reservation's events in order, but a move writes them on two streams:
  // only a newer version replaces the row. The change is recorded in the same statement: one round
  // trip less inside the append's transaction, which a table drop's placements wait on.
  await tx.query(
    `WITH change AS (
       INSERT INTO reservation_changes (event_id, reservation_id, type, occurred_at) VALUES ($34, $1, $35, $18) ON CONFLICT DO NOTHING)
     INSERT INTO reservations (id, unique_id, club_id, club, table_id, table_name, night, event_id, event_title,
       first_name, last_name, phone, email, persons, status, user_id, placed_at, updated_at, version, deleted, moving_to, search_text,
       coupon_id, coupon_code, discount_percent, ticket_price, arrival, walk_in, terms, deposit, spend, reminder, attendance, promoter)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$36)
     ON CONFLICT (id) DO UPDATE SET
       club = EXCLUDED.club, table_id = EXCLUDED.table_id, table_name = EXCLUDED.table_name, night = EXCLUDED.night,
       event_id = EXCLUDED.event_id, event_title = EXCLUDED.event_title, first_name = EXCLUDED.first_name,
       last_name = EXCLUDED.last_name, phone = EXCLUDED.phone, email = EXCLUDED.email, persons = EXCLUDED.persons,
       status = EXCLUDED.status, updated_at = EXCLUDED.updated_at, version = EXCLUDED.version,
       deleted = EXCLUDED.deleted, moving_to = EXCLUDED.moving_to, search_text = EXCLUDED.search_text,
       coupon_id = EXCLUDED.coupon_id, coupon_code = EXCLUDED.coupon_code, discount_percent = EXCLUDED.discount_percent, ticket_price = EXCLUDED.ticket_price,
       arrival = EXCLUDED.arrival, walk_in = EXCLUDED.walk_in, terms = EXCLUDED.terms, deposit = EXCLUDED.deposit, spend = EXCLUDED.spend,
       reminder = EXCLUDED.reminder, attendance = EXCLUDED.attendance, promoter = EXCLUDED.promoter
     WHERE reservations.version < EXCLUDED.version`,
    [
      r.reservationId,
      r.uniqueId,
      r.clubId,
      r.club,
      r.tableId,
      r.tableName,
      r.night,
      r.eventId,
      r.eventTitle,
      r.firstName,
      r.lastName,
      r.phone,
      r.email,
      r.persons,
      r.status,
      r.userId,
      r.placedAt,
      event.metadata.occurredAt,
      r.version,
      flags.deleted ?? false,
      flags.movingTo ? JSON.stringify(flags.movingTo) : null,
      reservationSearchText(r),
      r.couponId ?? null,
      r.couponCode ?? null,
      r.discountPercent ?? null,
      r.ticketPrice ?? null,
      r.arrival ? JSON.stringify(r.arrival) : null,
      r.walkIn ?? false,
      r.terms ? JSON.stringify(r.terms) : null,
      r.deposit ? JSON.stringify(r.deposit) : null,
      r.spend ? JSON.stringify(r.spend) : null,
      r.reminder ? JSON.stringify(r.reminder) : null,
      r.attendance ?? null,
      event.metadata.eventId,
      event.type,
      r.promoter ? JSON.stringify(r.promoter) : null,
    ],
  );
}

async function recordChange(tx: pg.PoolClient, event: RecordedEvent, reservationId: string): Promise<void> {
  await tx.query('INSERT INTO reservation_changes (event_id, reservation_id, type, occurred_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
    event.metadata.eventId,
    reservationId,
    event.type,
    event.metadata.occurredAt,
  ]);
}
