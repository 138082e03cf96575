import { defineConfig } from 'vitest/config';

/** The API's test files start from a copy of one migrated and seeded database per run (decision 0026). */
const api = {
  environment: 'node' as const,
  globalSetup: ['apps/api/test/global-setup.ts'],
  testTimeout: 30000,
  hookTimeout: 60000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: [
            'apps/api/src/**/*.test.ts',
            'apps/api/test/**/*.test.ts',
            // Server-only scenarios (several replicas on one database) join the PostgreSQL pass.
            ...(process.env.TEST_DATABASE_URL ? ['apps/api/test/**/*.pg-test.ts'] : []),
          ],
          ...api,
        },
      },
      {
        // The slow tier (`npm run test:slow`): timing comparisons, lock-out windows, spawned servers.
        // `npm test` leaves it out with `--project '!api-slow'`; `.ci/run` runs it.
        // Its tests build their own apps or spawn servers inside the test, so a test has the hook's time.
        test: { name: 'api-slow', include: ['apps/api/test/**/*.slow-test.ts'], ...api, testTimeout: 60000 },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
