// The kit's list statements under names (decision 0040, amended 2026-11-26): node-postgres prepares
// a named statement once per connection and then only binds and runs it, so PostgreSQL parses it
// once and, when a generic plan costs no more than the custom ones, plans it once too. PGlite's
// driver ignores the name and runs the same SQL: nothing to fall back from.
import type { PgSelect } from 'drizzle-orm/pg-core';

/** One name per statement text in this process; past the cap, statements run unnamed. */
const names = new Map<string, string>();
const MAX_NAMES = 2_000;

/** The name of this statement text (the same text always gets the same name), or undefined past the cap. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_NAMES) return known;
  const name = `kit_list_${names.size.toString(36)}`;
  names.set(text, name);
  return name;
}

/**
 * Runs a select under its statement's name. Only for statements whose best plan does not depend on
 * their values: a search term's selectivity does (a generic plan guesses it), so searches run unnamed.
 */
export function runNamed<R>(select: PgSelect): Promise<R> {
  const name = statementName(select.toSQL().sql);
  return (name ? select.prepare(name).execute() : select) as Promise<R>;
}
