import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { pgliteClientOf } from './database-reset.js';
import { buildTestApp, type TestApp } from './helper.js';

// Decision 0026: every test file starts from a copy of the run's templates, never from a shared database.
const count = async (t: TestApp, table: 'users' | 'tags' | 'enterprises' | 'consultants') =>
  Number((await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]?.n);

describe('test databases cloned from the run’s templates', () => {
  let first: TestApp;
  let second: TestApp;
  let production: TestApp;
  // Three apps where a file usually builds one: three times the usual hook time.
  beforeAll(async () => {
    first = await buildTestApp();
    second = await buildTestApp();
    production = await buildTestApp({ SEED: 'off' });
  }, 180_000);
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close(), production?.close()]);
  });

  it('starts the demo from the seeded copy: the runtime does not seed again', async () => {
    expect((first.deps as { seeded?: boolean }).seeded).toBe(false);
    expect(await count(first, 'enterprises')).toBe(1);
    expect(await first.login('admin@acme.test')).toEqual(expect.any(String));
  });

  it('gives the seeded users the cheap test hash, never the production one', async () => {
    const [row] = await queryRows<{ password_hash: string }>(
      first.deps.db,
      sql`select password_hash from users where email = 'admin@acme.test'`,
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
  });

  it('gives each app its own copy: a row written in one is not in the other', async () => {
    const before = await count(second, 'tags');
    await first.deps.db.execute(
      sql`insert into tags (site_id, name, color) select id, 'only-first', '#000000' from sites`,
    );
    expect(await count(first, 'tags')).toBeGreaterThan(before);
    expect(await count(second, 'tags')).toBe(before);
  });

  it('starts a configuration that does not seed on a migrated, empty database', async () => {
    expect(await count(production, 'enterprises')).toBe(0);
    expect(await count(production, 'users')).toBe(0);
  });
});

const clientOf = (t: TestApp) => pgliteClientOf(t.deps);

describe('the database a file gives back', () => {
  it('is reset to its template for the next file: added, changed and deleted rows come back as seeded, ids go on from the seed', async () => {
    const used = await buildTestApp();
    const seededTags = await count(used, 'tags');
    const [{ max } = { max: 0 }] = await queryRows<{ max: number }>(
      used.deps.db,
      sql`select max(id)::int as max from tags`,
    );
    await used.deps.db.execute(
      sql`insert into tags (site_id, name, color) select id, 'left-over', '#000000' from sites`,
    );
    await used.deps.db.execute(sql`update users set name = 'Changed' where email = 'admin@acme.test'`);
    await used.deps.db.execute(sql`delete from consultants`);
    const consultants = await count(used, 'consultants');
    await used.close();

    const next = await buildTestApp();
    try {
      // On PGlite the worker hands the same instance on (database-reset.ts); on PostgreSQL each file has a new database.
      if (!process.env.TEST_DATABASE_URL) expect(clientOf(next)).toBe(clientOf(used));
      expect(await count(next, 'tags')).toBe(seededTags);
      expect(await count(next, 'consultants')).toBeGreaterThan(consultants);
      const [admin] = await queryRows<{ name: string }>(
        next.deps.db,
        sql`select name from users where email = 'admin@acme.test'`,
      );
      expect(admin?.name).not.toBe('Changed');
      const [row] = await queryRows<{ id: number }>(
        next.deps.db,
        sql`insert into tags (site_id, name, color) select id, 'fresh', '#000000' from sites limit 1 returning id`,
      );
      expect(row?.id).toBe(max + 1);
    } finally {
      await next.close();
    }
  });
});
