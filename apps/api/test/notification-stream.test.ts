import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationHubOf } from '../src/modules/notifications/index.js';
import { apply, DOMAINS, jobOf } from './candidate-site-helper.js';
import { useTestApp } from './helper.js';
import { notifyDirectly, openStream, parseNotification, userId } from './notification-helper.js';

// The stream is read over a real socket, as a browser's fetch reads it.
const t = useTestApp();
let baseUrl = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

describe('GET /portal/v1/notifications/stream', () => {
  it('opens with the unread count and delivers a notification raised after it opened, and only the caller’s', async () => {
    const token = await t.login('recruiter@acme.test');
    const stream = await openStream(baseUrl, token);
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toMatch(/^text\/event-stream/);
      expect(JSON.parse((await stream.next('ready')).data)).toEqual({ unread: expect.any(Number) });

      // Another user's notification first: the stream must skip it and carry the caller's.
      await notifyDirectly(t, t.ids.site('acme/careers'), [await userId(t, 'employer@acme.test')], {
        export_name: 'Not mine',
      });
      const job = await jobOf(t, t.ids.site('acme/careers'), 'Pastry Chef');
      const applied = await apply(t, DOMAINS.careers, job.uuid, {
        email: 'live@example.test',
        answers: { '0': 'yes', '1': 'Mornings' },
      });
      expect(applied.statusCode).toBe(201);
      const delivered = parseNotification((await stream.next('notification')).data);
      expect(delivered).toMatchObject({
        kind: 'application_received',
        link: `applications/${applied.json().data.uuid}`,
        read_at: null,
      });
    } finally {
      stream.close();
    }
  });

  it('ends when its token is revoked (the one token check of the process)', async () => {
    const token = await t.login('admin@acme.test');
    const stream = await openStream(baseUrl, token);
    await stream.next('ready');
    const hub = notificationHubOf(t.deps);
    if (!hub) throw new Error('no hub');
    expect(hub.streamCount).toBeGreaterThan(0);
    expect((await t.request({ method: 'DELETE', url: '/portal/auth/logout', token })).statusCode).toBeLessThan(300);
    await hub.checkTokens();
    await stream.next('end');
    await stream.ended;
    const again = await openStream(baseUrl, token);
    expect(again.status).toBe(401);
    again.close();
  });

  it('refuses a stranger with 401', async () => {
    const res = await t.request({ method: 'GET', url: '/portal/v1/notifications/stream' });
    expect(res.statusCode).toBe(401);
  });
});
