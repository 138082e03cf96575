import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** A person as the contract shows one beside a record, `{ id, name }`: of `users` or an alias of it. */
export const personOf = (people: typeof users) => ({ id: people.id, name: people.name });

/** Who created and who last changed a record, by name (a detail page's footer). */
export async function authorsOf(db: Db, row: { created_by: number | null; updated_by: number | null }) {
  const ids = [row.created_by, row.updated_by].filter((v): v is number => v != null);
  const people = ids.length ? await db.select(personOf(users)).from(users).where(inArray(users.id, ids)) : [];
  const person = (id: number | null) => people.find((p) => p.id === id) ?? null;
  return { created_by: person(row.created_by), updated_by: person(row.updated_by) };
}
