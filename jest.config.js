/** One jest run for every test: backend unit specs, black-box API tests and browser tests. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/backend/src', '<rootDir>/test'],
  testMatch: ['<rootDir>/backend/src/**/*.spec.ts', '<rootDir>/test/**/*.test.ts'],
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
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  setupFiles: ['<rootDir>/test/support/quiet-logs.js'],
  testTimeout: 60_000,
  // One suite at a time: every suite's app shares one PostgreSQL server, whose feed horizon
  // (pg_snapshot_xmin) is server-wide, so one suite's long projection batch (a demo seeding) would
  // stall the read models of the suite beside it (docs/operations.md).
  maxWorkers: 1,
  reporters: ['default', '<rootDir>/test/support/summary-reporter.js'],
};
