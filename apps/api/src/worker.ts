import { ConfigError } from './config.js';
import { rideOutDatabaseOutages } from './db/outage.js';
import { warnDemoConveniences } from './lib/demo-warnings.js';
import { startRuntimeWhenReachable } from './runtime.js';
import { startOrExit } from './start-or-exit.js';

// A separate worker process: runs background jobs only (start several against PostgreSQL).
rideOutDatabaseOutages();
const runtime = await startOrExit(async (config) => {
  if (!config.DATABASE_URL) {
    throw new ConfigError(
      'DATABASE_URL: a separate worker needs a PostgreSQL server; with PGlite the server runs the jobs itself.',
    );
  }
  warnDemoConveniences(config);
  // A worker started during an outage waits for the database (decision 0023).
  return startRuntimeWhenReachable(config, { worker: true });
});
console.log('Portal worker started');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void runtime.shutdown().finally(() => process.exit(0)));
}
