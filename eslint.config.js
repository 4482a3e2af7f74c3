// ESLint guards the dependency direction: in the frontend shared code → features → app; in the
// backend platform → feature modules, each module importing only from lower ones. In the frontend,
// the backend and the contracts it also runs typescript-eslint's type-aware rules (floating promises,
// unsafe `any`, needless `async`), in the frontend the rules of React's hooks too. TypeScript itself
// (types, unused code) is checked by `tsc` in `npm run lint`.
const tsParser = require('@typescript-eslint/parser');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');

const FRONTEND = ['frontend/src/**/*.{ts,tsx}'];
const BACKEND = ['backend/src/**/*.ts'];
const CONTRACTS = ['contracts/src/**/*.ts'];
const TYPED = [...FRONTEND, ...BACKEND, ...CONTRACTS];
const FEATURES = 'frontend/src/features';
const SHARED = ['api', 'components', 'lib', 'state'].map((folder) => `frontend/src/${folder}/**/*.{ts,tsx}`);

/**
 * A relative import that climbs exactly out of its own feature folder, and no further, lands in a
 * sibling feature: `../venues/api` from `features/users/api.ts`, `../../venues/api` from
 * `features/users/pages/…`. Climbing one level more reaches shared code (`../../../components/…`).
 */
function siblingFeatureImport(depthInsideFeature) {
  return `^(\\.\\./){${depthInsideFeature + 1}}(?!\\.\\./)`;
}

const BETWEEN_FEATURES =
  'Features do not import each other. Move what both need to components/, lib/ or api/shared-lookups.ts, ' +
  'or build the combined page in app/routes/ (docs/architecture.md, Frontend).';

function featureDepth(depth) {
  const folders = Array.from({ length: depth }, () => '*').join('/');
  return {
    files: [`${FEATURES}/*/${folders ? `${folders}/` : ''}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: siblingFeatureImport(depth), message: BETWEEN_FEATURES },
            { regex: '(^|/)features/', message: BETWEEN_FEATURES },
          ],
        },
      ],
    },
  };
}

/**
 * The backend's feature modules, lowest layer first (docs/architecture.md, "Modules lean one way").
 * A module imports only from modules of lower layers, never from its own layer or above; door,
 * money and guests are the places of features to come. Privacy collects a person's data from the
 * modules below it. History tells every module's changes, the integrations' keys, webhooks and
 * privacy requests too, so it stands last.
 */
const BACKEND_LAYERS = [
  ['identity', 'site', 'health'],
  ['venues'],
  ['menu', 'events', 'promoters'],
  ['reservations', 'seo', 'guest-lists', 'tickets'],
  ['coupons', 'floor', 'door', 'money', 'guests', 'waitlist', 'google', 'reports', 'settlements'],
  ['integrations'],
  ['privacy'],
  ['history'],
];
const MODULES = 'backend/src/modules';
const DEEPEST_MODULE_FOLDER = 6;

const layerOf = (module) => BACKEND_LAYERS.findIndex((modules) => modules.includes(module));
const below = (module) => BACKEND_LAYERS.slice(0, layerOf(module)).flat();
const notBelow = (module) =>
  BACKEND_LAYERS.slice(layerOf(module))
    .flat()
    .filter((other) => other !== module);

const upwards = (module) =>
  `${module} imports only the platform and the modules below it (${below(module).join(', ') || 'none'}). ` +
  `For what it needs from a higher module, publish a port in ${module}/ports/ that the higher module implements and ` +
  "lists in its manifest's `ports`, or let the higher module follow its events (docs/architecture.md, Modules lean one way).";

/** The files `depth` folders down in a backend module, and the relative imports that climb out of it into a module above. */
function moduleDepth(module, depth) {
  const higher = `(${notBelow(module).join('|')})(/|$)`;
  const message = upwards(module);
  return {
    files: [`${MODULES}/${module}/${'*/'.repeat(depth)}*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^(\\.\\./){${depth + 1}}${higher}`, message },
            { regex: `(^|/)modules/${higher}`, message },
          ],
        },
      ],
    },
  };
}

const backendModules = BACKEND_LAYERS.flat().flatMap((module) => Array.from({ length: DEEPEST_MODULE_FOLDER + 1 }, (_, depth) => moduleDepth(module, depth)));

module.exports = [
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**'] },
  {
    files: [...FRONTEND, ...BACKEND, ...CONTRACTS],
    // Defined here too, so a run without the typed rules (the layering test) still knows the rules a disable comment names.
    plugins: { '@typescript-eslint': tseslint.plugin },
    languageOptions: {
      parser: tsParser,
      parserOptions: { ecmaVersion: 'latest', sourceType: 'module', ecmaFeatures: { jsx: true } },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  // Named `typed/…`: they need the TypeScript program, which the layering test (test/reliability) leaves out for speed.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, name: `typed/${config.name ?? 'base'}`, files: TYPED })),
  { ...reactHooks.configs.flat.recommended, files: FRONTEND },
  {
    name: 'typed/project',
    files: TYPED,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: __dirname } },
    rules: {
      // A leading underscore names what is left out on purpose (`{ value: _value, ...input }`, `(_, index)`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    name: 'typed/specs',
    files: ['backend/src/**/*.spec.ts'],
    rules: {
      // @types/jest types the asymmetric matchers (expect.objectContaining, expect.stringContaining) `any`, and a spec writes them into the values it expects.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    name: 'typed/contract-schemas',
    files: ['contracts/src/schemas/**/*.ts'],
    rules: {
      // superstruct types a refinement's `context.path` `any[]`, and a refinement names the field it refuses by extending that path.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  // A file directly in the feature folder (api.ts), one folder down (pages/…), two folders down.
  featureDepth(0),
  featureDepth(1),
  featureDepth(2),
  featureDepth(3),
  {
    files: SHARED,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(features|app)/',
              message: 'Shared code (api, components, lib, state) is used by features and the app and never imports them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules/', message: 'The platform serves every feature module and imports none of them; a module plugs in through its manifest.' }] },
      ],
    },
  },
  ...backendModules,
];
