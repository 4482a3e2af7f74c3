import type pg from 'pg';
import type { GuestFigures, GuestView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';

export type GuestViewer = Pick<AuthenticatedUser, 'role' | 'clubId'>;

export interface GuestRow {
  id: string;
  club_id: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  merged_into: string | null;
  tags: string[];
  tags_by: string | null;
  tags_at: Date | null;
  note: string;
  note_by: string | null;
  note_at: Date | null;
  version: number;
}

export const GUEST_COLUMNS = 'g.id, g.club_id, g.first_name, g.last_name, g.phone, g.email, g.merged_into, g.tags, g.tags_by, g.tags_at, g.note, g.note_by, g.note_at, g.version';

/** Admins see every venue's guests; a venue's manager and staff only their own venue's. Adds its parameters to `params`. */
export function visibleGuests(viewer: GuestViewer, params: unknown[]): string {
  if (viewer.role === 'admin') return 'TRUE';
  if (viewer.role !== 'manager' && viewer.role !== 'staff') return 'FALSE';
  params.push(viewer.clubId ?? '');
  return `g.club_id = $${params.length}`;
}

const NO_FIGURES: GuestFigures = {
  visits: 0,
  listVisits: 0,
  noShows: 0,
  lateCancellations: 0,
  reservations: 0,
  waitlisted: 0,
  personsBrought: 0,
  lastVisit: null,
  favouriteZone: null,
};

/**
 * The figures of each profile, counting the visits of the profiles merged into it (a table's or a
 * guest list's): three grouped
 * queries over the page's profiles (visits, waits, and the zone sat in most: the drawn floor plan's,
 * else the table's area).
 */
export async function figuresOf(pool: pg.Pool, guestIds: string[]): Promise<Map<string, GuestFigures>> {
  const figures = new Map(guestIds.map((id) => [id, { ...NO_FIGURES }]));
  if (guestIds.length === 0) return figures;
  const members = `WITH members AS (SELECT id AS member, COALESCE(merged_into, id) AS root FROM guest_profiles WHERE id = ANY($1) OR merged_into = ANY($1))`;
  const [visits, waits, zones] = await Promise.all([
    pool.query<{ root: string; visits: number; list_visits: number; no_shows: number; late: number; reservations: number; persons: number; last_visit: string | null }>(
      `${members}
       SELECT m.root, count(*) FILTER (WHERE v.status = 'Arrived')::int AS visits,
         count(*) FILTER (WHERE v.status = 'Arrived' AND v.source = 'guestList')::int AS list_visits, count(*) FILTER (WHERE v.status = 'NoShow')::int AS no_shows,
         count(*) FILTER (WHERE v.late_cancel AND v.status = 'Cancelled')::int AS late, count(*) FILTER (WHERE v.source = 'reservation')::int AS reservations,
         COALESCE(sum(v.arrived_persons) FILTER (WHERE v.status = 'Arrived'), 0)::int AS persons,
         to_char(max(v.night) FILTER (WHERE v.status = 'Arrived'), 'YYYY-MM-DD') AS last_visit
       FROM members m JOIN guest_visits v ON v.guest_id = m.member AND NOT v.deleted GROUP BY m.root`,
      [guestIds],
    ),
    pool.query<{ root: string; waits: number }>(`${members} SELECT m.root, count(*)::int AS waits FROM members m JOIN guest_waits w ON w.guest_id = m.member GROUP BY m.root`, [
      guestIds,
    ]),
    pool.query<{ root: string; zone: string }>(
      `${members}, seats AS (
         SELECT m.root, v.night, COALESCE(z.name, NULLIF(vt.area, '')) AS zone
         FROM members m JOIN guest_visits v ON v.guest_id = m.member AND NOT v.deleted AND v.status = 'Arrived'
           LEFT JOIN floor_tables t ON t.table_id = v.table_id LEFT JOIN floor_zones z ON z.club_id = t.club_id AND z.zone_id = t.zone_id
           LEFT JOIN venue_tables vt ON vt.id = v.table_id)
       SELECT DISTINCT ON (root) root, zone FROM seats WHERE zone IS NOT NULL
       GROUP BY root, zone ORDER BY root, count(*) DESC, max(night) DESC`,
      [guestIds],
    ),
  ]);
  for (const row of visits.rows) {
    Object.assign(figures.get(row.root) ?? {}, {
      visits: row.visits,
      listVisits: row.list_visits,
      noShows: row.no_shows,
      lateCancellations: row.late,
      reservations: row.reservations,
      personsBrought: row.persons,
      lastVisit: row.last_visit,
    });
  }
  for (const row of waits.rows) Object.assign(figures.get(row.root) ?? {}, { waitlisted: row.waits });
  for (const row of zones.rows) Object.assign(figures.get(row.root) ?? {}, { favouriteZone: row.zone });
  return figures;
}

const stampOf = (byName: string | null, at: Date | null) => (at ? { byName: byName ?? '', at: at.toISOString() } : null);

export function toGuestView(row: GuestRow, figures: GuestFigures, merged: GuestView['merged'] = []): GuestView {
  return {
    _id: row.id,
    clubId: row.club_id,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    email: row.email,
    ...figures,
    tags: row.tags,
    tagsChanged: stampOf(row.tags_by, row.tags_at),
    note: row.note,
    noteChanged: stampOf(row.note_by, row.note_at),
    merged,
    mergedInto: row.merged_into,
    version: row.version,
  };
}
