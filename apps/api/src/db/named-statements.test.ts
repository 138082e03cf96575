import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { runNamed, statementName } from './named-statements.js';
import { sites } from './schema/index.js';

describe('statementName', () => {
  it('gives the same text the same name and another text another name', () => {
    const first = statementName('select 1 from named_a where site_id = $1');
    expect(first).toMatch(/^named_/);
    expect(statementName('select 1 from named_a where site_id = $1')).toBe(first);
    expect(statementName('select 1 from named_b where site_id = $1')).not.toBe(first);
  });
});

describe('runNamed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.executeSql('create table sites (id serial primary key, name text not null)');
    await database.executeSql("insert into sites (name) values ('careers'), ('talent')");
  });
  afterAll(() => database.close());

  it('turns the select into SQL once, and maps its rows as the select itself would', async () => {
    const { dialect } = database.db as unknown as { dialect: { sqlToQuery: (...args: unknown[]) => unknown } };
    const build = vi.spyOn(dialect, 'sqlToQuery');
    const select = () =>
      database.db
        .select({ site: { name: sites.name } })
        .from(sites)
        .where(eq(sites.id, 2))
        .$dynamic();
    const rows = await runNamed(select());
    expect(build).toHaveBeenCalledTimes(1);
    build.mockRestore();
    expect(rows).toEqual(await select());
    expect(rows).toEqual([{ site: { name: 'talent' } }]);
  });
});
