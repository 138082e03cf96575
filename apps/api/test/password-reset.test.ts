import fs from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { mailOutbox } from '../src/db/schema/index.js';
import { useTestApp } from './helper.js';
import { waitFor } from './credit-helper.js';
import { jobsSettled } from './job-helper.js';

const t = useTestApp({}, { worker: true });

async function mailsTo(address: string) {
  return t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, address)).orderBy(desc(mailOutbox.id));
}

describe('forgot and reset password', () => {
  it('mails a reset link that sets a new password and ends old sessions', async () => {
    const oldToken = await t.login('recruiter@acme.test');
    const res = await t.request({
      method: 'POST',
      url: '/portal/auth/forgot-password',
      payload: { email: 'recruiter@acme.test' },
      headers: { host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.resetLinkSent });

    await jobsSettled(t.deps.db, 'auth.reset-link');
    const [mail] = await mailsTo('recruiter@acme.test');
    expect(mail?.subject).toBe('Reset your password');
    const link = /http:\/\/localhost:3000\/reset-password\?token=([\w-]+)&email=([^\s]+)/.exec(mail?.text_body ?? '');
    expect(link).not.toBeNull();
    const token = link?.[1] ?? '';

    // The queue's worker delivers it: an .eml file in DATA_DIR/mail (no SMTP configured).
    const eml = await waitFor(async () => {
      const dir = path.join(t.dataDir, 'mail');
      const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
      return files.find((f) =>
        fs.readFileSync(path.join(dir, f), 'utf8').split('\n').includes('To: recruiter@acme.test'),
      );
    });
    expect(fs.readFileSync(path.join(t.dataDir, 'mail', eml), 'utf8')).toContain('Subject: Reset your password');
    expect((await mailsTo('recruiter@acme.test'))[0]?.status).toBe('sent');

    const mismatch = await t.request({
      method: 'POST',
      url: '/portal/auth/reset-password',
      payload: { token, email: 'recruiter@acme.test', password: 'new-pass-5678', password_confirmation: 'other-pass' },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: [MESSAGES.confirmed] });

    const reset = await t.request({
      method: 'POST',
      url: '/portal/auth/reset-password',
      payload: {
        token,
        email: 'recruiter@acme.test',
        password: 'new-pass-5678',
        password_confirmation: 'new-pass-5678',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/portal/auth/me', token: oldToken })).statusCode).toBe(401);
    await expect(t.login('recruiter@acme.test', 'new-pass-5678')).resolves.toBeTruthy();
    await expect(t.login('recruiter@acme.test')).rejects.toThrow();

    const again = await t.request({
      method: 'POST',
      url: '/portal/auth/reset-password',
      payload: {
        token,
        email: 'recruiter@acme.test',
        password: 'third-pass-999',
        password_confirmation: 'third-pass-999',
      },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual([MESSAGES.resetTokenInvalid]);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/portal/auth/forgot-password',
      payload: { email: 'ghost@acme.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.resetLinkSent });
    await jobsSettled(t.deps.db, 'auth.reset-link');
    expect(await mailsTo('ghost@acme.test')).toHaveLength(0);
  });

  it('never builds the link from an unknown Host header', async () => {
    await t.request({
      method: 'POST',
      url: '/portal/auth/forgot-password',
      payload: { email: 'staff@acme.test' },
      headers: { host: 'evil.example' },
    });
    await jobsSettled(t.deps.db, 'auth.reset-link');
    const [mail] = await mailsTo('staff@acme.test');
    expect(mail?.text_body).not.toContain('evil.example');
    expect(mail?.text_body).toContain('http://localhost:3000/reset-password?token=');
  });
});
