import { aliasedTable, inArray } from 'drizzle-orm';
import type { Actor } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** A person as the contract shows one beside a record, `{ id, name }`: of `users` or an alias of it. */
export const personOf = (people: typeof users) => ({ id: people.id, name: people.name });

/** The staff member behind a change made through an impersonation: `users` again, under its own name. */
export const impersonators = aliasedTable(users, 'impersonator');

type MaybePerson = { id: number | null; name: string | null } | null;

/**
 * The contract's actor (decision 0063) from a left join of the person and of `impersonators`:
 * null when there is nobody (the product itself, or a deleted user).
 */
export function toActor(person: MaybePerson, impersonator: MaybePerson): Actor | null {
  if (person?.id == null || person.name == null) return null;
  const behind =
    impersonator?.id != null && impersonator.name != null ? { id: impersonator.id, name: impersonator.name } : null;
  return { id: person.id, name: person.name, impersonator: behind };
}

/** Who created and who last changed a record, by name (a detail page's footer). */
export async function authorsOf(db: Db, row: { created_by: number | null; updated_by: number | null }) {
  const ids = [row.created_by, row.updated_by].filter((v): v is number => v != null);
  const people = ids.length ? await db.select(personOf(users)).from(users).where(inArray(users.id, ids)) : [];
  const person = (id: number | null) => people.find((p) => p.id === id) ?? null;
  return { created_by: person(row.created_by), updated_by: person(row.updated_by) };
}
