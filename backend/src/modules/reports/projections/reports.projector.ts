import type pg from 'pg';
import { unnestRows } from '#platform/database/unnest-rows';
import type { PersonErased } from '#platform/privacy/person-erased';
import { defineReadModel, type RecordedOf } from '#platform/projections/projector';
import { RESERVATION_UPDATES, type Reservation, type TableNightEvent } from '../../reservations/domain/table-night';
import type { DomainEvent } from '#platform/commands/decider';
import type { TableEvent } from '../../venues/domain/table.decider';
import { reportFactsOf } from './report-facts';

/**
 * Money's 'Višak uplate' (a second transfer for a deposit already paid), as its event is published
 * (money sits beside reports: the shape is read, not imported): counted on the reservation's night.
 */
type StatementLineOverpaid = DomainEvent<'StatementLineOverpaid', { clubId: string; lineId: string; match: { reservationId: string }; amount: number; night: string }>;

type ReportedEvent = TableNightEvent | TableEvent | StatementLineOverpaid | PersonErased;
type SnapshotEvent = Extract<TableNightEvent, { data: { reservation: Reservation } }>['type'];

/** The events whose reservation the row takes as the event leaves it (a move's start: as it leaves this table). */
const RESERVATION_SNAPSHOTS: SnapshotEvent[] = [...RESERVATION_UPDATES, 'ReservationMoveStarted'];

/**
 * `report_reservations`: one row per reservation, by venue and night, with the figures the night's
 * report adds up (status, source, covers, arrival, minimum and actual spend, deposit, coupon), kept
 * as the reservation's latest version says; `report_tables`: each table's zone (its area), so the
 * spend is reported by the zone the table was in when the reservation was last written.
 */
export const reportsProjector = defineReadModel<ReportedEvent>({
  name: 'reports',
  tables: ['report_reservations', 'report_tables', 'report_overpayments'],
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
    {
      id: '20261231-20-report-overpayments',
      sql: `
        CREATE TABLE report_overpayments (
          club_id text NOT NULL,
          line_id text NOT NULL,
          reservation_id text NOT NULL,
          night date NOT NULL,
          amount numeric(14, 2) NOT NULL,
          PRIMARY KEY (club_id, line_id)
        );
        CREATE INDEX report_overpayments_club_night_idx ON report_overpayments (club_id, night);`,
    },
  ],
  batchOf: [...RESERVATION_SNAPSHOTS, 'ReservationDeleted', 'TableOfferHoldEnded', 'TableAdded', 'TableChanged', 'StatementLineOverpaid', 'PersonErased'],
  handleBatch: async (events, tx) => {
    const changes = new ReportChanges();
    // The reports name nobody: an erasure leaves them as they are (it is followed so that it says so).
    for (const event of events) if (event.type !== 'PersonErased') changes.apply(event);
    await changes.write(tx);
  },
});

const isSnapshot = (event: RecordedOf<ReportedEvent>): event is RecordedOf<Extract<ReportedEvent, { type: SnapshotEvent }>> =>
  (RESERVATION_SNAPSHOTS as string[]).includes(event.type);

/** A reservation's row as the batch leaves it. */
interface ReservationWrite {
  reservation: Reservation;
  deleted: boolean;
  /** The zone its table had when the row was written; null: as the table stood before the batch. */
  zone: string | null;
  /** The source the row is inserted with: the first snapshot's (an update keeps the row's own). */
  source: string;
  /** A claim came after the row was written: its source is the waitlist's. */
  claimed: boolean;
}

/**
 * A batch of the reports' events folded in feed order into one write per row, with the effect each
 * event has one by one: a reservation's row takes the newest version (the first of equal ones),
 * keeps the source it was inserted with and the zone its table had when that version was written;
 * a claim marks only a row that existed by then; a table keeps its first venue and its last zone.
 */
class ReportChanges {
  private readonly reservations = new Map<string, ReservationWrite>();
  /** Claims of reservations before the batch wrote them: they mark a row only if it stood before the batch. */
  private readonly claimedBefore = new Set<string>();
  private readonly tables = new Map<string, { clubId: string; zone: string }>();
  private readonly overpayments: StatementLineOverpaid['data'][] = [];

  apply(event: RecordedOf<ReportedEvent>) {
    switch (event.type) {
      case 'ReservationDeleted':
        return this.snapshot(event.data.reservation, true);
      case 'TableOfferHoldEnded':
        if (event.data.reason === 'claimed' && event.data.reservationId) this.claim(event.data.reservationId);
        return;
      case 'TableAdded':
      case 'TableChanged':
        return this.table(event.data);
      case 'StatementLineOverpaid':
        return void this.overpayments.push(event.data);
      default:
        if (isSnapshot(event)) this.snapshot(event.data.reservation, false);
    }
  }

  private snapshot(reservation: Reservation, deleted: boolean) {
    const zone = this.tables.get(reservation.tableId)?.zone ?? null;
    const written = this.reservations.get(reservation.reservationId);
    if (!written) {
      this.reservations.set(reservation.reservationId, { reservation, deleted, zone, source: reportFactsOf(reservation).source, claimed: false });
    } else if (written.reservation.version < reservation.version) {
      Object.assign(written, { reservation, deleted, zone });
    }
  }

  private claim(reservationId: string) {
    const written = this.reservations.get(reservationId);
    if (written) written.claimed = true;
    else this.claimedBefore.add(reservationId);
  }

  private table({ tableId, clubId, area }: { tableId: string; clubId: string; area: string }) {
    const zone = (area ?? '').trim();
    const known = this.tables.get(tableId);
    this.tables.set(tableId, { clubId: known?.clubId ?? clubId, zone });
  }

  /** Reservations before tables: a row without a zone of the batch takes its table's zone from before the batch. */
  async write(tx: pg.PoolClient) {
    const written = [...this.reservations.values()];
    await markClaimed(tx, [...this.claimedBefore]);
    await upsertReservations(tx, written);
    await markClaimed(
      tx,
      written.filter((write) => write.claimed).map((write) => write.reservation.reservationId),
    );
    await upsertTables(
      tx,
      [...this.tables].map(([tableId, table]) => ({ tableId, ...table })),
    );
    await insertOverpayments(tx, this.overpayments);
  }
}

async function markClaimed(tx: pg.PoolClient, reservationIds: string[]) {
  if (reservationIds.length === 0) return;
  await tx.query("UPDATE report_reservations SET source = 'waitlist' WHERE id = ANY($1)", [reservationIds]);
}

async function insertOverpayments(tx: pg.PoolClient, overpayments: StatementLineOverpaid['data'][]) {
  if (overpayments.length === 0) return;
  const columns = [
    ['club_id', 'text'],
    ['line_id', 'text'],
    ['reservation_id', 'text'],
    ['night', 'date'],
    ['amount', 'numeric'],
  ] as const;
  const { from, params } = unnestRows(
    'v',
    columns,
    overpayments.map((o) => [o.clubId, o.lineId, o.match.reservationId, o.night, o.amount]),
  );
  await tx.query(`INSERT INTO report_overpayments (club_id, line_id, reservation_id, night, amount) SELECT * FROM ${from} ON CONFLICT DO NOTHING`, params);
}

async function upsertTables(tx: pg.PoolClient, tables: { tableId: string; clubId: string; zone: string }[]) {
  if (tables.length === 0) return;
  const { from, params } = unnestRows(
    'v',
    [
      ['table_id', 'text'],
      ['club_id', 'text'],
      ['zone', 'text'],
    ],
    tables.map((table) => [table.tableId, table.clubId, table.zone]),
  );
  await tx.query(`INSERT INTO report_tables (table_id, club_id, zone) SELECT * FROM ${from} ON CONFLICT (table_id) DO UPDATE SET zone = EXCLUDED.zone`, params);
}

const RESERVATION_COLUMNS = [
  ['id', 'text'],
  ['club_id', 'text'],
  ['night', 'date'],
  ['table_id', 'text'],
  ['table_name', 'text'],
  ['zone', 'text'],
  ['status', 'text'],
  ['source', 'text'],
  ['persons', 'integer'],
  ['arrived_persons', 'integer'],
  ['arrived_at', 'timestamptz'],
  ['minimum_spend', 'integer'],
  ['spend', 'integer'],
  ['deposit_amount', 'integer'],
  ['deposit_state', 'text'],
  ['deposit_paid', 'integer'],
  ['coupon_code', 'text'],
  ['coupon_discount', 'integer'],
  ['version', 'integer'],
  ['deleted', 'boolean'],
] as const;

function reservationColumns({ reservation: r, deleted, zone, source }: ReservationWrite): unknown[] {
  const f = reportFactsOf(r);
  return [
    r.reservationId,
    r.clubId,
    r.night,
    r.tableId,
    r.tableName,
    zone,
    f.status,
    source,
    r.persons,
    f.arrivedPersons,
    f.arrivedAt,
    f.minimumSpend,
    f.spend,
    f.depositAmount,
    f.depositState,
    f.depositPaid,
    f.couponCode,
    f.couponDiscount,
    r.version,
    deleted,
  ];
}

/** A move writes on two streams: only a newer version replaces the row. The source is set once (or by a claim). */
async function upsertReservations(tx: pg.PoolClient, writes: ReservationWrite[]) {
  if (writes.length === 0) return;
  const names = RESERVATION_COLUMNS.map(([name]) => name);
  const { from, params } = unnestRows('v', RESERVATION_COLUMNS, writes.map(reservationColumns));
  const zoneThen = "COALESCE(v.zone, (SELECT t.zone FROM report_tables t WHERE t.table_id = v.table_id), '')";
  await tx.query(
    `INSERT INTO report_reservations (${names.join(', ')})
     SELECT ${names.map((name) => (name === 'zone' ? zoneThen : `v.${name}`)).join(', ')} FROM ${from}
     ON CONFLICT (id) DO UPDATE SET
       night = EXCLUDED.night, table_id = EXCLUDED.table_id, table_name = EXCLUDED.table_name, zone = EXCLUDED.zone, status = EXCLUDED.status,
       persons = EXCLUDED.persons, arrived_persons = EXCLUDED.arrived_persons, arrived_at = EXCLUDED.arrived_at,
       minimum_spend = EXCLUDED.minimum_spend, spend = EXCLUDED.spend, deposit_amount = EXCLUDED.deposit_amount,
       deposit_state = EXCLUDED.deposit_state, deposit_paid = EXCLUDED.deposit_paid, coupon_code = EXCLUDED.coupon_code,
       coupon_discount = EXCLUDED.coupon_discount, version = EXCLUDED.version, deleted = EXCLUDED.deleted
     WHERE report_reservations.version < EXCLUDED.version`,
    params,
  );
}
