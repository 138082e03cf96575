import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { rideOutDatabaseOutages } from './db/outage.js';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/index.js';
import { startRuntime } from './runtime.js';

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

rideOutDatabaseOutages();
const config = loadConfigOrExit();
const runtime = await startRuntime(config);
const app = await buildApp(runtime);
await app.listen({ port: config.PORT, host: config.HOST });

const url = `http://localhost:${config.PORT}`;
console.log(
  [
    '',
    `Portal is running at ${url}  (API: ${url}/portal, docs: ${url}/portal/docs)`,
    `Database: ${runtime.database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL server'}${runtime.seeded ? ' (demo data seeded)' : ''}`,
    `Files and exports: ${runtime.storage.kind === 's3' ? `S3 bucket ${config.S3_BUCKET} at ${config.S3_ENDPOINT}` : `local, under ${config.DATA_DIR}`}`,
    `Demo logins (password ${DEMO_PASSWORD}):`,
    ...DEMO_USERS.map((u) => `  ${u.email.padEnd(22)} ${u.role}`),
    '',
  ].join('\n'),
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void app
      .close()
      .then(() => runtime.shutdown())
      .finally(() => process.exit(0));
  });
}
