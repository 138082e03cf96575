import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { TestProject } from 'vitest/node';
import { dropDatabase, pgliteSnapshots, postgresTemplates, type TemplateKind } from './database-template.js';

/** Where each test file finds the run's templates: PGlite tarballs, or PostgreSQL database names. */
export type DatabaseTemplates =
  | { kind: 'pglite'; files: Record<TemplateKind, string> }
  | {
      kind: 'postgres';
      databases: Record<TemplateKind, string>;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** The run's templates and how to remove them, built once even where several projects (api, api-slow) ask. */
interface Shared {
  templates: Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }>;
  users: number;
}
const SHARED = Symbol.for('portal.databaseTemplates');
const registry = globalThis as { [SHARED]?: Shared };

async function buildTemplates() {
  const started = performance.now();
  const adminUrl = process.env.TEST_DATABASE_URL;
  let templates: DatabaseTemplates;
  let remove: () => Promise<void>;
  if (adminUrl) {
    const databases = await postgresTemplates(adminUrl);
    templates = { kind: 'postgres', databases };
    remove = async () => {
      await dropDatabase(adminUrl, databases.seeded);
      await dropDatabase(adminUrl, databases.migrated);
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-templates-'));
    const files = { migrated: path.join(dir, 'migrated.tar'), seeded: path.join(dir, 'seeded.tar') };
    const snapshots = await pgliteSnapshots();
    fs.writeFileSync(files.migrated, snapshots.migrated);
    fs.writeFileSync(files.seeded, snapshots.seeded);
    templates = { kind: 'pglite', files };
    remove = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const took = Math.round(performance.now() - started);
  console.log(`Database templates (${adminUrl ? 'PostgreSQL' : 'PGlite'}) built in ${took} ms`);
  return { templates, remove };
}

/**
 * Migrates and seeds once per run (decision 0026): every API test file then starts from a copy of
 * these templates instead of migrating and seeding its own database.
 */
export default async function setup(project: TestProject) {
  const shared = (registry[SHARED] ??= { templates: buildTemplates(), users: 0 });
  shared.users++;
  const { templates, remove } = await shared.templates;
  project.provide('databaseTemplates', templates);
  return async () => {
    if (--shared.users > 0) return;
    registry[SHARED] = undefined;
    await remove();
  };
}
