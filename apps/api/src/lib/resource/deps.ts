import type { Config } from '../../config.js';
import type { Database, Db } from '../../db/client.js';
import type { JobQueue } from '../queue/queue.js';
import type { Storage } from '../storage/index.js';
import type { Mailer } from '../../mail/mailer.js';

/** What services need, passed in explicitly so they can be tested without HTTP. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  queue: JobQueue;
  mailer: Mailer;
  /** Uploads and exports: DATA_DIR or an S3-compatible bucket. */
  storage: Storage;
}
