import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox, users } from '../src/db/schema/index.js';
import type { TestApp } from './helper.js';

/** The token of the newest invitation mailed to an address. */
export async function invitationToken(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to_address, email)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /accept-invitation\?token=([\w-]+)/.exec(mail?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

/** Invites an existing account to an employer and accepts as the invitee; returns the user's id. */
export async function joinByInvitation(
  t: TestApp,
  opts: { employer: number; scope: { sid: number; empid?: number }; token: string; email: string; role?: string },
): Promise<number> {
  const invited = await t.request({
    method: 'POST',
    url: `/portal/v1/employers/${opts.employer}/users`,
    token: opts.token,
    scope: opts.scope,
    payload: { email: opts.email, role: opts.role ?? 'employer-user' },
  });
  if (invited.statusCode !== 202) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`);
  const accepted = await t.request({
    method: 'POST',
    url: '/portal/auth/accept-invitation',
    payload: { token: await invitationToken(t, opts.email) },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  const [user] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, opts.email));
  if (!user) throw new Error(`no user ${opts.email}`);
  return user.id;
}
