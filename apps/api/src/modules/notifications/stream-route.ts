import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MessageSchema, NOTIFICATION_STREAM_EVENTS } from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import { errorResponses } from '../../lib/responses.js';
import { SIGNED_IN } from '../access/index.js';
import { tokenExpiry } from './delivery-repository.js';
import type { NotificationHub, OpenStream } from './hub.js';
import { countUnread } from './repository.js';

/** The longest a timer may wait in Node (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * `GET /v1/notifications/stream` (decision 0054): server-sent events over a request that carries
 * the bearer token like every call. It opens with `ready` (the unread count), then a `notification`
 * event per new row of the caller, a `resync` after the listener reconnected, and a heartbeat
 * comment; it ends when the token expires (a timer), stops signing its user in (the hub's token
 * check, run as the database announces the change: decision 0063), or a newer stream of the same
 * token or user takes its place over the caps. A full process answers 503.
 */
export function streamRoute(app: FastifyInstance, deps: AppDeps, hub: NotificationHub): void {
  app.get('/v1/notifications/stream', {
    config: { right: SIGNED_IN },
    schema: {
      tags: ['notifications'],
      summary: 'My new notifications, live (text/event-stream)',
      response: { 200: z.string().describe('text/event-stream'), ...errorResponses, 503: MessageSchema },
    },
    handler: async (request, reply) => {
      const { user } = request;
      const [expiresAt, unread] = await Promise.all([
        tokenExpiry(deps.db, user.tokenId),
        countUnread(deps.db, { userId: user.id, enterpriseId: user.enterpriseId }),
      ]);
      // Refused while the process is full (503), before anything is written; subscribed in this tick.
      hub.admit();
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        connection: 'keep-alive',
      });
      raw.write('retry: 5000\n\n');
      let ended = false;
      let unsubscribe: () => void = () => undefined;
      const stream: OpenStream = {
        userId: user.id,
        tokenId: user.tokenId,
        impersonatorId: user.impersonatorId,
        send: (event, data) => {
          if (!ended) raw.write(`event: ${event}\ndata: ${data}\n\n`);
        },
        comment: (text) => {
          if (!ended) raw.write(`: ${text}\n\n`);
        },
        end: () => {
          if (ended) return;
          ended = true;
          clearTimeout(expiry);
          raw.end(`event: ${NOTIFICATION_STREAM_EVENTS.end}\ndata: {}\n\n`);
        },
      };
      const left = (expiresAt?.getTime() ?? 0) - Date.now();
      const expiry = setTimeout(
        () => {
          unsubscribe();
          stream.end();
        },
        Math.max(0, Math.min(left, MAX_TIMER_MS)),
      );
      expiry.unref();
      request.raw.on('close', () => {
        ended = true;
        clearTimeout(expiry);
        unsubscribe();
      });
      unsubscribe = await hub.subscribe(stream);
      // The client may have gone while the listener started.
      if (ended) unsubscribe();
      stream.send(NOTIFICATION_STREAM_EVENTS.ready, JSON.stringify({ unread }));
    },
  });
}
