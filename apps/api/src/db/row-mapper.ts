// A kept statement's rows turned into objects by a mapper made once per statement (decision 0110):
// drizzle's own `mapResultRow` asks every cell of every row what its field is (`is`, a walk of the
// class chain, up to four times) and walks its path with an iterator — on a light list's request
// about a seventh of the server's CPU. The answers do not change between rows, so they are read
// once here; the objects are the ones drizzle would make, a left join's missing row null included.
import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';
import { instantOfText } from './timestamp-text.js';

/** A selected field as drizzle orders them (`orderSelectedFields`): where it goes, and what it is. */
export interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

type Row = Record<string, unknown>;

/** What turns a field's raw value into its value: the column, or the SQL's decoder (as drizzle picks it). */
function decoderOf(field: unknown): Decoder {
  if (is(field, PgTimestamp) && field.withTimezone) return timestamptz(field);
  if (is(field, Column)) return field;
  // An SQL's decoder is drizzle's own (not typed): the identity unless `.mapWith` gave one.
  const decoding = (sql: unknown) => (sql as { decoder: Decoder }).decoder;
  if (is(field, SQL)) return decoding(field);
  if (is(field, Subquery)) return decoding((field as unknown as { _: { sql: SQL } })._.sql);
  return decoding((field as SQL.Aliased).sql);
}

/** A `timestamptz` column's decoder: its text read digit by digit, any other form as drizzle reads it. */
const timestamptz = (column: Decoder): Decoder => ({
  mapFromDriverValue: (value) =>
    (typeof value === 'string' ? instantOfText(value) : undefined) ?? column.mapFromDriverValue(value),
});

/**
 * The objects of a select that stand for a left-joined table, each with the column that decides
 * whether it is there: drizzle sets such an object to null when the first of its columns is null,
 * its columns all come from that one table, and the join may miss (`joinsNotNullableMap`).
 */
function missableObjects(fields: SelectedField[], joinsNotNullableMap: Record<string, boolean> | undefined) {
  if (!joinsNotNullableMap) return [];
  const objects = new Map<string, { key: string; table: string; mixed: boolean }>();
  for (const { path, field } of fields) {
    if (!is(field, Column) || path.length !== 2) continue;
    const [object, key] = path as [string, string];
    const table = getTableName(field.table);
    const known = objects.get(object);
    if (!known) objects.set(object, { key, table, mixed: false });
    else if (known.table !== table) known.mixed = true;
  }
  return [...objects]
    .filter(([, o]) => !o.mixed && !joinsNotNullableMap[o.table])
    .map(([object, o]) => ({ object, key: o.key }));
}

/** A function from one row of values (in the fields' order) to the object drizzle's select answers. */
export function rowMapper(
  fields: SelectedField[],
  joinsNotNullableMap?: Record<string, boolean>,
): (values: unknown[]) => Row {
  const columns = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    name: path[path.length - 1] as string,
    decoder: decoderOf(field),
  }));
  const missable = missableObjects(fields, joinsNotNullableMap);
  return (values) => {
    const row: Row = {};
    for (let i = 0; i < columns.length; i++) {
      const { parents, name, decoder } = columns[i] as (typeof columns)[number];
      let node = row;
      for (const parent of parents) node = (node[parent] ??= {}) as Row;
      const raw = values[i];
      node[name] = raw === null ? null : decoder.mapFromDriverValue(raw);
    }
    for (const { object, key } of missable) if ((row[object] as Row)[key] === null) row[object] = null;
    return row;
  };
}
