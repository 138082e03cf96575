import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueTokenRow } from '../src/modules/auth/index.js';
import { accountClient } from './account-users-helper.js';
import { useTestApp } from './helper.js';
import { userIdOf, userWith } from './impersonation-helper.js';
import { openStream, type EventReader } from './notification-helper.js';

// Decision 0063: a stream ends as soon as its token stops signing its user in — the database
// announces the change, so nobody here calls the hub's periodic check.
const t = useTestApp();
let baseUrl = '';
let employerAdmin: number;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  employerAdmin = await userIdOf(t, 'employer@acme.test');
});

async function opened(token: string): Promise<EventReader> {
  const stream = await openStream(baseUrl, token);
  expect(stream.status).toBe(200);
  await stream.next('ready');
  return stream;
}

/** A new account admin of acme with a session, impersonating the employer admin. */
async function impersonation() {
  const acme = await t.ids.account('acme');
  const author = await userWith(t, [['account-admin', { type: 'account', id: acme }]]);
  const parent = (await issueTokenRow(t.deps.db, author, 3600)).token.access_token;
  const res = await t.request({
    method: 'POST',
    url: `/portal/v1/impersonate/users/${employerAdmin}`,
    token: parent,
    scope: { sid: t.ids.site('acme/careers') },
    payload: { redirect_path: '/' },
  });
  expect(res.statusCode).toBe(200);
  return { author, parent, child: res.json().access_token as string, acme };
}

describe('GET /portal/v1/notifications/stream, ended by a change of access', () => {
  it('ends within moments of a logout, without waiting for the periodic check', async () => {
    const token = await t.login('recruiter@acme.test');
    const stream = await opened(token);
    expect((await t.request({ method: 'DELETE', url: '/portal/auth/logout', token })).statusCode).toBe(204);
    await stream.next('end');
    await stream.ended;
  });

  it('ends an impersonation’s stream when its author logs out', async () => {
    const { parent, child } = await impersonation();
    const stream = await opened(child);
    expect((await t.request({ method: 'DELETE', url: '/portal/auth/logout', token: parent })).statusCode).toBe(204);
    await stream.next('end');
  });

  it('ends an impersonation’s stream when its author is disabled', async () => {
    const { author, child, acme } = await impersonation();
    const stream = await opened(child);
    const owner = accountClient(t, await t.login('owner@acme.test'), acme);
    expect((await owner.send('POST', `/users/${author}/disable`)).statusCode).toBe(200);
    await stream.next('end');
  });

  it('ends an impersonation’s stream when its author loses the rights it carries', async () => {
    const { author, child, acme } = await impersonation();
    const stream = await opened(child);
    const owner = accountClient(t, await t.login('owner@acme.test'), acme);
    expect((await owner.send('DELETE', `/users/${author}`)).statusCode).toBe(204);
    await stream.next('end');
  });
});
