import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  markReadSchema,
  notificationListSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '../../../contracts/notifications.js';
import type { Db } from '../../db/client.js';
import { currentUser } from '../../plugins/access.js';
import { answers } from '../../plugins/api-docs.js';
import { markRead, notificationPage, unreadCount } from './notifications.queries.js';

interface Deps {
  db: Db;
}

/** The signed-in cook's notifications (decision 048). */
export async function notificationRoutes(app: FastifyInstance, { db }: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/notifications',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Your notifications, newest first, a page at a time',
        description: '`before` is the id of the last notification of the previous page.',
        querystring: notificationsQuerySchema,
        response: answers({ 200: notificationListSchema }),
      },
    },
    async (request) => notificationPage(db, currentUser(request).id, request.query.before),
  );

  api.get(
    '/notifications/unread-count',
    {
      config: { access: 'user' },
      schema: {
        summary: 'How many of your notifications are unread (counted up to 100)',
        response: answers({ 200: unreadCountSchema }),
      },
    },
    async (request) => ({ count: await unreadCount(db, currentUser(request).id) }),
  );

  api.post(
    '/notifications/read',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Marks your notifications read: all, or up to and including `upTo`',
        body: markReadSchema.optional(),
        response: answers({ 200: unreadCountSchema }),
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await markRead(db, userId, request.body?.upTo);
      return { count: await unreadCount(db, userId) };
    },
  );
}
