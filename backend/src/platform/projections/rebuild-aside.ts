import type pg from 'pg';
import { inTransaction } from '#platform/database/pool';
import type { EventStore, GlobalPosition, RecordedEvent } from '#platform/event-store/event-store.port';
import { lockCheckpoint, saveCheckpoint } from './checkpoints';
import type { Projector } from './projector';
import { markReadModelChanged } from './read-model-versions';

const BATCH_SIZE = 1000;

/**
 * Rebuilds a read model that nobody sees being rebuilt: its migrations create fresh tables in a
 * schema of their own, the whole feed is replayed into them while the live tables keep serving,
 * and once caught up one transaction applies the last events, drops the live tables, moves the
 * fresh ones into their place and sets the checkpoint. The live projector waits on the checkpoint
 * row meanwhile, then sees it moved and carries on from there. Cached answers built on the old
 * tables go stale with the swap, as after any batch.
 */
export async function rebuildAside(pool: pg.Pool, store: EventStore, projector: Projector): Promise<void> {
  const shadow = `rebuild_${projector.name.replace(/[^a-z0-9]+/gi, '_').toLowerCase()}`;
  await pool.query(`DROP SCHEMA IF EXISTS ${shadow} CASCADE`);
  await pool.query(`CREATE SCHEMA ${shadow}`);
  try {
    await inShadow(pool, shadow, async (tx) => {
      for (const migration of [...projector.migrations].sort((a, b) => a.id.localeCompare(b.id))) await tx.query(migration.sql);
    });
    let position: GlobalPosition | null = null;
    for (;;) {
      const events = await eventsAfter(store, position);
      if (events.length === 0) break;
      await inShadow(pool, shadow, (tx) => apply(projector, events, tx));
      position = events[events.length - 1].position;
    }
    await analyse(pool, shadow, projector.tables);
    await swapIn(pool, store, projector, shadow, position);
  } finally {
    await pool.query(`DROP SCHEMA IF EXISTS ${shadow} CASCADE`);
  }
}

async function swapIn(pool: pg.Pool, store: EventStore, projector: Projector, shadow: string, replayedUpTo: GlobalPosition | null) {
  await inTransaction(pool, async (tx) => {
    await lockCheckpoint(tx, projector.name);
    await tx.query(`SET LOCAL search_path TO ${shadow}, public`);
    let position = replayedUpTo;
    for (let tail = await eventsAfter(store, position); tail.length > 0; tail = await eventsAfter(store, position)) {
      await apply(projector, tail, tx);
      position = tail[tail.length - 1].position;
    }
    await tx.query('SET LOCAL search_path TO public');
    for (const table of projector.tables) {
      await tx.query(`DROP TABLE IF EXISTS public.${table} CASCADE`);
      await tx.query(`ALTER TABLE ${shadow}.${table} SET SCHEMA public`);
    }
    await saveCheckpoint(tx, projector.name, position);
    await markReadModelChanged(tx, projector.name);
  });
}

/**
 * Fresh tables have no statistics, and without autovacuum they would never get any: the planner
 * then guesses, and a per-row lookup becomes a scan of the whole table. The statistics move with
 * the tables into their place.
 */
async function analyse(pool: pg.Pool, shadow: string, tables: readonly string[]) {
  for (const table of tables) await pool.query(`ANALYZE ${shadow}.${table}`);
}

/** Unqualified table names in the migrations and handlers resolve to the shadow schema first. */
function inShadow(pool: pg.Pool, shadow: string, work: (tx: pg.PoolClient) => Promise<void>) {
  return inTransaction(pool, async (tx) => {
    await tx.query(`SET LOCAL search_path TO ${shadow}, public`);
    await work(tx);
  });
}

async function apply(projector: Projector, events: RecordedEvent[], tx: pg.PoolClient) {
  if (projector.handleBatch) {
    const its = events.filter((event) => projector.handlers[event.type]);
    if (its.length > 0) await projector.handleBatch(its, tx);
    return;
  }
  for (const event of events) await projector.handlers[event.type]?.(event, tx);
}

async function eventsAfter(store: EventStore, position: GlobalPosition | null): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const event of store.readAll({ fromPosition: position ?? undefined, maxCount: BATCH_SIZE })) events.push(event);
  return events;
}
