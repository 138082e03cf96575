import { z } from 'zod';
import {
  NotificationDataSchema,
  NotificationInboxQuerySchema,
  NotificationInboxSchema,
  NotificationParamsSchema,
  ReadAllNotificationsSchema,
  UpdateNotificationSchema,
} from '@portal/contract';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { errorResponses } from '../../lib/responses.js';
import { SIGNED_IN } from '../access/index.js';
import { createNotificationHub } from './hub.js';
import * as service from './service.js';
import { streamRoute } from './stream-route.js';

/**
 * The caller's own inbox (decision 0054): every route is `SIGNED_IN` and reads the token's user
 * only, so another user's notification is a 404 whatever the headers select.
 */
export const notificationRoutes = moduleRoutes('notifications', async (app, { deps, doc }) => {
  const { db } = deps;

  app.get('/v1/notifications/inbox', {
    ...doc(SIGNED_IN, 'My notifications, newest first, with the unread count', {
      querystring: NotificationInboxQuerySchema,
      response: NotificationInboxSchema,
    }),
    handler: (request) => service.inbox(db, request.user, request.query),
  });

  app.post('/v1/notifications/read-all', {
    ...doc(SIGNED_IN, 'Mark all my notifications read', { response: ReadAllNotificationsSchema }),
    handler: async (request) => ({ data: { updated: await service.markAllRead(db, request.user) } }),
  });

  const hub = createNotificationHub(deps, app.log);
  // Open streams end before the server waits for its connections to close.
  app.addHook('preClose', () => hub.close());
  streamRoute(app, deps, hub);

  app.get('/v1/notifications/:uuid', {
    ...doc(SIGNED_IN, 'One of my notifications', {
      params: NotificationParamsSchema,
      response: NotificationDataSchema,
    }),
    handler: async (request) => ({ data: await service.getNotification(db, request.user, request.params.uuid) }),
  });

  app.patch('/v1/notifications/:uuid', {
    ...doc(SIGNED_IN, 'Mark one of my notifications read or unread', {
      params: NotificationParamsSchema,
      body: UpdateNotificationSchema,
      response: NotificationDataSchema,
    }),
    handler: async (request) => ({
      data: await service.markNotification(db, request.user, request.params.uuid, request.body),
    }),
  });

  app.delete('/v1/notifications/:uuid', {
    ...doc(SIGNED_IN, 'Delete one of my notifications', {
      params: NotificationParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    }),
    handler: async (request, reply) => {
      await service.deleteNotification(db, request.user, request.params.uuid);
      return reply.status(204).send(null);
    },
  });
});
