import type pg from 'pg';
import type { Queryable } from '#platform/database/pool';
import type { GlobalPosition } from '#platform/event-store/event-store.port';

export const CHECKPOINTS_MIGRATION = {
  id: '20261122-00-projection-checkpoints',
  sql: `
    CREATE TABLE projection_checkpoints (
      name text PRIMARY KEY,
      commit_position numeric(20),
      prepare_position numeric(20),
      updated_at timestamptz NOT NULL DEFAULT now()
    );`,
};

interface CheckpointRow {
  name: string;
  commit_position: string | null;
  prepare_position: string | null;
}

function toPosition(row: CheckpointRow | undefined): GlobalPosition | null {
  if (!row || row.commit_position === null || row.prepare_position === null) return null;
  return { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) };
}

/** Locks the projector's checkpoint row (created the first time) for the rest of the transaction and returns it. */
export async function lockCheckpoint(tx: Queryable, name: string): Promise<GlobalPosition | null> {
  const lock = () =>
    tx.query<CheckpointRow>('SELECT name, commit_position, prepare_position FROM projection_checkpoints WHERE name = $1 FOR UPDATE', [name]);
  const { rows } = await lock();
  if (rows.length > 0) return toPosition(rows[0]);
  await tx.query('INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT DO NOTHING', [name]);
  return toPosition((await lock()).rows[0]);
}

export async function saveCheckpoint(tx: Queryable, name: string, position: GlobalPosition | null) {
  await tx.query(
    `UPDATE projection_checkpoints SET commit_position = $2, prepare_position = $3, updated_at = now() WHERE name = $1`,
    [name, position?.commit.toString() ?? null, position?.prepare.toString() ?? null],
  );
}

/**
 * Moves the checkpoint from `from` to `to` in one statement, if it is still at `from` (a batch
 * none of whose events the projector handles has nothing else to write); if it moved meanwhile,
 * it stays where it is. True if it moved.
 */
export async function moveCheckpointIfAt(pool: pg.Pool, name: string, from: GlobalPosition | null, to: GlobalPosition): Promise<boolean> {
  const { rowCount } = await pool.query(
    `INSERT INTO projection_checkpoints AS checkpoint (name, commit_position, prepare_position) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET commit_position = $2, prepare_position = $3, updated_at = now()
     WHERE checkpoint.commit_position IS NOT DISTINCT FROM $4::numeric AND checkpoint.prepare_position IS NOT DISTINCT FROM $5::numeric`,
    [name, to.commit.toString(), to.prepare.toString(), from?.commit.toString() ?? null, from?.prepare.toString() ?? null],
  );
  return rowCount === 1;
}

export async function readCheckpoints(pool: pg.Pool): Promise<Map<string, GlobalPosition | null>> {
  const { rows } = await pool.query<CheckpointRow>(
    'SELECT name, commit_position, prepare_position FROM projection_checkpoints',
  );
  return new Map(rows.map((row) => [row.name, toPosition(row)]));
}
