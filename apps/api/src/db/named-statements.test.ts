import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { namedStatement, runNamed, statementName } from './named-statements.js';
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

  it('prepares a statement with placeholders once per handle, each call bound to its own values', async () => {
    const nameOf = namedStatement<{ name: string }, { id: number }>(
      sql`select name from sites where id = ${sql.placeholder('id')}`,
    );
    const { session } = database.db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } };
    const prepare = vi.spyOn(session, 'prepareQuery');
    const [careers, talent] = await Promise.all([nameOf(database.db, { id: 1 }), nameOf(database.db, { id: 2 })]);
    expect(await nameOf(database.db, { id: 1 })).toEqual([{ name: 'careers' }]);
    expect(prepare).toHaveBeenCalledTimes(1);
    prepare.mockRestore();
    expect(careers).toEqual([{ name: 'careers' }]);
    expect(talent).toEqual([{ name: 'talent' }]);
    // A transaction's handle prepares its own, and its statement runs in the transaction.
    let seenInTransaction: unknown;
    const rolledBack = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update sites set name = 'renamed' where id = 2`);
        seenInTransaction = await nameOf(tx as unknown as typeof database.db, { id: 2 });
        tx.rollback();
      })
      .catch((error: unknown) => error);
    expect(rolledBack).toBeInstanceOf(Error);
    expect(seenInTransaction).toEqual([{ name: 'renamed' }]);
    expect(await nameOf(database.db, { id: 2 })).toEqual([{ name: 'talent' }]);
  });
});
