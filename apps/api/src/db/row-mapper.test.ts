import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { runNamed } from './named-statements.js';

const owners = pgTable('mapper_owners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  joined: timestamp('joined', { withTimezone: true }).notNull(),
});
const pets = pgTable('mapper_pets', {
  id: serial('id').primaryKey(),
  owner_id: integer('owner_id'),
  nickname: text('nickname'),
  born: timestamp('born', { withTimezone: true }),
});

describe('a kept statement maps its rows as drizzle does (decision 0110)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.executeSql(`
      create table mapper_owners (id serial primary key, name text not null, joined timestamptz not null);
      create table mapper_pets (id serial primary key, owner_id integer, nickname text, born timestamptz);
      insert into mapper_owners (name, joined) values ('Ada', '2026-01-02T03:04:05Z'), ('Bo', '2025-06-07T08:09:10Z');
      insert into mapper_pets (owner_id, nickname, born) values (1, 'Rex', '2024-01-01T00:00:00Z'), (1, null, null), (null, 'Stray', null);
    `);
  });
  afterAll(() => database.close());

  const same = async (select: () => Parameters<typeof runNamed>[0]) => {
    const mine = await runNamed(select());
    expect(mine).toEqual(await select());
    return mine as Record<string, unknown>[];
  };

  it('a flat select: columns, a timestamp as a Date, an SQL mapped with its decoder', async () => {
    const rows = await same(() =>
      database.db
        .select({
          name: owners.name,
          joined: owners.joined,
          pets: sql<number>`(select count(*) from mapper_pets)`.mapWith(Number),
        })
        .from(owners)
        .orderBy(owners.id)
        .$dynamic(),
    );
    expect(rows[0]).toEqual({ name: 'Ada', joined: new Date('2026-01-02T03:04:05Z'), pets: 3 });
  });

  it("nested objects: a left join's missing row is null, judged by the object's first column as drizzle does", async () => {
    const rows = await same(() =>
      database.db
        .select({
          owner: { name: owners.name },
          pet: { nickname: pets.nickname, born: pets.born },
        })
        .from(owners)
        .leftJoin(pets, eq(pets.owner_id, owners.id))
        .orderBy(owners.id, pets.id)
        .$dynamic(),
    );
    // Drizzle decides on the object's first column: Ada's second pet (no nickname) reads as missing too.
    expect(rows.map((r) => r.pet)).toEqual([{ nickname: 'Rex', born: new Date('2024-01-01T00:00:00Z') }, null, null]);
  });

  it('a whole table and a right join: the side that may miss is null, the other kept', async () => {
    const rows = await same(() =>
      database.db
        .select({ owner: owners, pet: { id: pets.id, nickname: pets.nickname } })
        .from(owners)
        .rightJoin(pets, eq(pets.owner_id, owners.id))
        .orderBy(pets.id)
        .$dynamic(),
    );
    expect(rows.map((r) => r.owner === null)).toEqual([false, false, true]);
    expect(rows[2]?.pet).toEqual({ id: 3, nickname: 'Stray' });
  });

  it('an object mixing two tables is never nulled', async () => {
    const rows = await same(() =>
      database.db
        .select({ both: { nickname: pets.nickname, name: owners.name } })
        .from(pets)
        .leftJoin(owners, eq(pets.owner_id, owners.id))
        .orderBy(pets.id)
        .$dynamic(),
    );
    expect(rows[2]).toEqual({ both: { nickname: 'Stray', name: null } });
  });
});
