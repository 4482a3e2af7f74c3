/**
 * Every test, in three projects (docs/testing.md):
 * - unit: deciders, pure functions, contracts and frontend units. No database, no app, no browser,
 *   so no global set-up: `npm run test:unit`.
 * - api: everything that starts the app or touches PostgreSQL/Redis, without a browser.
 * - browser: the suites that drive Chromium against the built app.
 * `npm test` (and a bare `npx jest`) runs all three.
 */

// Suites as globs from the repository root. The pure suites outside backend/src, test/contracts and
// test/frontend are named one by one: each was read to check it never starts an app nor opens a
// connection. A new suite under test/ lands in api unless it is listed here.
const UNIT_SUITES = [
  'backend/src/**/*.spec.ts',
  'test/contracts/**/*.test.ts',
  'test/frontend/**/*.test.ts',
  'test/platform/startup-warnings.test.ts',
  'test/reliability/module-layering.test.ts',
];
const BROWSER_SUITES = ['test/e2e/**/*.test.ts', 'test/reliability/security-headers.test.ts'];

const suites = (globs) => globs.map((glob) => `<rootDir>/${glob}`);
const notSuites = (globs) => globs.map((glob) => `!**/${glob}`);

/** What every project compiles and maps the same way. */
const shared = {
  testEnvironment: 'node',
  roots: ['<rootDir>/backend/src', '<rootDir>/test'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/test/tsconfig.json' }],
    // The message catalogs' library (FormatJS) ships ES modules only: jest's CommonJS loader gets them compiled.
    '^.+\\.js$': ['ts-jest', { tsconfig: '<rootDir>/test/tsconfig.node-modules.json' }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@formatjs|intl-messageformat)/)'],
  moduleNameMapper: {
    '^@izlazak/contracts$': '<rootDir>/contracts/src/index.ts',
    '^#platform/(.*)$': '<rootDir>/backend/src/platform/$1',
  },
  setupFiles: ['<rootDir>/test/support/quiet-logs.js'],
};

/** PostgreSQL (DATABASE_URL or the embedded one) and Redis, checked or started once per run (jest calls a set-up that several projects name once). */
const withServers = {
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
};

module.exports = {
  testTimeout: 60_000,
  // One suite at a time: every suite's app shares one PostgreSQL server, whose feed horizon
  // (pg_snapshot_xmin) is server-wide, so one suite's long projection batch (a demo seeding) would
  // stall the read models of the suite beside it (docs/operations.md). `npm run test:unit`, which
  // has no server, lifts it.
  maxWorkers: 1,
  reporters: ['default', '<rootDir>/test/support/summary-reporter.js'],
  projects: [
    { ...shared, displayName: 'unit', testMatch: suites(UNIT_SUITES) },
    {
      ...shared,
      ...withServers,
      displayName: 'api',
      testMatch: ['<rootDir>/test/**/*.test.ts', ...notSuites(UNIT_SUITES), ...notSuites(BROWSER_SUITES)],
    },
    { ...shared, ...withServers, displayName: 'browser', testMatch: suites(BROWSER_SUITES) },
  ],
};
