// Test helpers for API keys (decision 0105): a person of the acme account in a role, signed in, and their keys.
import { eq } from 'drizzle-orm';
import { API_KEY_PREFIX } from '@portal/contract';
import { memberships, roles, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/lib/passwords.js';
import type { TestAppHandle } from './helper.js';

const PASSWORD = 'key-maker-pass-1234';

/** A new user holding `roleKey` on the site (or the account, for an account role); their token. */
export async function personWithRole(
  t: TestAppHandle,
  name: string,
  roleKey: string,
  scope: { site: number } | { account: number },
): Promise<{ id: number; token: string; membership: number }> {
  const [owner] = await t.deps.db.select().from(users).where(eq(users.email, 'owner@acme.test'));
  if (!owner) throw new Error('no owner');
  const [user] = await t.deps.db
    .insert(users)
    .values({
      enterprise_id: owner.enterprise_id,
      email: `${name}@keys.test`,
      name,
      password_hash: await hashPassword(PASSWORD),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not inserted');
  const membership = await grantRole(t, user.id, roleKey, scope);
  return { id: user.id, token: await t.login(`${name}@keys.test`, PASSWORD), membership };
}

/** Gives a user a role on a site or an account; the membership's id. */
export async function grantRole(
  t: TestAppHandle,
  userId: number,
  roleKey: string,
  scope: { site: number } | { account: number },
): Promise<number> {
  const [role] = await t.deps.db.select().from(roles).where(eq(roles.key, roleKey));
  if (!role) throw new Error(`no role ${roleKey}`);
  const [row] = await t.deps.db
    .insert(memberships)
    .values({
      user_id: userId,
      role_id: role.id,
      ...('site' in scope
        ? { scope_type: 'site' as const, scope_id: scope.site }
        : { scope_type: 'account' as const, scope_id: scope.account }),
    })
    .returning({ id: memberships.id });
  if (!row) throw new Error('membership not inserted');
  return row.id;
}

/** Creates a key through the API as `token` on `site`; throws unless it was created. */
export async function createKey(
  t: TestAppHandle,
  token: string,
  site: number,
  body: { name: string; rights: string[]; expires_at?: string | null },
): Promise<{ id: number; key: string }> {
  const res = await t.request({
    method: 'POST',
    url: '/portal/v1/site/api-keys',
    token,
    scope: { sid: site },
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`key not created: ${res.statusCode} ${res.body}`);
  const { id, key } = res.json<{ data: { id: number; key: string } }>().data;
  if (!key.startsWith(API_KEY_PREFIX)) throw new Error(`key without its prefix: ${key}`);
  return { id, key };
}
