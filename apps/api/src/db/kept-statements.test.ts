import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database, type Db } from './client.js';
import { inputKey, keptSelects, MAX_KEPT_STATEMENTS } from './kept-statements.js';
import { sites, tags } from './schema/index.js';

// Decision 0108: a list's page statement is built once per handle, list and exact input.
describe('inputKey', () => {
  it('gives equal inputs one key and inputs that differ in any value or type another', () => {
    const key = (value: unknown) => inputKey(value);
    expect(key([{ siteId: 5 }, { page: 1, per_page: 25 }])).toBe(key([{ siteId: 5 }, { page: 1, per_page: 25 }]));
    const distinct = [
      [{ siteId: 5 }, { page: 1 }],
      [{ siteId: 6 }, { page: 1 }],
      [{ siteId: 5, employerId: 9 }, { page: 1 }],
      [{ siteId: 5 }, { page: '1' }],
      [{ siteId: 5 }, { page: 1, sort: undefined }],
      [{ siteId: 5 }, { page: 1, sort: null }],
      [{ siteId: 5 }, { page: 1, filter: ['a', 'b'] }],
      [{ siteId: 5 }, { page: 1, filter: 'a,b' }],
      [{ siteId: 5 }, { page: 1, from: new Date('2026-01-01T00:00:00Z') }],
      [{ siteId: 5 }, { page: 1, from: '2026-01-01T00:00:00.000Z' }],
      [{ siteId: 5 }, { page: 0 }],
      [{ siteId: 5 }, { page: -0 }],
      [{ siteId: 5 }, { page: 1, live: true }],
      [{ siteId: 5 }, { page: 1, live: 'true' }],
    ].map(key);
    expect(new Set(distinct).size).toBe(distinct.length);
  });

  it('has no key for what it cannot write out exactly', () => {
    expect(inputKey([{ siteId: 5 }, { page: Number.NaN }])).toBeUndefined();
    expect(inputKey([{ siteId: 5 }, { at: new Date('not a date') }])).toBeUndefined();
    expect(inputKey([{ sites: new Set([1, 2]) }, {}])).toBeUndefined();
    expect(inputKey([{ where: () => 5 }, {}])).toBeUndefined();
    expect(inputKey([{ id: 1n }, {}])).toBeUndefined();
  });
});

describe('keptSelects', () => {
  let database: Database;
  let db: Db;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.executeSql('create table sites (id serial primary key, name text not null)');
    await database.executeSql("insert into sites (name) values ('careers'), ('talent')");
    await database.executeSql('create table tags (id serial primary key, site_id int not null, name text not null)');
    await database.executeSql("insert into tags (site_id, name) values (1, 'night shift'), (2, 'remote')");
    db = database.db;
  });
  afterAll(() => database.close());

  const siteNamed = (handle: Db, id: number) => () =>
    handle.select({ name: sites.name }).from(sites).where(eq(sites.id, id)).$dynamic();
  const tagOfSite = (handle: Db, id: number) => () =>
    handle.select({ name: tags.name }).from(tags).where(eq(tags.site_id, id)).$dynamic();

  it('builds a page once for the same input, and runs it again with the same rows', async () => {
    const keep = keptSelects();
    const build = vi.fn(siteNamed(db, 2));
    const { dialect } = db as unknown as { dialect: { sqlToQuery: (...args: unknown[]) => unknown } };
    const toSql = vi.spyOn(dialect, 'sqlToQuery');
    const first = await keep(db, [{ siteId: 2 }, { page: 1 }], build).run();
    const again = await keep(db, [{ siteId: 2 }, { page: 1 }], build).run();
    expect(build).toHaveBeenCalledTimes(1);
    expect(toSql).toHaveBeenCalledTimes(1);
    toSql.mockRestore();
    expect(first).toEqual([{ name: 'talent' }]);
    expect(again).toEqual(first);
  });

  it("never answers one scope's or one list's page with another's", async () => {
    const keep = keptSelects();
    const other = keptSelects();
    expect(await keep(db, [{ siteId: 1 }, { page: 1 }], siteNamed(db, 1)).run()).toEqual([{ name: 'careers' }]);
    expect(await keep(db, [{ siteId: 2 }, { page: 1 }], siteNamed(db, 2)).run()).toEqual([{ name: 'talent' }]);
    // Another list asked the same scope and query builds its own.
    expect(await other(db, [{ siteId: 1 }, { page: 1 }], tagOfSite(db, 1)).run()).toEqual([{ name: 'night shift' }]);
    expect(await keep(db, [{ siteId: 1 }, { page: 1 }], siteNamed(db, 1)).run()).toEqual([{ name: 'careers' }]);
  });

  it('builds anew an input it cannot key, and in another handle (a transaction)', async () => {
    const keep = keptSelects();
    const build = vi.fn(siteNamed(db, 1));
    keep(db, [{ siteId: 1, at: Number.NaN }, {}], build);
    keep(db, [{ siteId: 1, at: Number.NaN }, {}], build);
    expect(build).toHaveBeenCalledTimes(2);
    keep(db, [{ siteId: 1 }, {}], build);
    const rows = await db.transaction(async (tx) => {
      const inTransaction = vi.fn(siteNamed(tx as unknown as Db, 1));
      const kept = keep(tx as unknown as Db, [{ siteId: 1 }, {}], inTransaction);
      expect(inTransaction).toHaveBeenCalledTimes(1);
      return kept.run();
    });
    expect(rows).toEqual([{ name: 'careers' }]);
  });

  it(`keeps the ${MAX_KEPT_STATEMENTS} most recently used pages of a list`, () => {
    const keep = keptSelects();
    const build = vi.fn(siteNamed(db, 1));
    for (let page = 0; page < MAX_KEPT_STATEMENTS; page++) keep(db, [{ siteId: 1 }, { page }], build);
    keep(db, [{ siteId: 1 }, { page: 0 }], build); // used again: now the most recent
    keep(db, [{ siteId: 1 }, { page: MAX_KEPT_STATEMENTS }], build); // one more: page 1 is dropped
    expect(build).toHaveBeenCalledTimes(MAX_KEPT_STATEMENTS + 1);
    keep(db, [{ siteId: 1 }, { page: 0 }], build);
    expect(build).toHaveBeenCalledTimes(MAX_KEPT_STATEMENTS + 1);
    keep(db, [{ siteId: 1 }, { page: 1 }], build);
    expect(build).toHaveBeenCalledTimes(MAX_KEPT_STATEMENTS + 2);
  });
});
