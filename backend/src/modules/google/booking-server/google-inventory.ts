import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { TABLE_HOLDING_STATUSES, type ReservationStatus } from '@izlazak/contracts';
import { PG_POOL } from '#platform/database/database.tokens';
import type { WorkingHoursDay } from '../../venues/domain/venue.events';
import type { ConfirmationMode } from '../domain/google-booking';

/** A venue as Google's booking server sees it (the venues and google read models). */
export interface Merchant {
  clubId: string;
  name: string;
  /** Approved and not deleted. */
  open: boolean;
  /** 'Rezervacije preko Google-a' is on. */
  bookable: boolean;
  confirmsByHand: boolean;
  workingHours: WorkingHoursDay[];
}

/** A Google booking as it stands now: its reservation's row with Google's side of it. */
export interface BookingRow {
  bookingId: string;
  clubId: string;
  googleUserId: string;
  confirmationMode: ConfirmationMode;
  tableId: string;
  night: string;
  persons: number;
  status: ReservationStatus;
  deleted: boolean;
  version: number;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  workingHours: WorkingHoursDay[];
}

export interface FreeTable {
  tableId: string;
  maxPersons: number;
}

const SEATS = `NULLIF(t.max_persons, '')::int`;
/** No reservation holds the table that night; `holding` is the parameter that carries TABLE_HOLDING_STATUSES. */
const TABLE_FREE_ON = (night: string, holding: string) =>
  `NOT EXISTS (SELECT 1 FROM reservations r WHERE r.table_id = t.id AND r.night = ${night} AND NOT r.deleted AND r.status = ANY(${holding}::text[]))`;

const BOOKING_COLUMNS = `gb.booking_id, gb.club_id, gb.google_user_id, gb.confirmation_mode, r.table_id, to_char(r.night, 'YYYY-MM-DD') AS night,
  r.persons, r.status, r.deleted, r.version, r.first_name, r.last_name, r.phone, r.email, v.working_hours`;
const BOOKING_FROM = `FROM google_bookings gb JOIN reservations r ON r.id = gb.booking_id JOIN venues v ON v.id = gb.club_id`;

type RawBooking = {
  booking_id: string;
  club_id: string;
  google_user_id: string;
  confirmation_mode: ConfirmationMode;
  table_id: string;
  night: string;
  persons: number;
  status: ReservationStatus;
  deleted: boolean;
  version: number;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  working_hours: WorkingHoursDay[];
};

/** What the booking server reads: only read models, each question one query. */
@Injectable()
export class GoogleInventory {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async merchant(clubId: string): Promise<Merchant | null> {
    const { rows } = await this.pool.query<{ name: string; open: boolean; bookable: boolean | null; confirms_by_hand: boolean | null; working_hours: WorkingHoursDay[] }>(
      `SELECT v.name, (v.status = 'approved' AND NOT v.deleted) AS open, g.enabled AS bookable, g.confirms_by_hand, v.working_hours
         FROM venues v LEFT JOIN google_venues g ON g.club_id = v.id WHERE v.id = $1`,
      [clubId],
    );
    const row = rows[0];
    if (!row) return null;
    return { clubId, name: row.name, open: row.open, bookable: row.open && row.bookable === true, confirmsByHand: row.confirms_by_hand ?? true, workingHours: row.working_hours };
  }

  /** For each night and party size asked: whether a table that fits is free that night. */
  async freeNightsFor(clubId: string, asked: { night: string; partySize: number }[]): Promise<Set<string>> {
    if (asked.length === 0) return new Set();
    const { rows } = await this.pool.query<{ night: string; party_size: number }>(
      `SELECT to_char(a.night, 'YYYY-MM-DD') AS night, a.party_size
         FROM unnest($2::date[], $3::int[]) AS a(night, party_size)
        WHERE EXISTS (SELECT 1 FROM venue_tables t WHERE t.club_id = $1 AND NOT t.removed AND ${SEATS} >= a.party_size AND ${TABLE_FREE_ON('a.night', '$4')})`,
      [clubId, asked.map((a) => a.night), asked.map((a) => a.partySize), TABLE_HOLDING_STATUSES],
    );
    return new Set(rows.map((row) => `${row.night}|${row.party_size}`));
  }

  /** The tables free that night that seat the party, the closest fit first. */
  async freeTablesFor(clubId: string, night: string, partySize: number): Promise<FreeTable[]> {
    const { rows } = await this.pool.query<{ id: string; seats: number }>(
      `SELECT t.id, ${SEATS} AS seats FROM venue_tables t
        WHERE t.club_id = $1 AND NOT t.removed AND ${SEATS} >= $3 AND ${TABLE_FREE_ON('$2::date', '$4')}
        ORDER BY seats, t.created_at, t.id LIMIT 10`,
      [clubId, night, partySize, TABLE_HOLDING_STATUSES],
    );
    return rows.map((row) => ({ tableId: row.id, maxPersons: row.seats }));
  }

  /** Whether any table of the venue seats the party at all. */
  async someTableSeats(clubId: string, partySize: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(`SELECT 1 FROM venue_tables t WHERE t.club_id = $1 AND NOT t.removed AND ${SEATS} >= $2 LIMIT 1`, [clubId, partySize]);
    return (rowCount ?? 0) > 0;
  }

  async booking(bookingId: string): Promise<BookingRow | null> {
    const { rows } = await this.pool.query<RawBooking>(`SELECT ${BOOKING_COLUMNS} ${BOOKING_FROM} WHERE gb.booking_id = $1`, [bookingId]);
    return rows[0] ? toBookingRow(rows[0]) : null;
  }

  async bookingsOfUser(googleUserId: string): Promise<BookingRow[]> {
    const { rows } = await this.pool.query<RawBooking>(`SELECT ${BOOKING_COLUMNS} ${BOOKING_FROM} WHERE gb.google_user_id = $1 ORDER BY r.night, gb.requested_at LIMIT 500`, [
      googleUserId,
    ]);
    return rows.map(toBookingRow);
  }

  /** The Google user's booking at the venue that night that still holds a table, other than `bookingId`. */
  async otherActiveBooking(googleUserId: string, clubId: string, night: string, bookingId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `SELECT 1 ${BOOKING_FROM} WHERE gb.google_user_id = $1 AND gb.club_id = $2 AND r.night = $3::date AND gb.booking_id <> $4
          AND NOT r.deleted AND r.status = ANY($5::text[]) LIMIT 1`,
      [googleUserId, clubId, night, bookingId, TABLE_HOLDING_STATUSES],
    );
    return (rowCount ?? 0) > 0;
  }
}

function toBookingRow(row: RawBooking): BookingRow {
  return {
    bookingId: row.booking_id,
    clubId: row.club_id,
    googleUserId: row.google_user_id,
    confirmationMode: row.confirmation_mode,
    tableId: row.table_id,
    night: row.night,
    persons: row.persons,
    status: row.status,
    deleted: row.deleted,
    version: row.version,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    email: row.email,
    workingHours: row.working_hours,
  };
}
