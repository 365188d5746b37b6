import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdParams } from '../../../contracts/ids.js';
import {
  AUDIT_PAGE_SIZE,
  auditEntrySchema,
  auditQuerySchema,
  MODERATION_PAGE_SIZE,
  moderationActionSchema,
  moderationPageSchema,
  moderationQuerySchema,
  roleInputSchema,
  staffMemberSchema,
  staffQuerySchema,
} from '../../../contracts/moderation.js';
import type { Db } from '../../db/client.js';
import { currentUser } from '../../plugins/access.js';
import { answers } from '../../plugins/api-docs.js';
import { auditLogPage } from './audit-log.queries.js';
import { performAction } from './moderation-actions.queries.js';
import { reportQueuePage } from './report-queue.queries.js';
import { listStaff, searchCooks, setRole } from './staff.queries.js';

const moderators = { access: 'moderator' } as const;
const admins = { access: 'admin' } as const;

/**
 * The moderators' queue and actions, and the administrators' team and audit log (decision 047).
 * Anyone else is answered as for an address that is no route.
 */
export async function moderationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/moderation/reports',
    {
      config: moderators,
      schema: {
        summary: `Reported content, a case per thing, most reported first (${MODERATION_PAGE_SIZE} a page)`,
        querystring: moderationQuerySchema,
        response: answers({ 200: moderationPageSchema }, 400, 404),
      },
    },
    async (request) => reportQueuePage(db, request.query),
  );

  api.post(
    '/moderation/actions',
    {
      config: moderators,
      schema: {
        summary: 'Dismisses reports or suspends a cook, or lifts a suspension, with a reason',
        description:
          'Resolves every pending report of the item named. A moderator cannot act on an ' +
          'administrator, and nobody on themselves (403).',
        body: moderationActionSchema,
        response: answers({ 201: auditEntrySchema }, 400, 403, 404),
      },
    },
    async (request, reply) => {
      const entry = await performAction(db, currentUser(request), request.body);
      return reply.code(201).send(entry);
    },
  );

  api.get(
    '/moderation/log',
    {
      config: admins,
      schema: {
        summary: `What moderators did, newest first (${AUDIT_PAGE_SIZE} a page)`,
        querystring: auditQuerySchema,
        response: answers({ 200: z.array(auditEntrySchema) }, 400, 404),
      },
    },
    async (request) => auditLogPage(db, request.query.before),
  );

  api.get(
    '/admin/users',
    {
      config: admins,
      schema: {
        summary: 'The moderators and administrators; with `q`, cooks by display name',
        querystring: staffQuerySchema,
        response: answers({ 200: z.array(staffMemberSchema) }, 400, 404),
      },
    },
    async (request) => (request.query.q ? searchCooks(db, request.query.q) : listStaff(db)),
  );

  api.put(
    '/admin/users/:id/role',
    {
      config: admins,
      schema: {
        summary: 'Makes a cook a moderator, or a cook again',
        description: "An administrator's role comes from the server's settings (403).",
        params: userIdParams,
        body: roleInputSchema,
        response: answers({ 200: staffMemberSchema }, 400, 403, 404),
      },
    },
    async (request) => setRole(db, request.params.id, request.body.role),
  );
}
