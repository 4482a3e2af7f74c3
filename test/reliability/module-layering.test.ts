import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';

/**
 * The dependency direction of docs/architecture.md, as eslint.config.js states it: backend modules
 * lean one way (identity and site at the bottom … integrations, then history, on top), the platform
 * imports no module, frontend features do not import each other. CI runs only `npm test`, so the
 * lint rules are enforced here.
 */
const root = resolve(__dirname, '../..');
// Handed over, and the files listed here: ESLint finds both by dynamic import, which jest's VM does not allow.
// The type-aware rules (`typed/…`) need the whole TypeScript program and are `npm run lint`'s; the layering needs none.
const layering = (require('../../eslint.config.js') as { name?: string }[]).filter((config) => !config.name?.startsWith('typed/'));
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: layering });

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
