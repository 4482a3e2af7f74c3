import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { isLocale, type Role, type UserView } from '@izlazak/contracts';
import { PG_POOL } from '#platform/database/database.tokens';
import { RESERVATION_COUNTS, type ReservationCounts } from '../ports/reservation-counts';

export interface UserRow {
  id: string;
  unique_id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  mobile_phone: string;
  role: Role;
  club_id: string | null;
  password_hash: string;
  status: boolean;
  is_verified: boolean;
  pending_email: string | null;
  profile_image: string | null;
  locale: string | null;
  deleted: boolean;
}

function toUserView(row: UserRow, numberOfReservations: number): UserView {
  return {
    _id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    mobilePhone: row.mobile_phone,
    email: row.email,
    status: row.status,
    role: row.role,
    clubId: row.club_id,
    uniqueId: row.unique_id,
    numberOfReservations,
    isVerified: row.is_verified,
    pendingEmail: row.pending_email ?? null,
    profileImage: row.profile_image,
    locale: isLocale(row.locale) ? row.locale : null,
  };
}

/** Reads of the users read model that sign-in and the session guard need. */
@Injectable()
export class UserDirectory {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async findByLogin(emailOrUsername: string): Promise<UserRow | null> {
    const { rows } = await this.pool.query<UserRow>(
      `SELECT * FROM users WHERE NOT deleted AND (lower(email) = lower($1) OR lower(username) = lower($1))
       ORDER BY lower(email) = lower($1) DESC LIMIT 1`,
      [emailOrUsername.trim()],
    );
    return rows[0] ?? null;
  }

  async findByEmail(email: string): Promise<UserRow | null> {
    const { rows } = await this.pool.query<UserRow>('SELECT * FROM users WHERE NOT deleted AND lower(email) = lower($1) LIMIT 1', [email.trim()]);
    return rows[0] ?? null;
  }

  /** The live staff, manager and promoter accounts of a venue (for deactivating them with the venue). */
  async findStaffOfClub(clubId: string): Promise<UserRow[]> {
    const { rows } = await this.pool.query<UserRow>(`SELECT * FROM users WHERE NOT deleted AND club_id = $1 AND role IN ('staff', 'manager', 'promoter') ORDER BY created_at, id`, [
      clubId,
    ]);
    return rows;
  }

  async findById(id: string): Promise<UserRow | null> {
    const { rows } = await this.pool.query<UserRow>('SELECT * FROM users WHERE id = $1 AND NOT deleted', [id]);
    return rows[0] ?? null;
  }
}

/** Accounts as the API shows them, with their reservations counted by the reservations feature. */
@Injectable()
export class UserViews {
  constructor(@Inject(RESERVATION_COUNTS) private readonly reservations: ReservationCounts) {}

  async of(rows: UserRow[]): Promise<UserView[]> {
    const counts = await this.reservations.ofUsers(rows.map((row) => row.id));
    return rows.map((row) => toUserView(row, counts.get(row.id) ?? 0));
  }

  async one(row: UserRow): Promise<UserView> {
    const [view] = await this.of([row]);
    return view;
  }
}
