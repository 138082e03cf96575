import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { webProject } from './apps/web/vitest.project.ts';

/**
 * Test files share their worker's modules (`isolate: false`, decision 0026): importing the API or
 * MUI once per worker instead of once per file is most of the suite's time. A file that replaces
 * a module (`vi.mock`) needs modules of its own, so it runs in an isolated twin of its project.
 */
function filesMockingModules(dir: string, pattern: RegExp): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(path);
      else if (pattern.test(entry.name) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path, 'utf8'))) found.push(path);
    }
  };
  walk(dir);
  return found;
}

/** The API's test files start from a copy of one migrated and seeded database per run (decision 0026). */
const api = {
  environment: 'node' as const,
  globalSetup: ['apps/api/test/global-setup.ts'],
  testTimeout: 30000,
  hookTimeout: 60000,
  unstubEnvs: true,
  unstubGlobals: true,
};
const apiFiles = [
  'apps/api/src/**/*.test.ts',
  'apps/api/test/**/*.test.ts',
  // Server-only scenarios (several replicas on one database) join the PostgreSQL pass.
  ...(process.env.TEST_DATABASE_URL ? ['apps/api/test/**/*.pg-test.ts'] : []),
];
const apiMocking = filesMockingModules('apps/api', /\.(pg-)?test\.ts$/);
const webMocking = filesMockingModules('apps/web/src', /\.test\.tsx?$/).map((file) => relative('apps/web', file));

export default defineConfig({
  test: {
    // Vitest leaves one core to its main process, which idles: on a 2-core runner that halves the suite.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      { test: { name: 'api', include: apiFiles, exclude: apiMocking, isolate: false, ...api } },
      { test: { name: 'api-isolated', include: apiMocking, ...api } },
      {
        // The slow tier (`npm run test:slow`): timing comparisons, lock-out windows, spawned servers.
        // `npm test` leaves it out with `--project '!api-slow'`; `.ci/run` runs it.
        // Its tests build their own apps or spawn servers inside the test, so a test has the hook's time.
        test: { name: 'api-slow', include: ['apps/api/test/**/*.slow-test.ts'], ...api, testTimeout: 60000 },
      },
      webProject({ isolate: false, exclude: ['**/node_modules/**', ...webMocking] }),
      webProject({ name: 'web-isolated', include: webMocking }),
    ],
  },
});
