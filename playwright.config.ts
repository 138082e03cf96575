import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, serverOf } from './e2e/support/servers';
import { E2E_SERVER_COMMAND } from './scripts/e2e-server.mjs';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/chromium.mjs';

/**
 * Browser tests: Debian's Chromium against the real server, started as `npm start` starts it, one
 * per worker on a throw-away data dir (e2e/support/servers.ts). Specs import `test` from
 * `e2e/support/test.ts`, which points each at its worker's server.
 */
/**
 * The browser suite's tiers (decision 0026): `E2E_TIER=smoke` is what `npm test` runs — signing in,
 * the white label, right-to-left and the first pages' accessibility; `E2E_TIER=journeys` is every
 * other spec (the features' journeys, slow by nature), which `.ci/run` runs as its own stage. Unset:
 * everything (`npm run test:e2e`).
 */
const SMOKE = ['**/foundation.spec.ts'];
const tier = process.env.E2E_TIER;

export default defineConfig({
  testDir: 'e2e',
  ...(tier === 'smoke' ? { testMatch: SMOKE } : tier === 'journeys' ? { testIgnore: SMOKE } : {}),
  fullyParallel: true,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => {
    const { baseURL, env } = serverOf(index);
    return {
      command: E2E_SERVER_COMMAND,
      url: `${baseURL}/healthz`,
      timeout: 120_000,
      // `npm test` starts the smoke tier's server while Vitest runs (scripts/test-fast.mjs).
      reuseExistingServer: process.env.E2E_SERVER_STARTED === '1',
      env,
    };
  }),
});
