import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { checkDeploymentChoices } from './db/deployment-choices.js';
import { runMigrations } from './db/migrate.js';
import { seedDemoData } from './db/seed/index.js';
import { ensureSiteDefaults } from './db/seed/site-defaults.js';
import type { AppDeps } from './deps.js';
import { registerWorkers } from './jobs/workers.js';
import { startQueue } from './jobs/queue.js';
import { createStorage } from './lib/storage/index.js';
import { createMailer } from './mail/mailer.js';

interface Log {
  info(obj: object, msg: string): void;
}

const consoleLog: Log = { info: (obj, msg) => console.log(`${msg} ${JSON.stringify(obj)}`) };

/** Opens and migrates the database, seeds on first start, starts the queue (and its worker). */
export async function startRuntime(
  config: Config,
  opts: { database?: Database; log?: Log; worker?: boolean } = {},
): Promise<AppDeps & { seeded: boolean; shutdown: () => Promise<void> }> {
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  try {
    await runMigrations(database);
    // Before anything is written: a process that disagrees on storage or mail must not run (decision 0021).
    await checkDeploymentChoices(database.db, config);
  } catch (error) {
    if (!opts.database) await database.close();
    throw error;
  }
  const seeded = config.SEED === 'demo' ? await seedDemoData(database.db, config.ENTERPRISE_KEY) : false;
  await ensureSiteDefaults(database.db);
  const queue = await startQueue(database);
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
  const stopWorkers = (opts.worker ?? config.WORKER === 'inline') ? await registerWorkers(deps) : () => undefined;
  return {
    ...deps,
    seeded,
    shutdown: async () => {
      stopWorkers();
      await queue.stop();
      mailer.close();
      await storage.close();
      await database.close();
    },
  };
}
