import cluster from 'node:cluster';
import { startApplication } from './app';
import { loadConfig, type AppConfig } from './config/config';
import { logger } from './platform/logging/json-logger';
import { startWithWebProcesses } from './web-processes';

/** Past this, a stop signal ends the process even if its close has not finished. */
const STOP_DEADLINE_MS = 30_000;

/** `npm start`: demo content is on unless SEED_DEMO says otherwise. */
async function main() {
  const config = loadConfig({ SEED_DEMO: 'true', ...process.env });
  const running = await start(config);
  if (!cluster.isWorker) logger.log({ message: `Izlazak radi na ${config.appUrl}`, url: running.url }, 'Main');
  // Kept for good, and once only: Nest's shutdown hook sends the signal again after closing the app,
  // and this listener keeps that from ending the process before its close is done (the embedded
  // PostgreSQL stopped, the web processes gone).
  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= running.close().then(() => process.exit(0));
    // A close that never ends (a database call that never answers) must not keep a stopped server alive.
    setTimeout(() => {
      logger.error({ message: 'Stopping took too long: exiting without a clean close' }, 'Main');
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** One process that does all, or (WEB_PROCESSES, with Redis) a follower of the feed with web processes forked beside it. */
function start(config: AppConfig): Promise<{ url: string; close(): Promise<void> }> {
  if (!cluster.isWorker && config.webProcesses > 0 && config.redisUrl) return startWithWebProcesses(config);
  return startApplication(config);
}

main().catch((error) => {
  logger.error({ message: 'Start failed', error: error instanceof Error ? error.stack : String(error) }, 'Main');
  process.exit(1);
});
