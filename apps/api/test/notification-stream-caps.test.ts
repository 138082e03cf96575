import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { notificationHubOf } from '../src/modules/notifications/index.js';
import { useTestApp } from './helper.js';
import { addMember, openStream, type EventReader } from './notification-helper.js';

// Decision 0063: a few streams per token and per user (the newest wins), a ceiling per process (503).
const t = useTestApp({
  NOTIFICATION_STREAMS_PER_TOKEN: '2',
  NOTIFICATION_STREAMS_PER_USER: '3',
  NOTIFICATION_STREAMS_PER_PROCESS: '4',
});
let baseUrl = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

const hub = () => {
  const found = notificationHubOf(t.deps);
  if (!found) throw new Error('no hub');
  return found;
};

async function opened(token: string): Promise<EventReader> {
  const stream = await openStream(baseUrl, token);
  expect(stream.status).toBe(200);
  await stream.next('ready');
  return stream;
}

/** Closes the streams and waits until the process let go of every one. */
async function closeAll(streams: EventReader[]) {
  for (const stream of streams) stream.close();
  await vi.waitFor(() => expect(hub().streamCount).toBe(0));
}

let users = 0;
const newUser = async () =>
  addMember(t, `streams-${++users}@acme.test`, 'recruiter', { type: 'site', id: t.ids.site('acme/careers') });

describe('GET /portal/v1/notifications/stream, capped', () => {
  it('ends the oldest stream of a token when the token opens one over its cap', async () => {
    await newUser();
    const token = await t.login(`streams-${users}@acme.test`);
    const first = await opened(token);
    const second = await opened(token);
    const third = await opened(token);
    await first.next('end');
    await first.ended;
    expect(hub().streamCount).toBe(2);
    await closeAll([second, third]);
  });

  it('ends the oldest stream of a user over the user’s cap, whichever token opened it', async () => {
    await newUser();
    const email = `streams-${users}@acme.test`;
    const [one, two] = [await t.login(email), await t.login(email)];
    const a1 = await opened(one);
    const a2 = await opened(one);
    const b1 = await opened(two);
    expect(hub().streamCount).toBe(3);
    const b2 = await opened(two);
    await a1.next('end');
    expect(hub().streamCount).toBe(3);
    await closeAll([a2, b1, b2]);
  });

  it('answers 503 with Retry-After while the process holds its ceiling, and takes streams again once one closes', async () => {
    const streams: EventReader[] = [];
    for (let i = 0; i < 4; i++) {
      await newUser();
      streams.push(await opened(await t.login(`streams-${users}@acme.test`)));
    }
    await newUser();
    const token = await t.login(`streams-${users}@acme.test`);
    const refused = await t.request({ method: 'GET', url: '/portal/v1/notifications/stream', token });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toEqual({ message: MESSAGES.serviceUnavailable });

    streams.shift()?.close();
    await vi.waitFor(() => expect(hub().streamCount).toBe(3));
    streams.push(await opened(token));
    await closeAll(streams);
  });
});
