import type pg from 'pg';
import { inTransaction, type Queryable } from '#platform/database/pool';

/**
 * A counter per projector that moves in the same transaction as any batch that ran one of its
 * handlers (and on a reset). Unlike the checkpoint, it stays put while the feed brings only events
 * the projector ignores, so "the counter did not move" means "its tables are as they were".
 *
 * A read model written inside appends (inline) also has a sequence, moved by each such append right
 * after its COMMIT: no row to lock, so the appends never wait for each other there. Its version is
 * the counter plus the sequence.
 */
export const READ_MODEL_VERSIONS_MIGRATION = {
  id: '20261123-00-read-model-versions',
  sql: `
    CREATE TABLE read_model_versions (
      projector text PRIMARY KEY,
      version bigint NOT NULL
    );`,
};

export async function markReadModelChanged(tx: Queryable, projector: string) {
  await markReadModelsChanged(tx, [projector]);
}

/** Rows are locked in the projectors' order, so two transactions moving several never wait for each other in a circle. */
export async function markReadModelsChanged(tx: Queryable, projectors: string[]) {
  if (projectors.length === 0) return;
  await tx.query(
    `INSERT INTO read_model_versions (projector, version) SELECT projector, 1 FROM unnest($1::text[]) AS projector ORDER BY projector
     ON CONFLICT (projector) DO UPDATE SET version = read_model_versions.version + 1`,
    [[...new Set(projectors)].sort()],
  );
}

const INLINE_CHANGES = 'read_model_changes_';

/** The sequence an inline read model's appends move, as a regclass literal. */
export const inlineChangesSequence = (projector: string) => `"${INLINE_CHANGES}${projector.replaceAll('"', '""')}"`;

/** Creates the inline read models' sequences; processes starting together may all try. */
export async function ensureInlineChangesSequences(pool: pg.Pool, projectors: string[]): Promise<void> {
  if (projectors.length === 0) return;
  await inTransaction(pool, async (client) => {
    // Concurrent CREATE ... IF NOT EXISTS can still collide in the catalog.
    await client.query("SELECT pg_advisory_xact_lock(hashtext('read_model_changes'))");
    for (const projector of projectors) await client.query(`CREATE SEQUENCE IF NOT EXISTS ${inlineChangesSequence(projector)}`);
  });
}

/**
 * Every projector's version. Prepared on each connection once: planning the `pg_sequences` view took
 * about 0.7 ms of the server's CPU a read, running it takes microseconds.
 */
const READ_VERSIONS = {
  name: 'read-model-versions',
  text: `SELECT projector, coalesce(counted.version, 0) + coalesce(appended.last_value, 0) AS version
           FROM read_model_versions AS counted
           FULL JOIN (SELECT substr(sequencename, ${INLINE_CHANGES.length + 1}) AS projector, last_value FROM pg_sequences
                       WHERE schemaname = current_schema() AND starts_with(sequencename, '${INLINE_CHANGES}')) AS appended USING (projector)`,
};

/** Projector name → version; a projector that never changed anything is absent. */
export type ReadModelVersionMap = ReadonlyMap<string, number>;

/**
 * Reads every projector's version, whichever process runs it. `current()` resolves with a read that
 * started after the call, so it sees every batch committed before the caller asked; callers that
 * arrive together share one query, which keeps the cost at one round trip however many ask.
 * `current(since)` (a `performance.now()` of the caller's) takes any read that started since then:
 * a command that checks several caches reads the versions once.
 */
export class ReadModelVersions {
  private running: Promise<ReadModelVersionMap> | null = null;
  private queued: Promise<ReadModelVersionMap> | null = null;
  private latest: { startedAt: number; read: Promise<ReadModelVersionMap> } | null = null;

  constructor(private readonly pool: pg.Pool) {}

  current(since?: number): Promise<ReadModelVersionMap> {
    if (since !== undefined && this.latest && this.latest.startedAt >= since) return this.latest.read;
    if (!this.running) return this.start();
    // The query in flight may have started before this caller asked: wait for the next one.
    this.queued ??= this.running.then(
      () => this.startQueued(),
      () => this.startQueued(),
    );
    return this.queued;
  }

  private startQueued() {
    this.queued = null;
    return this.start();
  }

  private start(): Promise<ReadModelVersionMap> {
    const read = this.read();
    const latest = { startedAt: performance.now(), read };
    this.running = read;
    this.latest = latest;
    const settle = () => {
      if (this.running === read) this.running = null;
    };
    const forget = () => {
      settle();
      if (this.latest === latest) this.latest = null;
    };
    read.then(settle, forget);
    return read;
  }

  private async read(): Promise<ReadModelVersionMap> {
    const { rows } = await this.pool.query<{ projector: string; version: number }>(READ_VERSIONS);
    return new Map(rows.map((row) => [row.projector, row.version]));
  }
}
