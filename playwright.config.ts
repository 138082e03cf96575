import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';

/** Browser tests: Debian's Chromium against the real server, started as `npm start` starts it, on a throw-away data dir. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node_modules/.bin/tsx apps/api/src/server.ts`,
    url: `http://localhost:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOGIN_MAX_FAILURES_PER_IP: '1000' },
  },
});
