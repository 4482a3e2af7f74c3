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
  const lock = () => tx.query<CheckpointRow>('SELECT name, commit_position, prepare_position FROM projection_checkpoints WHERE name = $1 FOR UPDATE', [name]);
  const { rows } = await lock();
  if (rows.length > 0) return toPosition(rows[0]);
  await tx.query('INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT DO NOTHING', [name]);
  return toPosition((await lock()).rows[0]);
}

/**
 * Locks the checkpoint rows of several projectors (created the first time) in name order, so two
 * transactions that lock overlapping sets cannot deadlock, and returns them by name.
 */
export async function lockCheckpoints(tx: Queryable, names: string[]): Promise<Map<string, GlobalPosition | null>> {
  const lock = () =>
    tx.query<CheckpointRow>('SELECT name, commit_position, prepare_position FROM projection_checkpoints WHERE name = ANY($1::text[]) ORDER BY name FOR UPDATE', [names]);
  let { rows } = await lock();
  if (rows.length < names.length) {
    await tx.query('INSERT INTO projection_checkpoints (name) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING', [names]);
    ({ rows } = await lock());
  }
  return new Map(rows.map((row) => [row.name, toPosition(row)]));
}

export async function saveCheckpoints(tx: Queryable, names: string[], position: GlobalPosition) {
  await tx.query(`UPDATE projection_checkpoints SET commit_position = $2, prepare_position = $3, updated_at = now() WHERE name = ANY($1::text[])`, [
    names,
    position.commit.toString(),
    position.prepare.toString(),
  ]);
}

export async function saveCheckpoint(tx: Queryable, name: string, position: GlobalPosition | null) {
  await tx.query(`UPDATE projection_checkpoints SET commit_position = $2, prepare_position = $3, updated_at = now() WHERE name = $1`, [
    name,
    position?.commit.toString() ?? null,
    position?.prepare.toString() ?? null,
  ]);
}

/**
 * Moves the checkpoints of `names` from `from` to `to` in one statement, those still at `from` (a
 * batch none of whose events they handle has nothing else to write); one that moved meanwhile
 * stays where it is. Answers the names that moved.
 */
export async function moveCheckpointsIfAt(pool: pg.Pool, names: string[], from: GlobalPosition | null, to: GlobalPosition): Promise<Set<string>> {
  const { rows } = await pool.query<{ name: string }>(
    `INSERT INTO projection_checkpoints AS checkpoint (name, commit_position, prepare_position) SELECT unnest($1::text[]), $2, $3
     ON CONFLICT (name) DO UPDATE SET commit_position = $2, prepare_position = $3, updated_at = now()
     WHERE checkpoint.commit_position IS NOT DISTINCT FROM $4::numeric AND checkpoint.prepare_position IS NOT DISTINCT FROM $5::numeric
     RETURNING name`,
    [names, to.commit.toString(), to.prepare.toString(), from?.commit.toString() ?? null, from?.prepare.toString() ?? null],
  );
  return new Set(rows.map((row) => row.name));
}

export async function readCheckpoints(pool: pg.Pool): Promise<Map<string, GlobalPosition | null>> {
  const { rows } = await pool.query<CheckpointRow>('SELECT name, commit_position, prepare_position FROM projection_checkpoints');
  return new Map(rows.map((row) => [row.name, toPosition(row)]));
}
