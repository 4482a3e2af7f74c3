import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { FEATURES } from '../../backend/src/features';
import { backendLayers, documentedLayers } from '../support/backend-layers';

/**
 * The dependency direction of docs/architecture.md, as eslint.config.js states it: backend modules
 * lean one way (identity and site at the bottom … integrations, then history, on top), the platform
 * imports no module, frontend features do not import each other. CI runs only `npm test`, so the
 * lint rules are enforced here. SQL leans the same way: a module reads no table of a module above
 * it (the tables each feature's read models and migrations create are that feature's).
 */
const root = resolve(__dirname, '../..');
// Handed over, and the files listed here: ESLint finds both by dynamic import, which jest's VM does not allow.
// The type-aware rules (`typed/…`) need the whole TypeScript program and are `npm run lint`'s; the layering needs none.
const layering = (require('../../eslint.config.js') as { name?: string }[]).filter((config) => !config.name?.startsWith('typed/'));
// A disable comment of a type-aware rule is unused in this run, which leaves those rules out.
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: [...layering, { linterOptions: { reportUnusedDisableDirectives: 'off' } }] });

const problemsIn = (results: ESLint.LintResult[]) =>
  results.flatMap((result) => result.messages.map((m) => `${relative(root, result.filePath)}:${m.line} ${m.ruleId ?? ''} ${m.message}`));

const sourcesIn = (folder: string) =>
  readdirSync(resolve(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(folder, file));

async function lintFiles(folders: string[]): Promise<string[]> {
  const files = folders.flatMap(sourcesIn);
  const results = await Promise.all(files.map((file) => eslint.lintText(readFileSync(resolve(root, file), 'utf8'), { filePath: resolve(root, file) })));
  return problemsIn(results.flat());
}

const lintAs = async (filePath: string, code: string) => problemsIn(await eslint.lintText(code, { filePath: resolve(root, filePath) }));

describe('modules lean one way', () => {
  it('no backend module imports a higher one, the platform imports none, and no frontend feature imports another', async () => {
    expect(await lintFiles(['backend/src', 'frontend/src'])).toEqual([]);
  }, 120_000);

  it('refuses an import up the layers, at any depth, and names the way out', async () => {
    const placing = await lintAs(
      'backend/src/modules/reservations/commands/place-reservation/place-reservation.handler.ts',
      "import { CouponRedemptions } from '../../../coupons/commands/coupon-redemptions';\n",
    );
    expect(placing).toEqual([expect.stringContaining('reservations imports only the platform and the modules below it')]);
    expect(placing[0]).toContain('reservations/ports/');

    expect(await lintAs('backend/src/modules/identity/identity.module.ts', "import { VenuesModule } from '../venues/venues.module';\n")).toHaveLength(1);
    expect(await lintAs('backend/src/modules/menu/domain/menu.decider.ts', "import type { EventState } from '../../events/domain/nightlife-event.decider';\n")).toHaveLength(1);
    expect(await lintAs('backend/src/platform/feature.ts', "import { CouponsModule } from '../modules/coupons/coupons.module';\n")).toHaveLength(1);
    expect(await lintAs('frontend/src/features/users/api.ts', "import { venuesApi } from '../venues/api';\n")).toHaveLength(1);
  });

  it('lets a module import the platform, its own folders and the modules below it', async () => {
    const code = [
      "import { badRequest } from '#platform/commands/domain-errors';",
      "import { CouponRedemptions } from '../coupon-redemptions';",
      "import { couponDecider } from '../../domain/coupon.decider';",
      "import type { CouponUses } from '../../../reservations/ports/coupon-uses';",
      "import { venueDecider } from '../../../venues/domain/venue.decider';",
      '',
    ].join('\n');
    expect(await lintAs('backend/src/modules/coupons/commands/create-coupon/create-coupon.handler.ts', code)).toEqual([]);
  });
});

const LAYERS = backendLayers();
const layerOf = (module: string) => LAYERS.findIndex((modules) => modules.includes(module));
const MODULES = 'backend/src/modules';

/** Each table to the feature whose projectors or migrations create it; the platform's tables are nobody's. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const feature of FEATURES) {
    const migrations = [...(feature.projectors ?? []).flatMap((projector) => projector.migrations), ...(feature.migrations ?? [])];
    const created = migrations.flatMap(({ sql }) => [...sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?([a-z_][a-z0-9_]*)/g)].map(([, table]) => table));
    for (const table of [...created, ...(feature.projectors ?? []).flatMap((projector) => projector.tables)]) owners.set(table, feature.name);
  }
  return owners;
}
const OWNERS = tableOwners();

/** The SQL of `file` (a module's source) that reads or writes a table of a module above `module`'s layer. */
function sqlUpTheLayers(module: string, file: string, code: string): string[] {
  return [...code.matchAll(/\b(?:FROM|JOIN|UPDATE|INTO)\s+([a-z_][a-z0-9_]*)/g)].flatMap((match) => {
    const owner = OWNERS.get(match[1]);
    if (!owner || layerOf(owner) <= layerOf(module)) return [];
    const line = code.slice(0, match.index).split('\n').length;
    return [
      `${file}:${line} ${module} (layer ${layerOf(module) + 1}) reads \`${match[1]}\`, the table of ${owner} (layer ${layerOf(owner) + 1}). ` +
        `Publish a port in ${module}/ports/ that ${owner} implements and lists in its manifest's \`ports\` (docs/architecture.md, Modules lean one way).`,
    ];
  });
}

describe('SQL leans the same way', () => {
  it('every module and every table owner has a layer', () => {
    const modules = readdirSync(resolve(root, MODULES));
    expect(modules.filter((module) => layerOf(module) < 0)).toEqual([]);
    expect([...new Set(OWNERS.values())].filter((owner) => layerOf(owner) < 0)).toEqual([]);
    expect(OWNERS.get('reservations')).toBe('reservations');
    expect(OWNERS.get('venue_tables')).toBe('venues');
  });

  it("no module's SQL reads a table of a module above it", () => {
    const problems = readdirSync(resolve(root, MODULES)).flatMap((module) =>
      sourcesIn(join(MODULES, module))
        .filter((file) => !file.endsWith('.spec.ts'))
        .flatMap((file) => sqlUpTheLayers(module, file, readFileSync(resolve(root, file), 'utf8'))),
    );
    expect(problems).toEqual([]);
  });

  it('names a read up the layers and the way out, and lets a module read the tables below it', () => {
    const free = 'const free = `NOT EXISTS (SELECT 1 FROM reservations r WHERE r.table_id = venue_tables.id)`;';
    expect(sqlUpTheLayers('venues', 'backend/src/modules/venues/queries/x.ts', free)).toEqual([
      expect.stringContaining('venues (layer 2) reads `reservations`, the table of reservations (layer 4). Publish a port in venues/ports/'),
    ]);
    expect(sqlUpTheLayers('identity', 'backend/src/modules/identity/x.ts', 'UPDATE coupons SET uses = 0')).toHaveLength(1);
    expect(sqlUpTheLayers('door', 'backend/src/modules/door/x.ts', 'SELECT * FROM reservations JOIN venue_tables t ON true')).toEqual([]);
    expect(sqlUpTheLayers('venues', 'backend/src/modules/venues/x.ts', 'SELECT * FROM venues, unnest($1) FROM events')).toEqual([]);
  });
});

describe("the docs' layer table", () => {
  it('is BACKEND_LAYERS of eslint.config.js, row for row', () => {
    expect(documentedLayers()).toEqual(LAYERS);
  });
});
