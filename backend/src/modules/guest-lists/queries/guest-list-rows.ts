import type { Queryable } from '#platform/database/pool';
import type { GuestListEntryView, GuestListView } from '@izlazak/contracts';

export const GUEST_LIST_COLUMNS = `id, club_id, to_char(night, 'YYYY-MM-DD') AS night_text, event_id, name, benefit, price, capacity, per_promoter_capacity, max_plus_ones,
  closes_at, closes_at_instant, public, signed_up, arrived`;

export interface GuestListRow {
  id: string;
  club_id: string;
  night_text: string;
  event_id: string | null;
  name: string;
  benefit: string;
  price: number;
  capacity: number;
  per_promoter_capacity: number | null;
  max_plus_ones: number;
  closes_at: string;
  closes_at_instant: Date;
  public: boolean;
  signed_up: number;
  arrived: number;
}

export function guestListView(row: GuestListRow, now: Date): GuestListView {
  const closed = row.closes_at_instant.getTime() <= now.getTime();
  return {
    _id: row.id,
    clubId: row.club_id,
    night: row.night_text,
    eventId: row.event_id,
    name: row.name,
    benefit: row.benefit,
    price: row.price,
    capacity: row.capacity,
    perPromoterCapacity: row.per_promoter_capacity,
    maxPlusOnes: row.max_plus_ones,
    closesAt: row.closes_at,
    closesAtInstant: row.closes_at_instant.toISOString(),
    public: row.public,
    signedUp: row.signed_up,
    arrived: row.arrived,
    full: row.signed_up >= row.capacity,
    closed,
  };
}

const ENTRY_COLUMNS =
  'id, list_id, code, first_name, last_name, phone, email, plus_ones, promoter_id, signed_up_at, arrived_persons, arrived_at, arrived_by, arrival_undone_at, arrival_undone_by';
/** The promoter's name as their account says it now (a renamed promoter shows renamed). */
const promoterName = (entry: string) => `(SELECT trim(u.first_name || ' ' || u.last_name) FROM users u WHERE u.id = ${entry}promoter_id) AS promoter_name`;
export const GUEST_LIST_ENTRY_COLUMNS = `${ENTRY_COLUMNS}, ${promoterName('')}`;

export interface GuestListEntryRow {
  id: string;
  list_id: string;
  code: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string | null;
  plus_ones: number;
  promoter_id: string | null;
  promoter_name: string | null;
  signed_up_at: Date;
  arrived_persons: number | null;
  arrived_at: Date | null;
  arrived_by: string | null;
  arrival_undone_at: Date | null;
  arrival_undone_by: string | null;
}

export const guestListEntryView = (row: GuestListEntryRow): GuestListEntryView => ({
  _id: row.id,
  listId: row.list_id,
  code: row.code,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  email: row.email,
  plusOnes: row.plus_ones,
  promoterId: row.promoter_id,
  promoter: row.promoter_id ? { _id: row.promoter_id, name: row.promoter_name ?? '' } : null,
  signedUpAt: row.signed_up_at.toISOString(),
  arrived: row.arrived_persons !== null && row.arrived_at ? { persons: row.arrived_persons, at: row.arrived_at.toISOString(), by: row.arrived_by ?? '' } : null,
  arrivalUndone: row.arrival_undone_at ? { at: row.arrival_undone_at.toISOString(), by: row.arrival_undone_by ?? '' } : null,
});

/** A name on a list with what the door reads of its list. */
export type CodedEntryRow = GuestListEntryRow & { club_id: string; night_text: string; list_name: string; benefit: string; closes_at: string; closes_at_instant: Date };

const CODED_ENTRY_COLUMNS = `${ENTRY_COLUMNS.split(', ')
  .map((column) => `e.${column}`)
  .join(', ')}, ${promoterName('e.')}, l.club_id, to_char(l.night, 'YYYY-MM-DD') AS night_text, l.name AS list_name, l.benefit, l.closes_at, l.closes_at_instant`;

/** The entry whose door code this is (the code as it is now: a code replaced by signing again names nothing). */
export async function entryOfCode(db: Queryable, code: string): Promise<CodedEntryRow | null> {
  if (!/^[A-Za-z0-9_-]{24}$/.test(code)) return null;
  const { rows } = await db.query<CodedEntryRow>(`SELECT ${CODED_ENTRY_COLUMNS} FROM guest_list_entries e JOIN guest_lists l ON l.id = e.list_id WHERE e.code = $1`, [code]);
  return rows[0] ?? null;
}
