import type pg from 'pg';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import { defineReadModel } from '#platform/projections/projector';
import type { FloorEvent, TableForm, TablePlace } from '../domain/floor.decider';

/**
 * `floor_plans`: each drawn plan, with its stream's revision as its version; `floor_zones` and
 * `floor_tables`: its zones and where each table stands. The GET joins them with the venue's tables
 * (placed or not) and the night's holds from the reservations read model, in one query.
 */
export const floorProjector = defineReadModel<FloorEvent>({
  name: 'floor',
  tables: ['floor_plans', 'floor_zones', 'floor_tables'],
  migrations: [
    {
      id: '20261125-10-floor',
      sql: `
        CREATE TABLE floor_plans (
          club_id text PRIMARY KEY,
          version integer NOT NULL,
          width double precision NOT NULL,
          height double precision NOT NULL,
          background text,
          updated_at timestamptz NOT NULL
        );
        CREATE TABLE floor_zones (
          club_id text NOT NULL,
          zone_id text NOT NULL,
          name text NOT NULL,
          color text NOT NULL,
          -- The plan's revision that added it: zones are listed in the order they were drawn.
          added_revision integer NOT NULL,
          PRIMARY KEY (club_id, zone_id)
        );
        CREATE TABLE floor_tables (
          table_id text PRIMARY KEY,
          club_id text NOT NULL,
          zone_id text,
          shape text NOT NULL,
          x double precision NOT NULL,
          y double precision NOT NULL,
          width double precision NOT NULL,
          height double precision NOT NULL,
          rotation double precision NOT NULL,
          min_persons integer NOT NULL,
          max_persons integer NOT NULL
        );
        CREATE INDEX floor_tables_club_idx ON floor_tables (club_id);`,
    },
  ],
  handlers: {
    FloorPlanDrawn: async (event, tx) => {
      const { clubId, width, height, background } = event.data;
      await tx.query(
        `INSERT INTO floor_plans (club_id, version, width, height, background, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (club_id) DO UPDATE SET version = EXCLUDED.version, width = EXCLUDED.width, height = EXCLUDED.height,
           background = EXCLUDED.background, updated_at = EXCLUDED.updated_at`,
        [clubId, Number(event.revision), width, height, background, event.metadata.occurredAt],
      );
    },
    FloorZoneAdded: async (event, tx) => {
      const { clubId, zoneId, name, color } = event.data;
      await tx.query(
        `INSERT INTO floor_zones (club_id, zone_id, name, color, added_revision) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (club_id, zone_id) DO UPDATE SET name = EXCLUDED.name, color = EXCLUDED.color`,
        [clubId, zoneId, name, color, Number(event.revision)],
      );
      await stamp(tx, event);
    },
    FloorZoneRenamed: async (event, tx) => {
      const { clubId, zoneId, name, color } = event.data;
      await tx.query('UPDATE floor_zones SET name = $3, color = $4 WHERE club_id = $1 AND zone_id = $2', [clubId, zoneId, name, color]);
      await stamp(tx, event);
    },
    FloorZoneRemoved: async (event, tx) => {
      await tx.query('DELETE FROM floor_zones WHERE club_id = $1 AND zone_id = $2', [event.data.clubId, event.data.zoneId]);
      await stamp(tx, event);
    },
    FloorTablePlaced: async (event, tx) => {
      const { clubId, tableId } = event.data;
      await tx.query(
        `INSERT INTO floor_tables (table_id, club_id, zone_id, x, y, rotation, shape, width, height, min_persons, max_persons)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (table_id) DO UPDATE SET club_id = EXCLUDED.club_id, zone_id = EXCLUDED.zone_id, shape = EXCLUDED.shape, x = EXCLUDED.x,
           y = EXCLUDED.y, width = EXCLUDED.width, height = EXCLUDED.height, rotation = EXCLUDED.rotation,
           min_persons = EXCLUDED.min_persons, max_persons = EXCLUDED.max_persons`,
        [tableId, clubId, ...placeColumns(event.data), ...formColumns(event.data)],
      );
      await stamp(tx, event);
    },
    FloorTableMoved: async (event, tx) => {
      await tx.query('UPDATE floor_tables SET zone_id = $2, x = $3, y = $4, rotation = $5 WHERE table_id = $1', [event.data.tableId, ...placeColumns(event.data)]);
      await stamp(tx, event);
    },
    FloorTableReshaped: async (event, tx) => {
      await tx.query('UPDATE floor_tables SET shape = $2, width = $3, height = $4, min_persons = $5, max_persons = $6 WHERE table_id = $1', [
        event.data.tableId,
        ...formColumns(event.data),
      ]);
      await stamp(tx, event);
    },
  },
});

const placeColumns = ({ zoneId, x, y, rotation }: TablePlace) => [zoneId, x, y, rotation];
const formColumns = ({ shape, width, height, minPersons, maxPersons }: TableForm) => [shape, width, height, minPersons, maxPersons];

/** Every event of the plan's stream moves the plan's version to its revision. */
async function stamp(tx: pg.PoolClient, event: RecordedEvent<{ clubId: string }>): Promise<void> {
  await tx.query('UPDATE floor_plans SET version = $2, updated_at = $3 WHERE club_id = $1', [event.data.clubId, Number(event.revision), event.metadata.occurredAt]);
}
