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
 * A list's kept statements: `keep(db, input, build)` answers the named select `build` makes from
 * `input`, built once per handle and input. Each list makes its own (two lists asked the same scope
 * and query never share one); `input` must name everything the statement depends on (the kit passes
 * the scope and the parsed query, the only arguments of its page statement). A transaction's handle
 * keeps its own, gone with it. The rows still come from the request that runs it: the role and scope
 * are set on the connection at checkout (decision 0104), not kept here.
 */
export function keptSelects() {
  const kept = new WeakMap<Db, Map<string, NamedSelect<unknown>>>();
  return function keep<R>(db: Db, input: unknown, build: () => PgSelect): NamedSelect<R> {
    const key = inputKey(input);
    if (key === undefined) return namedSelect<R>(build());
    let statements = kept.get(db);
    if (!statements) kept.set(db, (statements = new Map()));
    const known = statements.get(key);
    if (known) {
      statements.delete(key);
      statements.set(key, known);
      return known as NamedSelect<R>;
    }
    const made = namedSelect<R>(build());
    statements.set(key, made as NamedSelect<unknown>);
    if (statements.size > MAX_KEPT_STATEMENTS) statements.delete(statements.keys().next().value as string);
    return made;
  };
}
