import { buildApp } from './app.js';
import { rideOutDatabaseOutages } from './db/outage.js';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/index.js';
import { warnDemoConveniences } from './lib/demo-warnings.js';
import { listenInStandby } from './lib/standby-server.js';
import { startRuntimeWhenReachable } from './runtime.js';
import { startOrExit } from './start-or-exit.js';

rideOutDatabaseOutages();
const { config, standby, runtime } = await startOrExit(async (config) => {
  warnDemoConveniences(config);
  // Listening before the database is reached: a replica started during an outage answers 503 and waits.
  const standby = await listenInStandby(config.PORT, config.HOST);
  return { config, standby, runtime: await startRuntimeWhenReachable(config) };
});
const app = await buildApp(runtime);
await app.ready();
standby.serve(app);

const url = `http://localhost:${config.PORT}`;
// The demo logins are printed only where they work: seeded, outside production (decision 0021).
const demoLogins =
  config.SEED === 'demo' && !config.PRODUCTION
    ? [`Demo logins (password ${DEMO_PASSWORD}):`, ...DEMO_USERS.map((u) => `  ${u.email.padEnd(22)} ${u.role}`)]
    : [];
console.log(
  [
    '',
    `Portal is running at ${url}  (API: ${url}/portal, docs: ${url}/portal/docs)`,
    `Database: ${runtime.database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL server'}${runtime.seeded ? ' (demo data seeded)' : ''}`,
    `Files and exports: ${runtime.storage.kind === 's3' ? `S3 bucket ${config.S3_BUCKET} at ${config.S3_ENDPOINT}` : `local, under ${config.DATA_DIR}`}`,
    `Mail: ${config.SMTP_URL ? 'sent through SMTP_URL' : `written to ${config.DATA_DIR}/mail by the process that sends it`}`,
    ...demoLogins,
    '',
  ].join('\n'),
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    standby.close();
    void app
      .close()
      .then(() => runtime.shutdown())
      .finally(() => process.exit(0));
  });
}
