import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.js';
import { useTestApp } from './helper.js';

const SECRET = 'SECRETtoken0123456789abcdef';
const ADDRESS = /[\w.+-]+(@|%40)[\w-]+(\.[\w-]+)+/i;

const lines: string[] = [];
const log = () => lines.join('');
const t = useTestApp({}, { worker: true, logStream: { write: (line) => void lines.push(line) } });

async function waitUntilSent(address: string) {
  for (let i = 0; i < 150; i++) {
    const [row] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, address));
    if (row?.status === 'sent') return row;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail sent to ${address}`);
}

describe('the log at level info', () => {
  it(
    'carries no token and no e-mail address, from requests, errors or mail delivery',
    { timeout: 60_000 },
    async () => {
      await t.app.inject({ method: 'GET', url: `/reset-password?token=${SECRET}&email=x@y.test` });
      await t.app.inject({ method: 'GET', url: `/reset-password?token=${SECRET}&email=x%40y.test` });
      await t.request({
        method: 'POST',
        url: `/portal/auth/reset-password?email=x@y.test`,
        payload: {
          token: SECRET,
          email: 'x@y.test',
          password: 'new-pass-5678',
          password_confirmation: 'new-pass-5678',
        },
      });
      await t.request({ method: 'POST', url: '/portal/auth/login', payload: { email: 'x@y.test', password: SECRET } });
      await t.request({ method: 'GET', url: `/portal/nothing?token=${SECRET}&email=x@y.test` });
      await t.app.inject({ method: 'GET', url: `/people/x%40y.test/profile?token=${SECRET}` });
      await t.request({ method: 'GET', url: `/%70ortal/auth/me?token=${SECRET}` });
      await t.request({ method: 'GET', url: `/portal/%E0%A4%A?token=${SECRET}` });
      await t.request({
        method: 'GET',
        url: `/portal/v1/employer-types?email=x@y.test`,
        headers: { authorization: `Bearer ${SECRET}` },
      });

      const forgot = await t.request({
        method: 'POST',
        url: '/portal/auth/forgot-password',
        payload: { email: 'recruiter@acme.test' },
      });
      expect(forgot.statusCode).toBe(200);
      const mail = await waitUntilSent('recruiter@acme.test');
      const mailedToken = /token=([\w-]+)/.exec(mail.text_body)?.[1];
      expect(mailedToken).toBeTruthy();

      const output = log();
      // It does log: the requests, by path, and the delivery, by file name and subject.
      expect(output).toContain('"url":"/reset-password"');
      expect(output).toContain('"url":"/portal/auth/reset-password"');
      expect(output).toMatch(/"file":"\d+-[0-9a-f-]{36}\.eml","subject":"Reset your password"/);
      // And never what they carried.
      expect(output).not.toContain(SECRET);
      expect(output).not.toContain(mailedToken);
      expect(output).not.toContain('token=');
      expect(output).not.toMatch(ADDRESS);
    },
  );
});
