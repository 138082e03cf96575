import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_TEMPLATES, MAIL_KINDS, MailTemplatesSchema, MESSAGES } from '@portal/contract';
import { employers, mailOutbox } from '../src/db/schema/index.js';
import { useTestApp } from './helper.js';

const t = useTestApp({ FORGOT_PASSWORD_MAX_PER_ADDRESS: '100' }, { worker: true });
const ids = t.ids;
let admin: string;
let careers: { sid: number };

beforeAll(async () => {
  admin = await t.login('admin@acme.test');
  careers = { sid: ids.site('acme/careers') };
});

const list = (token = admin, scope: { sid: number; empid?: number } = careers) =>
  t.request({ method: 'GET', url: '/portal/v1/site/mail-templates', token, scope });
const save = (kind: string, payload: object, token = admin, scope: { sid: number; empid?: number } = careers) =>
  t.request({ method: 'PUT', url: `/portal/v1/site/mail-templates/${kind}`, token, scope, payload });
const reset = (kind: string, token = admin, scope = careers) =>
  t.request({ method: 'DELETE', url: `/portal/v1/site/mail-templates/${kind}`, token, scope });

const lastMailId = async () =>
  (await t.deps.db.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0]?.id ?? 0;

/** The first mail to `address` recorded after `after`, once the worker has delivered it. */
async function deliveredMailTo(address: string, after: number) {
  for (let i = 0; i < 150; i += 1) {
    const [mail] = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to_address, address), gt(mailOutbox.id, after)))
      .limit(1);
    if (mail?.status === 'sent') return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail delivered to ${address}`);
}

/** The .eml files in the outbox folder addressed to `address` (file names carry no address). */
function emlTo(address: string): string[] {
  const dir = path.join(t.dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    .filter((eml) => eml.split('\n').includes(`To: ${address}`));
}

const customReset = {
  subject: 'Reset your {{ site_title }} password',
  body: 'Hi {{name}},\n\nSomeone asked to reset the password of {{email}}.\nUse this link within {{expires_minutes}} minutes:\n\n{{link}}',
};

describe('GET /portal/v1/site/mail-templates', () => {
  it('lists every mail the product sends with its default wording and placeholders', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const { data } = MailTemplatesSchema.parse(res.json());
    expect(data.map((m) => m.kind)).toEqual([...MAIL_KINDS]);
    const resetMail = data.find((m) => m.kind === 'password_reset');
    expect(resetMail).toMatchObject({ ...DEFAULT_MAIL_TEMPLATES.password_reset, customised: false, updated_at: null });
    expect(resetMail?.placeholders).toContain('link');
  });
});

describe('PUT and DELETE /portal/v1/site/mail-templates/:kind', () => {
  it('saves a site’s wording, and resets it to the default', async () => {
    const res = await save('employer_rejected', {
      subject: 'About {{business_name}}',
      body: 'Sorry {{name}}: {{reason}}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'employer_rejected',
      subject: 'About {{business_name}}',
      customised: true,
    });
    const back = await reset('employer_rejected');
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ ...DEFAULT_MAIL_TEMPLATES.employer_rejected, customised: false });
  });

  it('refuses unknown placeholders, a mail without its link and a two-line subject; an unknown mail is a 404', async () => {
    const unknown = await save('password_reset', { subject: 'Hi {{first_name}}', body: '{{link}} {{password}}' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      subject: [MESSAGES.unknownPlaceholder],
      body: [MESSAGES.unknownPlaceholder],
    });
    const noLink = await save('invitation', { subject: 'Join', body: 'Hello {{name}}' });
    expect(noLink.json().errors).toEqual({ body: [MESSAGES.linkPlaceholderRequired] });
    const twoLines = await save('invitation', { subject: 'Join\r\nBcc: x@evil.test', body: '{{link}}' });
    expect(twoLines.json().errors).toEqual({ subject: [MESSAGES.singleLine] });
    // A path naming no mail names no resource.
    expect((await save('welcome', { subject: 'Hi', body: 'Hi' })).statusCode).toBe(404);
    expect((await reset('welcome')).statusCode).toBe(404);
  });
});

describe('mails in the site’s wording', () => {
  it('words a password reset asked from the site’s domain as the site saved it', async () => {
    expect((await save('password_reset', customReset)).statusCode).toBe(200);
    const after = await lastMailId();
    const res = await t.request({
      method: 'POST',
      url: '/portal/auth/forgot-password',
      payload: { email: 'recruiter@acme.test' },
      headers: { host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await deliveredMailTo('recruiter@acme.test', after);
    expect(mail.subject).toBe('Reset your Acme Careers password');
    expect(mail.text_body).toMatch(
      /^Hi Rita Recruiter,\n\nSomeone asked to reset the password of recruiter@acme\.test\.\nUse this link within 60 minutes:\n\nhttp:\/\/localhost:3000\/reset-password\?token=[\w-]+&email=recruiter%40acme\.test\n\nThis link goes to localhost:3000\. [^\n]+$/,
    );
    expect(mail.html_body).toContain('<br>Use this link within 60 minutes:</p>');
    const [eml] = emlTo('recruiter@acme.test');
    expect(eml).toContain('Subject: Reset your Acme Careers password');
  });

  it('keeps the default wording on another site’s domain and on a host of no site', async () => {
    for (const host of ['127.0.0.1', 'unknown.example']) {
      const after = await lastMailId();
      await t.request({
        method: 'POST',
        url: '/portal/auth/forgot-password',
        payload: { email: 'manager@acme.test' },
        headers: { host },
      });
      expect((await deliveredMailTo('manager@acme.test', after)).subject, host).toBe('Reset your password');
    }
  });

  it('escapes the values in the HTML body of an approval mail', async () => {
    await save('employer_approved', {
      subject: '{{business_name}} is live on {{site_title}}',
      body: 'Dear {{name}},\n\n{{business_name}} may now post jobs: {{link}}',
    });
    const [held] = await t.deps.db
      .select()
      .from(employers)
      .where(and(eq(employers.site_id, careers.sid), eq(employers.status, 'on_hold')))
      .limit(1);
    if (!held?.contact_email) throw new Error('seed has no employer on hold with a contact');
    await t.deps.db.update(employers).set({ business_name: 'Smith & <b>Sons</b>' }).where(eq(employers.id, held.id));
    const after = await lastMailId();
    const res = await t.request({
      method: 'POST',
      url: `/portal/v1/employers/${held.id}/approve`,
      token: admin,
      scope: careers,
    });
    expect(res.statusCode).toBe(200);
    const mail = await deliveredMailTo(held.contact_email, after);
    expect(mail.subject).toBe('Smith & <b>Sons</b> is live on Acme Careers');
    expect(mail.text_body).toContain('Smith & <b>Sons</b> may now post jobs: http://localhost:3000/login');
    expect(mail.html_body).toContain(
      'Smith &amp; &lt;b&gt;Sons&lt;/b&gt; may now post jobs: <a href="http://localhost:3000/login">',
    );
    expect(mail.html_body).not.toContain('<b>');
  });
});

describe('mail template permissions and tenancy', () => {
  it('refuses a recruiter and employer members, and a stranger first of all', async () => {
    const recruiter = await t.login('recruiter@acme.test');
    expect((await list(recruiter)).statusCode).toBe(403);
    expect((await save('invitation', DEFAULT_MAIL_TEMPLATES.invitation, recruiter)).statusCode).toBe(403);
    const employer = await t.login('employer@acme.test');
    const scope = { ...careers, empid: ids.employer('Acme Bakery') };
    expect((await list(employer, scope)).statusCode).toBe(403);
    expect((await save('invitation', DEFAULT_MAIL_TEMPLATES.invitation, employer, scope)).statusCode).toBe(403);
    const stranger = await t.request({ method: 'PUT', url: '/portal/v1/site/mail-templates/invitation', payload: {} });
    expect(stranger.statusCode).toBe(401);
  });

  it('keeps one site’s wording off other sites and other accounts', async () => {
    // Its own data: the careers site's wording, which no other site may show.
    expect((await save('password_reset', customReset)).statusCode).toBe(200);
    const manager = await t.login('manager@acme.test');
    const jobs = { sid: ids.site('acme/jobs') };
    const sister = MailTemplatesSchema.parse((await list(manager, jobs)).json()).data;
    expect(sister.find((m) => m.kind === 'password_reset')?.customised).toBe(false);
    expect((await list(admin, jobs)).statusCode).toBe(403);
    const globex = await t.login('owner@globex.test');
    expect((await list(globex)).statusCode).toBe(403);
    expect((await save('password_reset', customReset, globex)).statusCode).toBe(403);
    const own = MailTemplatesSchema.parse((await list(globex, { sid: ids.site('globex/talent') })).json()).data;
    expect(own.every((m) => !m.customised)).toBe(true);
  });
});
