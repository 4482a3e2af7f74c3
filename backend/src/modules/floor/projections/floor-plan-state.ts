import type pg from 'pg';
import type { StreamState } from '#platform/commands/event-sourced-repository';
import type { TableShape } from '@izlazak/contracts';
import type { FloorState } from '../domain/floor.decider';

/**
 * The plan's decision state as the `floor` read model holds it, at the revision it has applied
 * (`floor_plans.version`; every event of the stream moves it in the same transaction as its rows),
 * in one statement so its three tables are read at one moment. A save then replays only the
 * events after that revision (none, mostly) instead of the stream's whole history, and costs what
 * the plan holds (at most 100 zones and 500 tables), not how often it was saved. Null before the
 * plan is first drawn (or while the read model is rebuilt from nothing): the stream is replayed.
 */
export async function floorStateFromReadModel(pool: pg.Pool, clubId: string): Promise<StreamState<FloorState> | null> {
  const { rows } = await pool.query<PlanRow>(
    `SELECT p.version, p.width, p.height, p.background,
       COALESCE((SELECT json_agg(json_build_object('id', z.zone_id, 'name', z.name, 'color', z.color) ORDER BY z.added_revision, z.zone_id)
                 FROM floor_zones z WHERE z.club_id = p.club_id), '[]') AS zones,
       COALESCE((SELECT json_agg(json_build_object('id', t.table_id, 'zoneId', t.zone_id, 'x', t.x, 'y', t.y, 'rotation', t.rotation, 'shape', t.shape,
                   'width', t.width, 'height', t.height, 'minPersons', t.min_persons, 'maxPersons', t.max_persons))
                 FROM floor_tables t WHERE t.club_id = p.club_id), '[]') AS tables
     FROM floor_plans p WHERE p.club_id = $1`,
    [clubId],
  );
  const [plan] = rows;
  if (!plan) return null;
  return {
    revision: BigInt(plan.version),
    state: {
      drawn: true,
      width: plan.width,
      height: plan.height,
      background: plan.background,
      zones: Object.fromEntries(plan.zones.map((zone) => [zone.id, { name: zone.name, color: zone.color }])),
      tables: Object.fromEntries(
        plan.tables.map(({ id, zoneId, x, y, rotation, shape, width, height, minPersons, maxPersons }) => [
          id,
          { zoneId, x, y, rotation, shape, width, height, minPersons, maxPersons },
        ]),
      ),
    },
  };
}

interface PlanRow {
  version: number;
  width: number;
  height: number;
  background: string | null;
  zones: { id: string; name: string; color: string }[];
  tables: { id: string; zoneId: string | null; x: number; y: number; rotation: number; shape: TableShape; width: number; height: number; minPersons: number; maxPersons: number }[];
}
