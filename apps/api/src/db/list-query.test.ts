import { sql } from 'drizzle-orm';
import { PgDialect, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { containing, equalsWhenGiven, escapeLike, orderBy, searchColumns } from './list-query.js';

const things = pgTable('things', {
  id: integer('id'),
  name: text('name'),
  note: text('note'),
  created_at: timestamp('created_at'),
});
const dialect = new PgDialect();
const render = (parts: ReturnType<typeof sql>[] | ReturnType<typeof sql>) =>
  dialect.sqlToQuery(Array.isArray(parts) ? sql.join(parts, sql`, `) : parts);
const SORTS = { name: things.name, created_at: things.created_at };

describe('orderBy', () => {
  it('maps a sort key to its column, ascending, with the id as tie-breaker', () => {
    expect(render(orderBy(SORTS, 'name', things.id)).sql).toBe('"things"."name" asc, "things"."id" asc');
  });

  it('reads a leading "-" as descending, for the tie-breaker too', () => {
    expect(render(orderBy(SORTS, '-created_at', things.id)).sql).toBe('"things"."created_at" desc, "things"."id" desc');
  });
});

describe('escapeLike and searchColumns', () => {
  it('escapes %, _ and \\ so they match themselves', () => {
    expect(escapeLike('100%_off\\now')).toBe('100\\%\\_off\\\\now');
  });

  it('searches every column with one escaped, contained pattern', () => {
    const where = searchColumns('50%_a', [things.name, things.note]);
    if (!where) throw new Error('expected a condition');
    const query = render(where);
    expect(query.sql).toBe('("things"."name" ilike $1 or "things"."note" ilike $2)');
    expect(query.params).toEqual(['%50\\%\\_a%', '%50\\%\\_a%']);
  });

  it('looks a term of several words up by its words of three characters or more, and checks the whole term', () => {
    const query = render(containing(things.name, 'R-5-0123456'));
    expect(query.sql).toBe('("things"."name" ilike $1 and texticlike("things"."name", $2))');
    expect(query.params).toEqual(['%0123456%', '%R-5-0123456%']);
    const names = render(containing(things.name, 'Omar  Evans_'));
    expect(names.sql).toBe(
      '("things"."name" ilike $1 and "things"."name" ilike $2 and texticlike("things"."name", $3))',
    );
    expect(names.params).toEqual(['%Omar%', '%Evans%', '%Omar  Evans\\_%']);
  });

  it('keeps the plain pattern for one word, or for words all shorter than three characters', () => {
    expect(render(containing(things.name, 'nurse'))).toMatchObject({
      sql: '"things"."name" ilike $1',
      params: ['%nurse%'],
    });
    expect(render(containing(things.name, 'R-5'))).toMatchObject({
      sql: '"things"."name" ilike $1',
      params: ['%R-5%'],
    });
  });

  it('adds no condition without a search term', () => {
    expect(searchColumns(undefined, [things.name])).toBeUndefined();
    expect(searchColumns('', [things.name])).toBeUndefined();
  });
});

describe('equalsWhenGiven', () => {
  it('filters on a given value and ignores an absent or empty one', () => {
    const where = equalsWhenGiven(things.name, 'x');
    if (!where) throw new Error('expected a condition');
    expect(render(where)).toMatchObject({ sql: '"things"."name" = $1', params: ['x'] });
    expect(equalsWhenGiven(things.name, undefined)).toBeUndefined();
    expect(equalsWhenGiven(things.name, '')).toBeUndefined();
  });
});
