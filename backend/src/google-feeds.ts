import path from 'node:path';
import { loadConfig } from './config/config';
import { startEmbeddedPostgres } from './platform/database/embedded-postgres';
import { runMigrations } from './platform/database/migrations';
import { createPool } from './platform/database/pool';
import { writeGoogleFeeds } from './modules/google/feeds/google-feeds';
import { MIGRATIONS } from './features';

/**
 * `npm run google:feeds -- --out <folder>`: writes Reserve with Google's merchant, service and
 * availability feeds (merchants.json, services.json, availability.json) of the venues that opted
 * in, for the daily upload to Google (docs/google.md).
 */
async function main(args: string[]) {
  const at = args.indexOf('--out');
  const folder = at >= 0 ? args[at + 1] : undefined;
  if (!folder) {
    console.error('Upotreba: npm run google:feeds -- --out <folder>');
    process.exit(2);
  }
  const config = loadConfig();
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir);
  const pool = createPool(config.databaseUrl ?? embedded!.url);
  try {
    await runMigrations(pool, MIGRATIONS);
    const files = await writeGoogleFeeds(pool, path.resolve(folder), { appUrl: config.appUrl, now: new Date() });
    for (const file of files) console.log(file);
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error);
  process.exit(1);
});
