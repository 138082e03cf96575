import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { mailOutbox, mailTemplates } from '../src/db/schema/index.js';
import { useTestApp } from './helper.js';
import { jobsSettled } from './job-helper.js';

/** Account mails with a token go only through a site the person belongs to (decision 0020). */
const t = useTestApp({ FORGOT_PASSWORD_MAX_PER_ADDRESS: '100' }, { worker: true });
const ids = t.ids;
let admin: string;

/** The attack of issue 19: a site admin words the reset mail so its link reads as the attacker's URL. */
const hostile = {
  subject: 'Action needed on your {{site_title}} account',
  body: 'Hello {{name}},\n\nverify here: https://evil.example/verify?next={{link}}',
};

beforeAll(async () => {
  admin = await t.login('admin@acme.test');
});

const lastMailId = async () =>
  (await queryRows<{ id: number | null }>(t.deps.db, sql`select max(id) as id from mail_outbox`))[0]?.id ?? 0;

/** Asks for a reset through `host`; answers the reply and the mails recorded for the address by its job. */
async function forgot(email: string, host: string) {
  const after = await lastMailId();
  const res = await t.request({
    method: 'POST',
    url: '/portal/auth/forgot-password',
    payload: { email },
    headers: { host },
  });
  await jobsSettled(t.deps.db, 'auth.reset-link');
  const mails = await t.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to_address, email), gt(mailOutbox.id, after)));
  return { res, mails };
}

describe('a reset asked through a site the address does not belong to', () => {
  it('refuses to save the attacker’s wording, which glues text to the link', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/portal/v1/site/mail-templates/password_reset',
      token: admin,
      scope: { sid: ids.site('acme/careers') },
      payload: hostile,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ body: [MESSAGES.linkMustStandAlone] });
  });

  it('answers as for an unknown address and mails nothing, even with the wording stored', async () => {
    // As if saved before the rule: the row is written directly.
    await t.deps.db
      .insert(mailTemplates)
      .values({ site_id: ids.site('acme/careers'), kind: 'password_reset', ...hostile })
      .onConflictDoUpdate({ target: [mailTemplates.site_id, mailTemplates.kind], set: hostile });
    const unknown = await forgot('nobody@nowhere.test', 'localhost');
    for (const email of ['owner@globex.test', 'employer@acme.test']) {
      const foreign = await forgot(email, email.endsWith('globex.test') ? 'localhost' : '127.0.0.1');
      expect(foreign.res.statusCode, email).toBe(200);
      expect(foreign.res.body, email).toBe(unknown.res.body);
      expect(foreign.mails, email).toEqual([]);
    }
    expect(unknown.res.json()).toEqual({ message: MESSAGES.resetLinkSent });
  });

  it('still mails a user of the site in its wording, the link apart and the domain named', async () => {
    const { mails } = await forgot('employer@acme.test', 'localhost');
    const [mail] = mails;
    expect(mail?.subject).toBe('Action needed on your Acme Careers account');
    const link = /http:\/\/localhost:3000\/reset-password\?token=[\w-]+&email=employer%40acme\.test/.exec(
      mail?.text_body ?? '',
    )?.[0];
    if (!link) throw new Error('no reset link in the mail');
    const text = mail?.text_body ?? '';
    expect(text.split(/\s+/)).toContain(link);
    expect(text).toContain(`next= ${link}`);
    expect(text).toMatch(/\n\nThis link goes to localhost:3000\. [^\n]*shows localhost:3000\.$/);
    const href = link.replace(/&/g, '&amp;');
    expect(mail?.html_body).toContain(`next= <a href="${href}">${href}</a></p>`);
    expect(mail?.html_body).toMatch(/<p>This link goes to localhost:3000\. [^<]*<\/p>$/);
  });

  it('mails a user of several sites through whichever of them was asked, and the portal’s own address any user', async () => {
    for (const host of ['localhost', '127.0.0.1', 'unknown.example']) {
      const { mails } = await forgot('manager@acme.test', host);
      expect(mails, host).toHaveLength(1);
    }
    const own = await forgot('owner@globex.test', 'unknown.example');
    expect(own.mails[0]?.subject).toBe('Reset your password');
    expect(own.mails[0]?.text_body).toMatch(/\n\nThis link goes to localhost:3000\. [^\n]*$/);
  });
});
