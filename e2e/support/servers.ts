import { serverOf as serverOfScript } from '../../scripts/e2e-server.mjs';

/**
 * The browser suite runs one server per Playwright worker, each on its own port and data dir, so
 * specs that change a site's settings (colour, work types, stages) never meet a spec of another
 * worker. One worker by default: on 2 cores a second one (its Chromium and its server) gained
 * nothing and timed tests out (decision 0026); `E2E_WORKERS=n` runs n on a larger machine.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
export { E2E_PORT } from '../../scripts/e2e-server.mjs';

/** The server of worker slot `index` (Playwright's `parallelIndex`), defined once in scripts/e2e-server.mjs. */
export function serverOf(index: number): {
  port: number;
  dataDir: string;
  baseURL: string;
  env: Record<string, string>;
} {
  return serverOfScript(index) as ReturnType<typeof serverOf>;
}
