import type pg from 'pg';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import { defineReadModel, type ProjectionHandler } from '#platform/projections/projector';
import type { Reservation, TableNightEvent } from '../../reservations/domain/table-night.decider';
import type { TableEvent } from '../../venues/domain/table.decider';
import { reportFactsOf } from './report-facts';

type ReportedEvent = TableNightEvent | TableEvent;
type SnapshotEvent = Extract<TableNightEvent, { data: { reservation: Reservation } }>['type'];

/**
 * Every event that carries the whole reservation. A new one (a deposit refunded or kept, say) is a
 * line here: the row takes the reservation as that event leaves it.
 */
const RESERVATION_SNAPSHOTS: SnapshotEvent[] = [
  'ReservationPlaced',
  'ReservationChanged',
  'ReservationConfirmed',
  'ReservationRejected',
  'ReservationCancelled',
  'ReservationMailResent',
  'ReservationArrived',
  'ReservationWalkedIn',
  'ReservationNoShow',
  'ReservationPaymentReceived',
  'ReservationDepositChanged',
  'ReservationSpendRecorded',
  'ReservationReminderSent',
  'ReservationAttendanceConfirmed',
  'ReservationAttendanceUnconfirmed',
  'ReservationMoveStarted',
  'ReservationMovedIn',
  'ReservationMoveAbandoned',
];

/**
 * `report_reservations`: one row per reservation, by venue and night, with the figures the night's
 * report adds up (status, source, covers, arrival, minimum and actual spend, deposit, coupon), kept
 * as the reservation's latest version says; `report_tables`: each table's zone (its area), so the
 * spend is reported by the zone the table was in when the reservation was last written.
 */
export const reportsProjector = defineReadModel<ReportedEvent>({
  name: 'reports',
  tables: ['report_reservations', 'report_tables'],
  migrations: [
    {
      id: '20261227-20-reports',
      sql: `
        CREATE TABLE report_reservations (
          id text PRIMARY KEY,
          club_id text NOT NULL,
          night date NOT NULL,
          table_id text NOT NULL,
          table_name text NOT NULL,
          zone text NOT NULL,
          status text NOT NULL,
          source text NOT NULL,
          persons integer NOT NULL,
          arrived_persons integer,
          arrived_at timestamptz,
          minimum_spend integer,
          spend integer,
          deposit_amount integer,
          deposit_state text,
          deposit_paid integer,
          coupon_code text,
          coupon_discount integer NOT NULL,
          version integer NOT NULL,
          deleted boolean NOT NULL
        );
        CREATE INDEX report_reservations_club_night_idx ON report_reservations (club_id, night);
        CREATE INDEX report_reservations_night_idx ON report_reservations (night);
        CREATE TABLE report_tables (
          table_id text PRIMARY KEY,
          club_id text NOT NULL,
          zone text NOT NULL
        );`,
    },
  ],
  handlers: {
    ...Object.fromEntries(RESERVATION_SNAPSHOTS.map((type) => [type, ((event, tx) => upsert(tx, event.data.reservation, false)) as ProjectionHandler<{ reservation: Reservation }>])),
    ReservationDeleted: (event, tx) => upsert(tx, event.data.reservation, true),
    TableOfferHoldEnded: async (event, tx) => {
      if (event.data.reason !== 'claimed' || !event.data.reservationId) return;
      await tx.query("UPDATE report_reservations SET source = 'waitlist' WHERE id = $1", [event.data.reservationId]);
    },
    TableAdded: (event, tx) => tableZone(tx, event),
    TableChanged: (event, tx) => tableZone(tx, event),
  },
});

async function tableZone(tx: pg.PoolClient, event: RecordedEvent<{ tableId: string; clubId: string; area: string }>): Promise<void> {
  await tx.query(
    'INSERT INTO report_tables (table_id, club_id, zone) VALUES ($1, $2, $3) ON CONFLICT (table_id) DO UPDATE SET zone = EXCLUDED.zone',
    [event.data.tableId, event.data.clubId, (event.data.area ?? '').trim()],
  );
}

/** A move writes on two streams: only a newer version replaces the row. The source is set once (or by a claim). */
async function upsert(tx: pg.PoolClient, r: Reservation, deleted: boolean): Promise<void> {
  const f = reportFactsOf(r);
  await tx.query(
    `INSERT INTO report_reservations (id, club_id, night, table_id, table_name, zone, status, source, persons, arrived_persons, arrived_at,
       minimum_spend, spend, deposit_amount, deposit_state, deposit_paid, coupon_code, coupon_discount, version, deleted)
     VALUES ($1, $2, $3, $4, $5, COALESCE((SELECT zone FROM report_tables WHERE table_id = $4), ''), $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
     ON CONFLICT (id) DO UPDATE SET
       night = EXCLUDED.night, table_id = EXCLUDED.table_id, table_name = EXCLUDED.table_name, zone = EXCLUDED.zone, status = EXCLUDED.status,
       persons = EXCLUDED.persons, arrived_persons = EXCLUDED.arrived_persons, arrived_at = EXCLUDED.arrived_at,
       minimum_spend = EXCLUDED.minimum_spend, spend = EXCLUDED.spend, deposit_amount = EXCLUDED.deposit_amount,
       deposit_state = EXCLUDED.deposit_state, deposit_paid = EXCLUDED.deposit_paid, coupon_code = EXCLUDED.coupon_code,
       coupon_discount = EXCLUDED.coupon_discount, version = EXCLUDED.version, deleted = EXCLUDED.deleted
     WHERE report_reservations.version < EXCLUDED.version`,
    [
      r.reservationId, r.clubId, r.night, r.tableId, r.tableName, f.status, f.source, r.persons, f.arrivedPersons, f.arrivedAt,
      f.minimumSpend, f.spend, f.depositAmount, f.depositState, f.depositPaid, f.couponCode, f.couponDiscount, r.version, deleted,
    ],
  );
}
