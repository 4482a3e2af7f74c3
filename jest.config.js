/** One jest run for every test: backend unit specs, black-box API tests and browser tests. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/backend/src', '<rootDir>/test'],
  testMatch: ['<rootDir>/backend/src/**/*.spec.ts', '<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/test/tsconfig.json' }],
  },
  moduleNameMapper: {
    '^@izlazak/contracts$': '<rootDir>/contracts/src/index.ts',
    '^#platform/(.*)$': '<rootDir>/backend/src/platform/$1',
  },
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  setupFiles: ['<rootDir>/test/support/quiet-logs.js'],
  testTimeout: 60_000,
  maxWorkers: 2,
  reporters: ['default', '<rootDir>/test/support/summary-reporter.js'],
};
