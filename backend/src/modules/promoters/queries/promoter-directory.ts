import type { Queryable } from '#platform/database/pool';
import { normalPromoterCode } from '../domain/promoter-code';

/** A promoter as sign-ups and reservations name them: who, by which code, for which venues. */
export interface KnownPromoter {
  id: string;
  code: string;
  name: string;
  clubIds: string[];
}

interface PromoterRow {
  id: string;
  code: string;
  name: string;
  club_ids: string[];
}

const PROMOTER_SELECT = `
  SELECT p.id, p.code, trim(u.first_name || ' ' || u.last_name) AS name,
    coalesce(array_agg(v.club_id ORDER BY v.joined_at) FILTER (WHERE v.club_id IS NOT NULL), '{}') AS club_ids
  FROM promoters p
  JOIN users u ON u.id = p.id AND NOT u.deleted AND u.status AND u.role = 'promoter'
  LEFT JOIN promoter_venues v ON v.promoter_id = p.id`;

const known = (row: PromoterRow | undefined): KnownPromoter | null => (row ? { id: row.id, code: row.code, name: row.name, clubIds: row.club_ids } : null);

/** The active promoter whose code this is (typed any case), or null. */
export async function promoterOfCode(db: Queryable, input: string): Promise<KnownPromoter | null> {
  const code = normalPromoterCode(input);
  if (!code) return null;
  const { rows } = await db.query<PromoterRow>(`${PROMOTER_SELECT} WHERE p.code = $1 GROUP BY p.id, u.first_name, u.last_name`, [code]);
  return known(rows[0]);
}

/** The promoter behind a signed-in account, or null when the account is none. */
export async function promoterOfUser(db: Queryable, userId: string): Promise<KnownPromoter | null> {
  const { rows } = await db.query<PromoterRow>(`${PROMOTER_SELECT} WHERE p.id = $1 GROUP BY p.id, u.first_name, u.last_name`, [userId]);
  return known(rows[0]);
}

/** Whether a code is given already (a new one is drawn again). */
export async function promoterCodeTaken(db: Queryable, code: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM promoters WHERE code = $1', [code]);
  return (rowCount ?? 0) > 0;
}

/** The names of promoters by id, for the entries and reservations that carry them. */
export async function promoterNames(db: Queryable, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; name: string }>("SELECT id, trim(first_name || ' ' || last_name) AS name FROM users WHERE id = ANY($1::text[])", [wanted]);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The venues a promoter works for, in the order they joined. */
export async function venuesOfPromoter(db: Queryable, promoterId: string): Promise<{ _id: string; name: string }[]> {
  const { rows } = await db.query<{ id: string; name: string }>(
    'SELECT v.id, v.name FROM promoter_venues pv JOIN venues v ON v.id = pv.club_id AND NOT v.deleted WHERE pv.promoter_id = $1 ORDER BY pv.joined_at',
    [promoterId],
  );
  return rows.map((row) => ({ _id: row.id, name: row.name }));
}
