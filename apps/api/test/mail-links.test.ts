import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employers, mailOutbox } from '../src/db/schema/index.js';
import { useTestApp } from './helper.js';

/** Links in mails are built from PUBLIC_URL or a stored site domain, whatever the request's headers say. */
const t = useTestApp(
  { PUBLIC_URL: 'https://portal.example.com', FORGOT_PASSWORD_MAX_PER_ADDRESS: '100' },
  { worker: true },
);
const ids = t.ids;

const HOSTILE: Record<string, string>[] = [
  { host: 'evil.example' },
  { host: 'careers.acme.test:x@evil.example' },
  { host: 'localhost', 'x-forwarded-host': 'localhost:@evil.example' },
  { host: 'localhost', 'x-forwarded-proto': 'https://evil.example/?' },
  { host: 'localhost', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
  { host: 'localhost:3811@evil.example' },
];
/** Where our links may point: PUBLIC_URL, and the stored domains with its scheme and port. */
const ALLOWED_ORIGINS = [
  'https://portal.example.com',
  'https://localhost',
  'https://careers.acme.test',
  'https://127.0.0.1',
];

async function newestMailTo(address: string, after: number) {
  for (let i = 0; i < 100; i += 1) {
    const [mail] = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, address))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    if (mail && mail.id > after) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${address}`);
}
const lastMailId = async () =>
  (await t.deps.db.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0]?.id ?? 0;

function expectSafeLinks(mail: { text_body: string; html_body: string | null }, expectedOrigin?: string) {
  const body = `${mail.text_body}\n${mail.html_body ?? ''}`;
  expect(body).not.toMatch(/evil/i);
  const links = [...mail.text_body.matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0]));
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    expect(link.username + link.password).toBe('');
    expect(ALLOWED_ORIGINS).toContain(link.origin);
    if (expectedOrigin) expect(link.origin).toBe(expectedOrigin);
  }
}

describe('links in mails under hostile Host, X-Forwarded-Host and X-Forwarded-Proto', () => {
  it('keeps the reset link on PUBLIC_URL or a stored domain', async () => {
    for (const headers of HOSTILE) {
      const after = await lastMailId();
      const res = await t.request({
        method: 'POST',
        url: '/portal/auth/forgot-password',
        payload: { email: 'admin@acme.test' },
        headers,
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expectSafeLinks(await newestMailTo('admin@acme.test', after));
    }
  });

  it('sends a reset asked from a site domain to that domain, with the configured scheme', async () => {
    const after = await lastMailId();
    await t.request({
      method: 'POST',
      url: '/portal/auth/forgot-password',
      payload: { email: 'manager@acme.test' },
      headers: { host: 'careers.acme.test:3000' },
    });
    expectSafeLinks(await newestMailTo('manager@acme.test', after), 'https://careers.acme.test');
  });

  it('keeps invitation, approval and export links on the site’s primary domain', async () => {
    const token = await t.login('admin@acme.test');
    const scope = { sid: ids.site('acme/careers') };
    const primary = 'https://localhost';
    for (const headers of HOSTILE) {
      const email = `invitee-${HOSTILE.indexOf(headers)}@example.test`;
      let after = await lastMailId();
      await t.request({
        method: 'POST',
        url: `/portal/v1/employers/${ids.employer('Bright Dental')}/users`,
        token,
        scope,
        headers,
        payload: { email, role: 'employer-user' },
      });
      expectSafeLinks(await newestMailTo(email, after), primary);

      after = await lastMailId();
      const exported = await t.request({
        method: 'POST',
        url: '/portal/v1/employers/export',
        token,
        scope,
        headers,
        payload: {},
      });
      expect(exported.statusCode).toBe(202);
      expectSafeLinks(await newestMailTo('admin@acme.test', after), primary);
    }
    const [held] = await t.deps.db.select().from(employers).where(eq(employers.status, 'on_hold')).limit(1);
    if (!held?.contact_email) throw new Error('seed has no employer on hold with a contact');
    const after = await lastMailId();
    const approved = await t.request({
      method: 'POST',
      url: `/portal/v1/employers/${held.id}/approve`,
      token,
      scope: { sid: held.site_id },
      headers: HOSTILE[1],
    });
    expect(approved.statusCode).toBe(200);
    expectSafeLinks(await newestMailTo(held.contact_email, after));
  });
});
