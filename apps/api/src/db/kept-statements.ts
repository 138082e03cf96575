// A list page's or a record's statement kept per database handle and exact input (decision 0108):
// the same page asked again — refreshed, re-opened, the default page every user of a site first
// sees — runs the statement built the first time instead of building it anew, which cost about a
// fifth of a light list's request (the select's objects, drizzle's walk to SQL text, the prepared
// query).
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { namedSelect, type NamedSelect } from './named-statements.js';

/** Per handle and list; past it the least recently used statement is dropped. */
export const MAX_KEPT_STATEMENTS = 500;

class NotKeyable extends Error {}

/**
 * The input written out so that two inputs share a key only when they are equal value for value:
 * every value tagged with its type, objects only when plain. Anything else (a class instance, a
 * function, a number that is not finite) has no key, and the statement is built as before.
 */
function encode(value: unknown): string {
  if (value === undefined) return 'u';
  if (value === null) return 'n';
  if (typeof value === 'string') return `s${JSON.stringify(value)}`;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new NotKeyable();
    return `d${Object.is(value, -0) ? '-0' : String(value)}`;
  }
  if (value instanceof Date) {
    const time = value.getTime();
    if (Number.isNaN(time)) throw new NotKeyable();
    return `D${time}`;
  }
  if (Array.isArray(value)) return `[${value.map(encode).join(',')}]`;
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) throw new NotKeyable();
    const entries = Object.entries(value as Record<string, unknown>);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${encode(v)}`).join(',')}}`;
  }
  throw new NotKeyable();
}

/** The key of an input, or undefined when it holds a value `encode` cannot write out exactly. */
export function inputKey(input: unknown): string | undefined {
  try {
    return encode(input);
  } catch (error) {
    if (error instanceof NotKeyable) return undefined;
    throw error;
  }
}

/**
 * What a statement needs built once, kept per database handle and exact input: `keep(db, input,
 * build)` answers what `build` made for an equal input on that handle, else builds and keeps it (the
 * least recently used dropped past `MAX_KEPT_STATEMENTS`). An input `inputKey` cannot write out is
 * built every time. `input` must name everything the result depends on. A transaction's handle keeps
 * its own, gone with it.
 */
export function keptPerInput<T>() {
  const kept = new WeakMap<Db, Map<string, T>>();
  return function keep(db: Db, input: unknown, build: () => T): T {
    const key = inputKey(input);
    if (key === undefined) return build();
    let statements = kept.get(db);
    if (!statements) kept.set(db, (statements = new Map()));
    if (statements.has(key)) {
      const known = statements.get(key) as T;
      statements.delete(key);
      statements.set(key, known);
      return known;
    }
    const made = build();
    statements.set(key, made);
    if (statements.size > MAX_KEPT_STATEMENTS) statements.delete(statements.keys().next().value as string);
    return made;
  };
}

/**
 * A list's kept statements: `keep(db, input, build)` answers the named select `build` makes from
 * `input`, built once per handle and input (`keptPerInput`). Each list makes its own (two lists asked
 * the same scope and query never share one); the kit passes the scope and the parsed query, the only
 * arguments of its page statement. The rows still come from the request that runs it: the role and
 * scope are set on the connection at checkout (decision 0104), not kept here.
 */
export function keptSelects() {
  const keep = keptPerInput<NamedSelect<unknown>>();
  return <R>(db: Db, input: unknown, build: () => PgSelect): NamedSelect<R> =>
    keep(db, input, () => namedSelect(build())) as NamedSelect<R>;
}
