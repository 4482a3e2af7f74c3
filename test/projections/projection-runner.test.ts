import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { CommandBus } from '@nestjs/cqrs';
import { systemContext } from '../../backend/src/platform/commands/command-context';
import { withMetadata } from '../../backend/src/platform/commands/event-sourced-repository';
import { runMigrations } from '../../backend/src/platform/database/migrations';
import { createPool } from '../../backend/src/platform/database/pool';
import { EVENT_STORE_MIGRATIONS } from '../../backend/src/platform/event-store/event-store.migration';
import { PostgresEventStore } from '../../backend/src/platform/event-store/postgres-event-store';
import { CHECKPOINTS_MIGRATION, readCheckpoints } from '../../backend/src/platform/projections/checkpoints';
import { READ_MODEL_VERSIONS_MIGRATION, ReadModelVersions } from '../../backend/src/platform/projections/read-model-versions';
import { ProjectionRunner } from '../../backend/src/platform/projections/projection-runner';
import { defineReactor, type Projector } from '../../backend/src/platform/projections/projector';
import type { DomainEvent } from '../../backend/src/platform/commands/decider';
import { comparePositions, type GlobalPosition } from '../../backend/src/platform/event-store/event-store.port';
import { RegisterUserCommand } from '../../backend/src/modules/identity/commands/register-user/register-user.command';
import { apiClient } from '../support/http';
import { readModelsCaughtUp, startTestApp } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const VISITS_TABLE = `CREATE TABLE guest_visits (guest text PRIMARY KEY, visits integer NOT NULL)`;

/** Deliberately not idempotent: applying an event twice shows up as a wrong count. */
function visitsProjector(onEvent: (index: number) => Promise<void> = async () => undefined): Projector {
  let applied = 0;
  return {
    name: 'guest-visits',
    kind: 'read-model',
    migrations: [{ id: '20260101-00-guest-visits', sql: VISITS_TABLE }],
    tables: ['guest_visits'],
    handlers: {
      GuestVisited: async (event, tx) => {
        await onEvent(++applied);
        await tx.query(`INSERT INTO guest_visits (guest, visits) VALUES ($1, 1) ON CONFLICT (guest) DO UPDATE SET visits = guest_visits.visits + 1`, [
          (event.data as { guest: string }).guest,
        ]);
      },
    },
  };
}

describe('projection runner', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  const pools: pg.Pool[] = [];

  beforeEach(async () => {
    database = await createTestDatabase();
    await runMigrations(database.pool, [...EVENT_STORE_MIGRATIONS, CHECKPOINTS_MIGRATION, READ_MODEL_VERSIONS_MIGRATION, { id: '20990101-visits', sql: VISITS_TABLE }]);
    store = new PostgresEventStore(database.pool);
  });
  afterEach(async () => {
    await store.close();
    for (const pool of pools.splice(0)) await pool.end();
    await database.drop();
  });

  /** A second connection pool stands for a second process. */
  function anotherProcessPool() {
    const pool = createPool(database.url, 5);
    pools.push(pool);
    return pool;
  }

  /** Appends the visits; returns the count per guest and where the last one landed in the feed. */
  async function recordVisits(count: number, guests = 7) {
    const expected = new Map<string, number>();
    let last: GlobalPosition | null = null;
    for (let i = 0; i < count; i += 50) {
      const batch = Array.from({ length: Math.min(50, count - i) }, (_, j) => {
        const guest = `gost-${(i + j) % guests}`;
        expected.set(guest, (expected.get(guest) ?? 0) + 1);
        return withMetadata({ type: 'GuestVisited', data: { guest } }, systemContext(randomUUID()));
      });
      last = (await store.appendToStream(`visits-${i}`, batch, { expectedRevision: 'any' })).position;
    }
    return Object.assign(expected, { last: last! });
  }

  async function visitCounts(): Promise<Map<string, number>> {
    const { rows } = await database.pool.query<{ guest: string; visits: number }>('SELECT guest, visits FROM guest_visits');
    return new Map(rows.map((row) => [row.guest, row.visits]));
  }

  it('resumes after its connection is killed mid-batch without applying any event twice', async () => {
    const expected = await recordVisits(1200);
    let killed = false;
    const killer = anotherProcessPool();
    const projector = visitsProjector(async (index) => {
      if (index === 700 && !killed) {
        killed = true;
        // Ends the projector's own transaction the way a crashed process would.
        await killer.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'idle in transaction'`,
        );
      }
    });
    const runner = new ProjectionRunner(anotherProcessPool(), store, [projector], { batchSize: 500, idlePollMs: 50 });
    runner.start();
    try {
      expect(await runner.waitFor(expected.last, 30_000)).toBe(true);
    } finally {
      await runner.stop();
    }
    expect(killed).toBe(true);
    expect(await visitCounts()).toEqual(expected);
  });

  it('answers a command once the read models passed it, without waiting for a reactor that is stuck', async () => {
    let releaseReactor: () => void = () => undefined;
    const reactorHeld = new Promise<void>((resolve) => (releaseReactor = resolve));
    const slowReactor = defineReactor<DomainEvent<'GuestVisited', { guest: string }>>({
      name: 'slow-reactor',
      handlers: { GuestVisited: () => reactorHeld },
    });
    const runner = new ProjectionRunner(database.pool, store, [visitsProjector(), slowReactor], { idlePollMs: 50 });
    runner.start();
    try {
      const expected = await recordVisits(5);
      expect(await runner.waitFor(expected.last, 20_000)).toBe(true);
      expect(await visitCounts()).toEqual(expected);
      expect(await runner.waitFor(expected.last, 300, ['slow-reactor'])).toBe(false);
    } finally {
      releaseReactor();
      await runner.stop();
    }
  });

  it('lets many callers wait for one position with a shared checkpoint read per batch, not one read each', async () => {
    let checkpointReads = 0;
    const pool = anotherProcessPool();
    const counted = new Proxy(pool, {
      get(target, key) {
        if (key !== 'query') return Reflect.get(target, key, target);
        return (...args: Parameters<pg.Pool['query']>) => {
          if (/^SELECT .* FROM projection_checkpoints$/.test(String(args[0]))) checkpointReads++;
          return (target.query as (...query: unknown[]) => unknown)(...args);
        };
      },
    });
    const runner = new ProjectionRunner(counted, store, [visitsProjector()], { idlePollMs: 50 });
    runner.start();
    try {
      await runner.waitFor((await recordVisits(1)).last, 10_000);
      const before = checkpointReads;
      const waiters = 200;
      const expected = await recordVisits(20);
      const answers = await Promise.all(Array.from({ length: waiters }, () => runner.waitFor(expected.last, 20_000)));
      expect(answers.every(Boolean)).toBe(true);
      expect(await visitCounts()).toEqual(new Map([...expected].map(([guest, visits]) => [guest, visits + (guest === 'gost-0' ? 1 : 0)])));
      expect(checkpointReads - before).toBeLessThan(waiters / 4);
    } finally {
      await runner.stop();
    }
  });

  it('has followers at the same checkpoint share one read of the feed, and still apply every event once', async () => {
    // A slow feed keeps each read in flight long enough for every woken follower to find it.
    let readsWithNews = 0;
    const slowFeed = new Proxy(store, {
      get(target, key) {
        if (key !== 'readAll') return Reflect.get(target, key, target);
        return async function* (...args: Parameters<PostgresEventStore['readAll']>) {
          await new Promise((resolve) => setTimeout(resolve, 30));
          let news = false;
          for await (const event of target.readAll(...args)) {
            news = true;
            yield event;
          }
          if (news) readsWithNews++;
        };
      },
    });
    const bystanders = Array.from({ length: 11 }, (_, i) => defineReactor({ name: `posmatrac-${i}`, handlers: {} }));
    const everyone = ['guest-visits', ...bystanders.map((bystander) => bystander.name)];
    const runner = new ProjectionRunner(database.pool, slowFeed, [visitsProjector(), ...bystanders]);
    runner.start();
    try {
      expect(await runner.waitFor((await recordVisits(1)).last, 10_000, everyone)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      readsWithNews = 0;
      expect(await runner.waitFor((await recordVisits(1)).last, 10_000, everyone)).toBe(true);
      expect((await visitCounts()).get('gost-0')).toBe(2);
      // Reading on their own, the 12 followers would each have read the visit.
      expect(readsWithNews).toBeLessThanOrEqual(3);
    } finally {
      await runner.stop();
    }
  });

  it('runs each projector in one process at a time and hands over when that process stops', async () => {
    const first = new ProjectionRunner(database.pool, store, [visitsProjector()], { idlePollMs: 50 });
    const second = new ProjectionRunner(anotherProcessPool(), store, [visitsProjector()], { idlePollMs: 50 });
    first.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    second.start();
    try {
      const expected = await recordVisits(600);
      expect(await first.waitFor(expected.last, 20_000)).toBe(true);
      const { rows } = await database.pool.query(
        `SELECT count(*)::int AS holders FROM pg_locks WHERE locktype = 'advisory' AND objsubid = 1 AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      expect(rows[0].holders).toBe(1);
      expect(await visitCounts()).toEqual(expected);

      await first.stop();
      const more = await recordVisits(100, 3);
      expect(await second.waitFor(more.last, 20_000)).toBe(true);
      const counts = await visitCounts();
      for (const [guest, visits] of more) expect(counts.get(guest)).toBe(expected.get(guest)! + visits);
    } finally {
      await first.stop();
      await second.stop();
    }
  });

  it("moves a read model's version when a batch ran its handlers or it was reset, never for events it ignores", async () => {
    const projector = visitsProjector();
    const runner = new ProjectionRunner(database.pool, store, [projector]);
    const versions = new ReadModelVersions(anotherProcessPool());
    const versionNow = async () => (await versions.current()).get('guest-visits');
    // The feed shows an event once no older transaction of the server (other suites' included) is
    // still open, so one catch-up may come too early on a busy server: go on until it is applied.
    const catchUpWith = async (position: GlobalPosition) => {
      for (let attempt = 0; attempt < 400; attempt++) {
        await runner.catchUp(projector);
        const checkpoint = (await readCheckpoints(database.pool)).get('guest-visits');
        if (checkpoint && comparePositions(checkpoint, position) >= 0) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('the feed never showed the appended events');
    };

    await catchUpWith((await recordVisits(3)).last);
    const afterVisits = await versionNow();
    expect(afterVisits).toBeGreaterThan(0);

    const other = await store.appendToStream('other-1', [withMetadata({ type: 'SomethingElse', data: {} }, systemContext(randomUUID()))], { expectedRevision: 'any' });
    await catchUpWith(other.position);
    expect(await versionNow()).toBe(afterVisits);

    await catchUpWith((await recordVisits(1)).last);
    const afterOneMore = (await versionNow())!;
    expect(afterOneMore).toBeGreaterThan(afterVisits!);

    await runner.reset(projector);
    expect(await versionNow()).toBeGreaterThan(afterOneMore);

    // Callers asking together share a read, and each sees what was committed before it asked.
    const together = await Promise.all(Array.from({ length: 50 }, () => versionNow()));
    expect(new Set(together).size).toBe(1);

    // A command that checks two caches reads the versions once: a read started since it began will do,
    // one started before it never does.
    const commandBegan = performance.now();
    const first = versions.current(commandBegan);
    expect(versions.current(commandBegan)).toBe(first);
    await first;
    expect(versions.current(commandBegan)).toBe(first);
    await catchUpWith((await recordVisits(1)).last);
    const later = performance.now();
    expect(versions.current(later)).not.toBe(first);
    expect((await versions.current(later)).get('guest-visits')).toBeGreaterThan((await first).get('guest-visits')!);
  });

  it('writes an inline read model with the append: a write that fails, or that reads, leaves neither event nor row', async () => {
    const visit = (type: string, guest: string) => [withMetadata({ type, data: { guest } }, systemContext(randomUUID()))];
    const streamOf = async (streamId: string) => {
      const events = [];
      for await (const event of store.readStream(streamId)) events.push(event.type);
      return events;
    };
    const projector: Projector = {
      ...visitsProjector(),
      inline: true,
      handlers: {
        ...visitsProjector().handlers,
        VisitMisfiled: async (_event, tx) => void (await tx.query('INSERT INTO no_such_table VALUES (1)')),
        VisitCounted: async (event, tx) => {
          const { rows } = await tx.query('INSERT INTO guest_visits (guest, visits) VALUES ($1, 1) RETURNING visits', [(event.data as { guest: string }).guest]);
          if (rows.length !== 1) throw new Error('not counted');
        },
      },
    };
    const runner = new ProjectionRunner(database.pool, store, [projector]);
    const versions = new ReadModelVersions(database.pool);
    const version = async () => (await versions.current()).get('guest-visits');

    const before = (await version()) ?? 0;
    const appended = await store.appendToStream('visits-ana', visit('GuestVisited', 'ana'), { expectedRevision: 'no_stream' });
    expect(await visitCounts()).toEqual(new Map([['ana', 1]]));
    expect(await version()).toBeGreaterThan(before);

    await expect(store.appendToStream('visits-bojan', visit('VisitMisfiled', 'bojan'), { expectedRevision: 'no_stream' })).rejects.toThrow(/no_such_table/);
    await expect(store.appendToStream('visits-ceca', visit('VisitCounted', 'ceca'), { expectedRevision: 'no_stream' })).rejects.toThrow(/cannot read/);
    expect(await streamOf('visits-bojan')).toEqual([]);
    expect(await streamOf('visits-ceca')).toEqual([]);
    expect(await visitCounts()).toEqual(new Map([['ana', 1]]));

    // The feed's follower skips what the append applied, and leaves its version where the append moved it.
    const beforeTheFeed = await version();
    for (let attempt = 0; attempt < 400; attempt++) {
      await runner.catchUp(projector);
      const checkpoint = (await readCheckpoints(database.pool)).get('guest-visits');
      if (checkpoint && comparePositions(checkpoint, appended.position) >= 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await visitCounts()).toEqual(new Map([['ana', 1]]));
    expect(await version()).toBe(beforeTheFeed);

    // The pool's connections are clean after the failures: the next append and its row go through.
    await store.appendToStream('visits-ana', visit('GuestVisited', 'ana'), { expectedRevision: 0n });
    expect(await visitCounts()).toEqual(new Map([['ana', 2]]));
    expect(await version()).toBeGreaterThan(beforeTheFeed!);
  });
});

describe('npm run projections:rebuild', () => {
  it('rebuilds read models that equal the live ones row for row', async () => {
    const app = await startTestApp();
    try {
      const api = apiClient(app.baseUrl);
      const token = await api.login(app.admin.email, app.admin.password);
      for (const email of ['prvi@izlazak.test', 'drugi@izlazak.test', 'treci@izlazak.test']) {
        await api.put('/api/site', { name: 'Izlazak', email }, token);
      }
      const commandBus = app.running.app.get(CommandBus);
      for (const name of ['ana', 'boris', 'ceca']) {
        const outcome = await commandBus.execute(
          new RegisterUserCommand(
            randomUUID(),
            {
              username: name,
              email: `${name}@izlazak.test`,
              firstName: name,
              lastName: 'Test',
              mobilePhone: '060',
              role: 'user',
              clubId: null,
              password: 'lozinka',
              status: true,
              isVerified: true,
              profileImage: null,
            },
            systemContext(randomUUID()),
          ),
        );
        await app.running.kernel.projections.waitFor(outcome.position, 20_000);
      }
      // An address asked for and not yet confirmed is rebuilt too (users.pending_email), with its link.
      const {
        rows: [ana],
      } = await app.running.kernel.pool.query("SELECT id FROM users WHERE username = 'ana'");
      expect((await api.put(`/api/user/${ana.id}`, { email: 'ana.nova@izlazak.test' }, token)).status).toBe(200);
      const snapshot = async () => ({
        users: (await app.running.kernel.pool.query('SELECT * FROM users ORDER BY id')).rows,
        tokens: (await app.running.kernel.pool.query('SELECT * FROM account_tokens ORDER BY token_hash')).rows,
        site: (await app.running.kernel.pool.query('SELECT * FROM site_data ORDER BY id')).rows,
      });
      const live = await snapshot();
      expect(live.users).toHaveLength(4);
      expect(live.users.filter((user: { pending_email: string | null }) => user.pending_email)).toEqual([
        expect.objectContaining({ id: ana.id, pending_email: 'ana.nova@izlazak.test' }),
      ]);

      const script = path.resolve(__dirname, '../../backend/dist/projections-rebuild.js');
      const { stdout } = await promisify(execFile)('node', [script, 'users', 'site-data'], {
        env: { ...process.env, DATABASE_URL: app.running.kernel.config.databaseUrl },
      });
      expect(stdout).toContain('Projekcija users je ponovo izgrađena');
      expect(await snapshot()).toEqual(live);
      // The swapped-in tables come with their statistics: the planner knows the four users.
      const { rows: planned } = await app.running.kernel.pool.query("SELECT reltuples FROM pg_class WHERE oid = 'public.users'::regclass");
      expect(planned[0].reltuples).toBe(4);
    } finally {
      await app.stop();
    }
  });

  it('swaps rebuilt tables in at once: during `rebuild -- all` visitors and signed-in users see every row', async () => {
    const app = await startTestApp();
    try {
      const api = apiClient(app.baseUrl);
      const token = await api.login(app.admin.email, app.admin.password);
      await api.put('/api/site', { name: 'Izlazak', email: 'info@izlazak.test' }, token);
      // Many events to replay make the rebuild take long enough to be watched.
      const history = Array.from({ length: 3000 }, (_, index) =>
        withMetadata({ type: 'SiteDataChanged', data: { name: 'Izlazak', email: `stari-${index}@izlazak.test` } }, systemContext(randomUUID())),
      );
      await app.running.kernel.store.appendToStream(`site-old-${randomUUID()}`, history, { expectedRevision: 'no_stream' });
      const final = await api.put('/api/site', { name: 'Izlazak', email: 'info@izlazak.test' }, token);
      expect(final.status).toBe(200);
      expect(await readModelsCaughtUp(app, 60_000)).toBe(true);

      const seen: string[] = [];
      let rebuilding = true;
      const watch = (async () => {
        while (rebuilding) {
          const [me, site] = await Promise.all([api.get('/api/auth/me', token), api.get('/api/site')]);
          seen.push(`${me.status}:${site.status}:${(site.body as { email?: string }).email}`);
        }
      })();
      const script = path.resolve(__dirname, '../../backend/dist/projections-rebuild.js');
      const { stdout, stderr } = await promisify(execFile)('node', [script, 'all'], {
        env: { ...process.env, DATABASE_URL: app.running.kernel.config.databaseUrl },
      }).finally(() => (rebuilding = false));
      await watch;
      expect(stderr).not.toContain('Upotreba');
      expect(stdout).toContain('Projekcija users je ponovo izgrađena');
      expect(seen.length).toBeGreaterThan(3);
      expect(new Set(seen)).toEqual(new Set(['200:200:info@izlazak.test']));
      expect((await api.get('/api/auth/me', token)).status).toBe(200);
    } finally {
      await app.stop();
    }
    // Every read model replays the 3,000 events, the change history among them: minutes on a busy machine.
  }, 240_000);
});
