// Jest projects: unit (pure rules and stores, jsdom), api (Fastify inject on PGlite and PostgreSQL),
// e2e (a real Chromium through playwright-core). Kept in CommonJS because Jest reads it before any transform.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    // Maps beside the code, not inside it: @swc/jest's default inlines each as base64, which doubled
    // what every test file reads and compiles (pglite's 1.3 MB became 2.7 MB); Jest reads a map only
    // when a stack trace needs it.
    sourceMaps: true,
  },
];
const common = {
  transform: { '^.+\\.(c|m)?(t|j)sx?$': swc },
  // PGlite's CommonJS build loads node built-ins with import(), which Jest's VM refuses, and cookie 2 (under
  // Fastify's inject) is ESM-only, and so are pg-boss 12 and its ESM dependencies: swc turns them into
  // plain CommonJS.
  transformIgnorePatterns: [
    '/node_modules/(?!(@x0k/json-schema-merge|@electric-sql/pglite|cookie|pg-boss|serialize-error|non-error|rrule-temporal|jose)/)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
};
module.exports = {
  // A hang guard, not a speed check: on two shared cores a cold PGlite start can outlast Jest's 5 s.
  testTimeout: 30_000,
  // Longest files first, by the durations kept with the code (tests/support/test-sequencer.cjs).
  testSequencer: '<rootDir>/tests/support/test-sequencer.cjs',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/unit-setup.ts'],
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/api/global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
    },
  ],
};
