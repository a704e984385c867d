import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Test projects by layer: unit (no database), api (the real Fastify
 * instance on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is
 * set), e2e (a production build in Debian's chromium).
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine, so every file ran in turn.
    // The API tests on PostgreSQL mostly wait for the server, and PGlite's took 354 s alone and 280 s two at a time
    // on 2 cores (2026-11-28). The browser tests run after them, one file at a time (their project below).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The API test files share their worker's modules (isolate: false): each file imported the server and the page
    // build again, about 200 s of the 360 s the API projects took on 2 cores (2026-11-29; 215 s with shared modules).
    // That is safe because every file builds its own app, database and store (test-support/test-app.ts), the server
    // keeps no per-app state in module scope, and no test mocks modules or changes process.env.
    projects: [
      {
        test: {
          name: 'unit',
          include: ['server/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'common/**/*.test.ts', 'build-tools/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          // One module graph per worker, not per file (see maxWorkers above).
          isolate: false,
          include: ['server/**/*.api.test.ts'],
          globalSetup: ['server/test-support/global-setup.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(hasPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                isolate: false,
                include: ['server/**/*.api.test.ts'],
                globalSetup: ['server/test-support/global-setup.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          env: { NODE_ENV: 'production' },
          globalSetup: ['tests/e2e/global-setup.ts'],
          pool: 'forks',
          maxWorkers: 1,
          isolate: false,
          fileParallelism: false,
          // After the other projects, in a group of its own (vitest asks one for a project with its own worker count):
          // the browser tests then have the machine to themselves.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits on what the reader sees; vitest's 1 s default failed a CI run when an antd form's
          // messages came later than that on the 2-core machine (reservation.test.ts, stop 49).
          expect: { poll: { timeout: 5_000 } },
          // Tests marked concurrent (the read-only accessibility checks) run this many at a time: one check keeps the
          // 2-core machine about half busy (the page load, then axe in chromium, then the test process).
          maxConcurrency: 3,
        },
      },
    ],
  },
});
