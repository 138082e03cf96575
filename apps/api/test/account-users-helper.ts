import { eq } from 'drizzle-orm';
import { AccountUserPageSchema, type AccountUser } from '@portal/contract';
import { users } from '../src/db/schema/index.js';
import type { TestAppHandle } from './helper.js';

/** Requests to the account routes as one signed-in user, with the account selected. */
export function accountClient(t: TestAppHandle, token: string, accountId: number) {
  const scope = { aid: accountId };
  return {
    get: (url: string) => t.request({ method: 'GET', url: `/portal/v1/accounts${url}`, token, scope }),
    send: (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.request({ method, url: `/portal/v1/accounts${url}`, token, scope, ...(payload ? { payload } : {}) }),
    /** The whole list (one page of 100), by email. */
    async users(query = ''): Promise<Map<string, AccountUser>> {
      const res = await t.request({
        method: 'GET',
        url: `/portal/v1/accounts/users?per_page=100${query}`,
        token,
        scope,
      });
      if (res.statusCode !== 200) throw new Error(`list: ${res.statusCode} ${res.body}`);
      return new Map(AccountUserPageSchema.parse(res.json()).data.map((user) => [user.email, user]));
    },
  };
}

export async function userIdOf(t: TestAppHandle, email: string): Promise<number> {
  const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
