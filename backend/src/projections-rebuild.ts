import { loadConfig } from './config/config';
import { startEmbeddedPostgres } from './platform/database/embedded-postgres';
import { runMigrations } from './platform/database/migrations';
import { createPool } from './platform/database/pool';
import { createSealingEventStore } from './platform/event-store/event-store.factory';
import { rebuildAside } from './platform/projections/rebuild-aside';
import { MIGRATIONS, PERSONAL_FIELDS, READ_MODELS } from './features';

/**
 * `npm run projections:rebuild -- <name>|all`: replays the whole feed into fresh tables beside the
 * live ones and swaps them in when caught up. Safe while the app runs: visitors keep reading the
 * old tables until the swap, which is one transaction.
 */
async function rebuild(names: string[]) {
  const unknown = names.filter((name) => name !== 'all' && !READ_MODELS.some((p) => p.name === name));
  if (names.length === 0 || unknown.length > 0) {
    console.error(`Upotreba: npm run projections:rebuild -- <${READ_MODELS.map((p) => p.name).join('|')}|all>`);
    process.exit(2);
  }
  const chosen = names.includes('all') ? READ_MODELS : READ_MODELS.filter((p) => names.includes(p.name));
  const config = loadConfig();
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir);
  const pool = createPool(config.databaseUrl ?? embedded!.url);
  try {
    await runMigrations(pool, MIGRATIONS);
    const { store } = createSealingEventStore(config, pool, PERSONAL_FIELDS);
    for (const projector of chosen) {
      await rebuildAside(pool, store, projector);
      console.log(`Projekcija ${projector.name} je ponovo izgrađena`);
    }
    await store.close();
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

rebuild(process.argv.slice(2)).catch((error) => {
  console.error(error);
  process.exit(1);
});
