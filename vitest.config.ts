import { defineConfig } from 'vitest/config';

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
          environment: 'node',
          // Migrates and seeds once per run; each file starts from a copy (decision 0026).
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
