import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { checkDeploymentChoices } from './db/deployment-choices.js';
import { isConnectionLost, reasonOf } from './db/errors.js';
import { runMigrations } from './db/migrate.js';
import { refuseUnguardedRole } from './db/row-security-check.js';
import { seedDemoData } from './db/seed/index.js';
import { ensureSiteDefaults } from './db/seed/site-defaults.js';
import type { AppDeps } from './lib/resource/deps.js';
import { registerWorkers } from './workers/workers.js';
import { startQueue, type JobQueue } from './lib/queue/queue.js';
import { createStorage } from './lib/storage/index.js';
import { createMailer } from './mail/mailer.js';

interface Log {
  info(obj: object, msg: string): void;
}

const consoleLog: Log = { info: (obj, msg) => console.log(`${msg} ${JSON.stringify(obj)}`) };

type Runtime = AppDeps & { seeded: boolean; shutdown: () => Promise<void> };

/** Waits between start attempts: 0.5 s doubling to 2 s, so a database back is in use within seconds. */
export const startBackoffMs = (attempt: number) => Math.min(2_000, 500 * 2 ** Math.max(0, attempt - 1));

/**
 * Starts the runtime once the database can be reached (decision 0023): a process started during an
 * outage waits, logging why (at the first attempt, when the reason changes, and every half minute),
 * and tries again instead of exiting. Any other failure (a refused configuration, a failed
 * migration) still ends the start.
 */
export async function startRuntimeWhenReachable(
  config: Config,
  opts: { worker?: boolean; log?: { warn(msg: string): void } } = {},
): Promise<Runtime> {
  const log = opts.log ?? { warn: (msg: string) => console.error(msg) };
  let logged = { reason: '', at: 0 };
  for (let attempt = 1; ; attempt++) {
    try {
      return await startRuntime(config, { worker: opts.worker });
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      const reason = reasonOf(error);
      if (reason !== logged.reason || Date.now() - logged.at >= 30_000) {
        log.warn(`[db] waiting for the database: ${reason} (attempt ${attempt}, trying again every few seconds)`);
        logged = { reason, at: Date.now() };
      }
      await new Promise((resolve) => setTimeout(resolve, startBackoffMs(attempt)));
    }
  }
}

/** Opens and migrates the database, seeds on first start, starts the queue (and its worker). */
export async function startRuntime(
  config: Config,
  opts: { database?: Database; log?: Log; worker?: boolean } = {},
): Promise<Runtime> {
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
      appRole: config.DATABASE_APP_ROLE,
      rowSecurity: config.ROW_SECURITY === 'on',
    }));
  let seeded: boolean;
  let queue: JobQueue;
  try {
    await runMigrations(database);
    if (config.ROW_SECURITY === 'on') await refuseUnguardedRole(database.db);
    // Before anything is written: a process that disagrees on storage or mail must not run (decision 0021).
    await checkDeploymentChoices(database.db, config);
    seeded = config.SEED === 'demo' ? await seedDemoData(database.db, config.ENTERPRISE_KEY) : false;
    await ensureSiteDefaults(database.db);
    queue = await startQueue(database);
  } catch (error) {
    // A start cut short (a lost database) leaves nothing open behind it, so it can be tried again.
    if (!opts.database) await database.close();
    throw error;
  }
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    log: opts.log ?? consoleLog,
    maxConnections: config.MAIL_CONCURRENCY,
    ratePerSecond: config.MAIL_RATE_PER_SECOND,
  });
  const storage = createStorage(config);
  const deps: AppDeps = { config, database, db: database.db, queue, mailer, storage };
  const stopWorkers = (opts.worker ?? config.WORKER === 'inline') ? await registerWorkers(deps) : async () => undefined;
  return {
    ...deps,
    seeded,
    shutdown: async () => {
      await stopWorkers();
      await queue.stop();
      mailer.close();
      await storage.close();
      await database.close();
    },
  };
}
