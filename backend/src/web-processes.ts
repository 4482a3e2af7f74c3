import cluster, { type Worker } from 'node:cluster';
import { startApplication } from './app';
import type { AppConfig } from './config/config';
import { logger } from './platform/logging/json-logger';

/** A web process that died is forked again after this long, so one that cannot start does not spin. */
const REFORK_DELAY_MS = 1000;

export interface WebProcesses {
  /** Where the web processes answer. */
  url: string;
  close(): Promise<void>;
}

/**
 * WEB_PROCESSES on one machine: this process follows the feed (projectors, mail relay, scheduled
 * commands, webhooks) and answers only on a private loopback port, while `webProcesses` forked
 * processes answer HTTP on PORT and follow nothing. A placement's answer then no longer shares a
 * main thread with the read models, the mails and the live pushes it sets off (docs/operations.md).
 */
export async function startWithWebProcesses(config: AppConfig): Promise<WebProcesses> {
  // The web processes send the mails the follower queues: composing them is work enough for it.
  const follower = await startApplication({ ...config, port: 0, host: '127.0.0.1', mailWorkers: false });
  // The web processes come after the follower: the schema, the admin and the demo are in place.
  const env = { RUN_PROJECTIONS: 'false', MAIL_WORKERS: 'true', SEED_DEMO: 'false', DATABASE_URL: follower.databaseUrl };
  // Each web process accepts its own connections: with the default round robin this process, busy
  // following the feed, would hand every new connection over and hold it up meanwhile.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let stopping = false;
  const fork = () => cluster.fork(env);

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    logger.warn({ message: 'A web process stopped; starting another', pid: worker.process.pid, code, signal }, 'WebProcesses');
    setTimeout(() => !stopping && fork(), REFORK_DELAY_MS).unref();
  });
  await Promise.all(Array.from({ length: config.webProcesses }, () => listening(fork())));

  return {
    url: `http://127.0.0.1:${config.port}`,
    close: async () => {
      stopping = true;
      await Promise.all(Object.values(cluster.workers ?? {}).flatMap((worker) => (worker ? [stopped(worker)] : [])));
      await follower.close();
    },
  };
}

function listening(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    worker.once('listening', () => resolve());
    worker.once('exit', (code) => reject(new Error(`A web process exited with ${code} before it listened`)));
  });
}

function stopped(worker: Worker): Promise<void> {
  if (worker.isDead()) return Promise.resolve();
  return new Promise((resolve) => {
    worker.once('exit', () => resolve());
    worker.process.kill('SIGTERM');
  });
}
