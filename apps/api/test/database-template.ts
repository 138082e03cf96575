import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { DEMO_PASSWORD, seedDemoData } from '../src/db/seed/index.js';
import { ensureSiteDefaults } from '../src/db/seed/site-defaults.js';
import { startQueue } from '../src/lib/queue/queue.js';
import { keepTemplateCopy, pgliteClientOf } from './database-reset.js';

/** The enterprise the seeded template holds: the demo's default key. */
export const TEMPLATE_ENTERPRISE_KEY = 'portal-demo';

/** `migrated`: the schema and the queue's tables, no rows; `seeded`: the demo data on top. */
export type TemplateKind = 'migrated' | 'seeded';

/**
 * Argon2id at its cheapest (1 MiB, one pass) for the seeded users only: a sign-in in a test costs
 * a millisecond instead of tens. Test code only; the app's own hashing keeps the production
 * parameters (passwords.test.ts) and auth-timing.slow-test.ts puts them back on the user it times.
 */
export const cheapHash = (password: string) => hash(password, { memoryCost: 1024, timeCost: 1, parallelism: 1 });

/**
 * The `migrated` template: migrations and pg-boss's schema, as a first start leaves them. Deployment
 * choices are left unrecorded, so each test file's start records its own (S3, SMTP…).
 */
async function migrateTemplate(database: Database): Promise<void> {
  await runMigrations(database);
  const queue = await startQueue(database);
  await queue.stop();
}

/** The `seeded` template, from a `migrated` one: the demo data as a first start seeds it, cheaply hashed. */
async function seedTemplate(database: Database): Promise<void> {
  await seedDemoData(database.db, TEMPLATE_ENTERPRISE_KEY);
  await ensureSiteDefaults(database.db);
  await database.db.execute(sql`update users set password_hash = ${await cheapHash(DEMO_PASSWORD)}`);
}

/** Fills one empty database as the template of `kind` would be (where no run-wide template was built). */
export async function fillTemplate(database: Database, kind: TemplateKind): Promise<void> {
  await migrateTemplate(database);
  if (kind === 'seeded') await seedTemplate(database);
}

/**
 * Both PGlite templates as data-directory tarballs, each with a copy of its rows to reset to
 * (database-reset.ts); a worker loads one (`openDatabase({ snapshot })`) and reuses it file after file.
 */
export async function pgliteSnapshots(): Promise<Record<TemplateKind, Buffer>> {
  const database = await openDatabase({});
  const client = pgliteClientOf(database);
  const dump = async () => Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  try {
    await migrateTemplate(database);
    await keepTemplateCopy(database);
    const migrated = await dump();
    await seedTemplate(database);
    await keepTemplateCopy(database);
    return { migrated, seeded: await dump() };
  } finally {
    await database.close();
  }
}

/** A database name no other run picks. */
export const uniqueName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's admin connection (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * Creates database `name`, empty or as a copy of `template` (CREATE DATABASE … TEMPLATE, which needs
 * the template to have no open connection: templates are closed once filled).
 */
export const createDatabase = (adminUrl: string, name: string, template?: string) =>
  adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);

/** Both PostgreSQL template databases, filled and closed; each test file's database is created from one. */
export async function postgresTemplates(adminUrl: string): Promise<Record<TemplateKind, string>> {
  const fill = async (name: string, work: (database: Database) => Promise<void>) => {
    const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), poolSize: 2 });
    try {
      await work(database);
    } finally {
      await database.close();
    }
  };
  const migrated = uniqueName('portal_template_migrated');
  await createDatabase(adminUrl, migrated);
  await fill(migrated, migrateTemplate);
  const seeded = uniqueName('portal_template_seeded');
  await createDatabase(adminUrl, seeded, migrated);
  await fill(seeded, seedTemplate);
  return { migrated, seeded };
}

/**
 * Drops a test database. A backend the test role may not end (autovacuum on the fresh database) can
 * refuse the drop for a moment: try again, and leave the uniquely named database behind at worst.
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      if (attempt === 5) {
        console.warn(`Test database ${name} left behind:`, error);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}
