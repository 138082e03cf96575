import path from 'node:path';

/**
 * The browser suite runs one server per Playwright worker, each on its own port and data dir, so
 * specs that change a site's settings (colour, work types, stages) never meet a spec of another
 * worker. One worker by default: on 2 cores a second one (its Chromium and its server) gained
 * nothing and timed tests out (decision 0026); `E2E_WORKERS=n` runs n on a larger machine.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.data-e2e';

/** The server of worker slot `index` (Playwright's `parallelIndex`). */
export function serverOf(index: number) {
  const port = E2E_PORT + index;
  const dataDir = path.resolve(`${E2E_DATA_DIR}/worker-${String(index)}`);
  return { port, dataDir, baseURL: `http://localhost:${String(port)}` };
}
