import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { mailOutbox, seekers } from '../../db/schema/index.js';
import { domainBase } from '../../lib/public-url.js';
import { useTestApp } from '../../../test/helper.js';
import { SEEKER_RESET_PATH } from './actions.js';
import { insertSeeker } from '../../../test/candidate-fixture.js';

const t = useTestApp();
const careers = () => t.ids.site('acme/careers');
const admin = async () => ({ token: await t.login('admin@acme.test'), scope: { sid: careers() } });
const mailsTo = (address: string) => t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, address));

/** Staff ask for a link; answers the token the newest mail to the seeker carries. */
async function requestLink(uuid: string, email: string) {
  const res = await t.request({ method: 'POST', url: `/portal/v1/seekers/${uuid}/reset-password`, ...(await admin()) });
  expect([res.statusCode, res.json()]).toEqual([200, { message: MESSAGES.seekerResetLinkSent }]);
  const mails = await mailsTo(email);
  const body = mails.at(-1)?.text_body ?? '';
  return { mails, body, token: /[?&]token=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '' };
}

const consume = (domain: string, token: string, password = 'a-new-pass-123') =>
  t.request({
    method: 'POST',
    url: `/portal/v1/public/sites/${domain}/seekers/reset-password`,
    payload: { token, password, password_confirmation: password },
  });

describe('POST /portal/v1/seekers/{uuid}/reset-password', () => {
  it("mails exactly one link, on the site's primary domain, whose token works once", async () => {
    const seeker = await insertSeeker(t.deps, careers(), { status: 'active' });
    const { mails, body, token } = await requestLink(seeker.uuid, seeker.email);
    expect(mails).toHaveLength(1);
    expect(body).toContain(`${domainBase(t.deps.config, 'localhost')}${SEEKER_RESET_PATH}?token=${token}`);

    expect((await consume('127.0.0.1', token)).statusCode).toBe(422);
    const done = await consume('localhost', token);
    expect([done.statusCode, done.json()]).toEqual([200, { message: MESSAGES.passwordReset }]);
    const [row] = await t.deps.db.select().from(seekers).where(eq(seekers.id, seeker.id));
    expect(row?.password_hash).toMatch(/^\$argon2/);
    const again = await consume('localhost', token);
    expect([again.statusCode, again.json().errors]).toEqual([422, { token: [MESSAGES.resetTokenInvalid] }]);
  });

  it('sends one seeker at most FORGOT_PASSWORD_MAX_PER_ADDRESS links a window, then 429, and others still get theirs', async () => {
    const seeker = await insertSeeker(t.deps, careers(), { status: 'active' });
    const max = t.deps.config.FORGOT_PASSWORD_MAX_PER_ADDRESS;
    for (let i = 0; i < max; i++) await requestLink(seeker.uuid, seeker.email);
    const refused = await t.request({
      method: 'POST',
      url: `/portal/v1/seekers/${seeker.uuid}/reset-password`,
      ...(await admin()),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await mailsTo(seeker.email)).toHaveLength(max);
    const other = await insertSeeker(t.deps, careers(), { status: 'active' });
    expect((await requestLink(other.uuid, other.email)).mails).toHaveLength(1);
  });

  it('ends the earlier link when another is sent', async () => {
    const seeker = await insertSeeker(t.deps, careers());
    const first = await requestLink(seeker.uuid, seeker.email);
    const second = await requestLink(seeker.uuid, seeker.email);
    expect((await consume('localhost', first.token)).statusCode).toBe(422);
    expect((await consume('localhost', second.token)).statusCode).toBe(200);
  });

  it("refuses a disabled seeker: no link is sent (409), and a link sent before disabling doesn't work", async () => {
    const seeker = await insertSeeker(t.deps, careers(), { status: 'active' });
    const { token } = await requestLink(seeker.uuid, seeker.email);
    await t.request({ method: 'POST', url: `/portal/v1/seekers/${seeker.uuid}/disable`, ...(await admin()) });
    expect((await consume('localhost', token)).statusCode).toBe(422);
    const refused = await t.request({
      method: 'POST',
      url: `/portal/v1/seekers/${seeker.uuid}/reset-password`,
      ...(await admin()),
    });
    expect(refused.statusCode).toBe(409);
    expect(await mailsTo(seeker.email)).toHaveLength(1);
  });

  it('checks the confirmation and refuses an unknown token, and is refused to an employer user', async () => {
    const mismatch = await t.request({
      method: 'POST',
      url: '/portal/v1/public/sites/localhost/seekers/reset-password',
      payload: { token: 'x'.repeat(43), password: 'a-new-pass-123', password_confirmation: 'another-one-1' },
    });
    expect(Object.keys(mismatch.json().errors)).toEqual(['password_confirmation']);
    expect((await consume('localhost', 'y'.repeat(43))).statusCode).toBe(422);
    const seeker = await insertSeeker(t.deps, careers());
    const employer = await t.request({
      method: 'POST',
      url: `/portal/v1/seekers/${seeker.uuid}/reset-password`,
      token: await t.login('employer@acme.test'),
      scope: { sid: careers(), empid: t.ids.employer('Acme Bakery') },
    });
    expect(employer.statusCode).toBe(403);
    expect(await mailsTo(seeker.email)).toHaveLength(0);
  });
});
