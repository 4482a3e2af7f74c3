import type { WaitlistEntryView, WaitlistOfferView, WaitlistState } from '@izlazak/contracts';
import type { Queryable } from '#platform/database/pool';

export type WaitlistEntryState = WaitlistState;

export interface WaitlistEntryRow {
  id: string;
  club_id: string;
  club: string;
  night: string;
  position: number | null;
  state: WaitlistEntryState;
  persons: number;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  zone_id: string | null;
  zone_name: string | null;
  offered_until: Date | null;
  table_id: string | null;
  table_name: string | null;
  reservation_id: string | null;
  joined_at: Date;
  updated_at: Date;
  version: number;
}

export const WAITLIST_ENTRY_COLUMNS = `id, club_id, club, to_char(night, 'YYYY-MM-DD') AS night, position, state, persons, first_name, last_name, phone, email,
  zone_id, zone_name, offered_until, table_id, table_name, reservation_id, joined_at, updated_at, version`;

export const toEntryView = (row: WaitlistEntryRow): WaitlistEntryView => ({
  _id: row.id,
  clubId: row.club_id,
  night: row.night,
  position: row.position === null ? null : Number(row.position),
  state: row.state,
  persons: row.persons,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  email: row.email,
  zoneId: row.zone_id,
  zoneName: row.zone_name,
  offeredUntil: row.offered_until?.toISOString() ?? null,
  tableId: row.table_id,
  tableName: row.table_name,
  reservationId: row.reservation_id,
  joinedAt: row.joined_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  version: row.version,
});

/** The night's queue in order, then those who left it, the latest first. */
export async function findWaitlistOfNight(db: Queryable, clubId: string, night: string): Promise<WaitlistEntryRow[]> {
  const { rows } = await db.query<WaitlistEntryRow>(
    `SELECT ${WAITLIST_ENTRY_COLUMNS} FROM waitlist_entries WHERE club_id = $1 AND night = $2::date
      ORDER BY position NULLS LAST, updated_at DESC, id LIMIT 1000`,
    [clubId, night],
  );
  return rows;
}

export async function findWaitlistEntries(db: Queryable, ids: string[]): Promise<WaitlistEntryRow[]> {
  const { rows } = await db.query<WaitlistEntryRow>(`SELECT ${WAITLIST_ENTRY_COLUMNS} FROM waitlist_entries WHERE id = ANY($1)`, [ids]);
  return rows;
}

/** Where an entry stands: its venue and night, to find its stream. */
export async function findEntryNight(db: Queryable, entryId: string): Promise<{ clubId: string; night: string } | null> {
  const { rows } = await db.query<{ club_id: string; night: string }>("SELECT club_id, to_char(night, 'YYYY-MM-DD') AS night FROM waitlist_entries WHERE id = $1", [entryId]);
  return rows[0] ? { clubId: rows[0].club_id, night: rows[0].night } : null;
}

interface OfferRow {
  state: 'open' | 'claimed' | 'expired' | 'withdrawn';
  club_id: string;
  club: string;
  night: string;
  table_name: string;
  persons: number;
  first_name: string;
  until: Date;
  reservation_id: string | null;
}

/** An offer as its link shows it; a withdrawn one reads as run out. */
export async function findOffer(db: Queryable, offerId: string): Promise<WaitlistOfferView | null> {
  const { rows } = await db.query<OfferRow>(
    `SELECT state, club_id, club, to_char(night, 'YYYY-MM-DD') AS night, table_name, persons, first_name, until, reservation_id
       FROM waitlist_offers WHERE id = $1`,
    [offerId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    state: row.state === 'withdrawn' ? 'expired' : row.state,
    clubId: row.club_id,
    club: row.club,
    night: row.night,
    tableName: row.table_name,
    persons: row.persons,
    firstName: row.first_name,
    until: row.until.toISOString(),
    reservationId: row.reservation_id,
  };
}
