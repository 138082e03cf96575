// The browser suite's server, as Playwright starts it for each worker (e2e/support/servers.ts) and as
// `npm test` starts the smoke tier's ahead of time (scripts/test-fast.mjs): one definition for both.
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.data-e2e';
export const E2E_SERVER_COMMAND = 'node_modules/.bin/tsx apps/api/src/server.ts';

/** The server of worker slot `index` (Playwright's `parallelIndex`): its port, data dir, URL and environment. */
export function serverOf(index) {
  const port = E2E_PORT + index;
  const dataDir = path.resolve(`${E2E_DATA_DIR}/worker-${String(index)}`);
  // WEBHOOK_ALLOW_LOOPBACK: the webhooks journey's receiver listens on 127.0.0.1 (decision 0106; refused in production).
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    LOGIN_MAX_FAILURES_PER_IP: '1000',
    WEBHOOK_ALLOW_LOOPBACK: 'true',
  };
  return { port, dataDir, baseURL: `http://localhost:${String(port)}`, env };
}
