import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.js';
import { memberships, roles, users } from '../src/db/schema/index.js';
import type { TestAppHandle } from './helper.js';

type Scope = { type: 'account' | 'site' | 'employer'; id: number };

/** A new user of the demo enterprise holding `role` in each scope given (no password: never signs in). */
export async function userWith(t: TestAppHandle, grants: [role: string, scope: Scope][]): Promise<number> {
  const db = t.deps.db;
  const [model] = await db
    .select({ enterprise: users.enterprise_id })
    .from(users)
    .where(eq(users.email, 'admin@acme.test'));
  if (!model) throw new Error('fixture missing');
  const [user] = await db
    .insert(users)
    .values({ enterprise_id: model.enterprise, email: `u-${randomUUID().slice(0, 8)}@acme.test`, name: 'Test User' })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert failed');
  for (const [role, scope] of grants) {
    const [r] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, role));
    if (!r) throw new Error(`no role ${role}`);
    await db
      .insert(memberships)
      .values({ user_id: user.id, scope_type: scope.type, scope_id: scope.id, role_id: r.id });
  }
  return user.id;
}

export async function userIdOf(t: TestAppHandle, email: string): Promise<number> {
  const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Any employer of a site, by the site's path. */
export async function employerOfSite(t: TestAppHandle, sitePath: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.deps.db,
    sql`select id from employers where site_id = ${t.ids.site(sitePath)} order by id limit 1`,
  );
  if (!row) throw new Error(`no employer on ${sitePath}`);
  return Number(row.id);
}

/** A seeded candidate of a site who has applied at least once. */
export async function seekerOfSite(t: TestAppHandle, sitePath: string): Promise<string> {
  const [row] = await queryRows<{ uuid: string }>(
    t.deps.db,
    sql`select uuid from seekers where site_id = ${t.ids.site(sitePath)} and applications_count > 0 order by id limit 1`,
  );
  if (!row) throw new Error(`no seeker on ${sitePath}`);
  return row.uuid;
}
