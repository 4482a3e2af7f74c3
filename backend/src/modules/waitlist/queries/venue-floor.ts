import { TABLE_HOLDING_STATUSES } from '@izlazak/contracts';
import type { Queryable } from '#platform/database/pool';
import type { FreeTable } from '../domain/waitlist/waitlist-reads';

/**
 * The venue's zones as its floor plan shows them (GET /api/club/{clubId}/floor): the plan's zones
 * once it is drawn, before that its tables' areas as `area:<name>`. Read from the floor and venues
 * read models, the same way the plan's GET reads them.
 */
export async function findVenueZones(db: Queryable, clubId: string): Promise<Map<string, string>> {
  const { rows } = await db.query<{ zone_id: string; name: string }>(
    `WITH plan AS (SELECT 1 FROM floor_plans WHERE club_id = $1)
     SELECT zone_id, name FROM floor_zones WHERE club_id = $1 AND EXISTS (SELECT 1 FROM plan)
     UNION
     SELECT 'area:' || area, area FROM venue_tables WHERE club_id = $1 AND NOT removed AND area <> '' AND NOT EXISTS (SELECT 1 FROM plan)`,
    [clubId],
  );
  return new Map(rows.map((row) => [row.zone_id, row.name]));
}

/**
 * The venue's tables no reservation holds that night (TABLE_HOLDING_STATUSES), with the zone
 * each stands in and the persons it seats (never more than 'Stolovi' says), smallest first: a
 * table goes to the first waiting guest it fits, so the small ones are handed out before the big.
 */
export async function findFreeTables(db: Queryable, clubId: string, night: string): Promise<FreeTable[]> {
  const { rows } = await db.query<{ id: string; name: string; max_persons: number; zone_id: string | null }>(
    `WITH plan AS (SELECT 1 FROM floor_plans WHERE club_id = $1)
     SELECT t.id, t.name,
       LEAST(COALESCE(f.max_persons, t.max_persons::int), t.max_persons::int) AS max_persons,
       CASE WHEN f.table_id IS NOT NULL THEN f.zone_id
            WHEN EXISTS (SELECT 1 FROM plan) THEN (SELECT z.zone_id FROM floor_zones z WHERE z.club_id = $1 AND lower(z.name) = lower(t.area) LIMIT 1)
            WHEN t.area <> '' THEN 'area:' || t.area END AS zone_id
       FROM venue_tables t LEFT JOIN floor_tables f ON f.table_id = t.id AND f.club_id = t.club_id
      WHERE t.club_id = $1 AND NOT t.removed AND t.max_persons ~ '^[0-9]{1,4}$'
        AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.table_id = t.id AND r.night = $2::date AND NOT r.deleted AND r.status = ANY($3::text[]))
      ORDER BY 3, t.name, t.id`,
    [clubId, night, TABLE_HOLDING_STATUSES],
  );
  return rows.map((row) => ({ tableId: row.id, tableName: row.name, maxPersons: Number(row.max_persons), zoneId: row.zone_id }));
}
