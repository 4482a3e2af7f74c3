import { startApplication } from './app';
import { loadConfig } from './config/config';
import { logger } from './platform/logging/json-logger';

/** `npm start`: demo content is on unless SEED_DEMO says otherwise. */
async function main() {
  const config = loadConfig({ SEED_DEMO: 'true', ...process.env });
  const running = await startApplication(config);
  logger.log({ message: `Izlazak radi na ${config.appUrl}`, url: running.url }, 'Main');
  const stop = async () => {
    await running.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  logger.error({ message: 'Start failed', error: error instanceof Error ? error.stack : String(error) }, 'Main');
  process.exit(1);
});
