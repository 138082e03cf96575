import { loadConfig } from './config.js';
import { rideOutDatabaseOutages } from './db/outage.js';
import { startRuntime } from './runtime.js';

// A separate worker process: runs background jobs only (start several against PostgreSQL).
rideOutDatabaseOutages();
const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error(
    'DATABASE_URL: a separate worker needs a PostgreSQL server; with PGlite the server runs the jobs itself.',
  );
  process.exit(1);
}
const runtime = await startRuntime(config, { worker: true });
console.log('Portal worker started');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void runtime.shutdown().finally(() => process.exit(0)));
}
