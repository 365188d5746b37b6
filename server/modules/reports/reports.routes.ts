import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportCreatedSchema, reportInputSchema } from '../../../contracts/reports.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { HttpError, notFound } from '../../http-errors.js';
import { currentUser } from '../../plugins/access.js';
import { answers } from '../../plugins/api-docs.js';
import { LIMITS, spend } from '../../rate-limits.js';
import {
  contentLabel,
  findReportedOwner,
  hideWhenReportedEnough,
  insertReport,
} from './reports.queries.js';

interface Deps {
  db: Db;
  config: Pick<Config, 'reportsToHide'>;
}

/** Reports, as the report dialog sends them (decision 012). */
export async function reportRoutes(app: FastifyInstance, { db, config }: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/reports',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Reports a user, a recipe, an announcement or a comment to the moderators',
        body: reportInputSchema,
        description: `At most ${LIMITS.report.max} reports an hour (429 with Retry-After).`,
        response: answers({ 201: reportCreatedSchema }, 404, 409, 429),
      },
    },
    async (request, reply) => {
      const reporterId = currentUser(request).id;
      await spend(db, LIMITS.report, reporterId);
      const input = request.body;
      // The reported user is always the content's owner as stored, never the client's claim.
      const owner = await findReportedOwner(db, reporterId, input);
      if (!owner) throw notFound(contentLabel(input.contentType));
      if (owner === reporterId) throw new HttpError(400, 'You cannot report your own content');
      const report = await insertReport(db, {
        reporterId,
        reportedUserId: owner,
        contentType: input.contentType,
        // A user report has no numeric content; the user is in reportedUserId.
        contentId: input.contentType === 'user' ? null : (input.contentId ?? null),
        reason: input.reason,
        description: input.description ?? null,
      });
      if (!report) throw new HttpError(409, 'You have already reported this content');
      await hideWhenReportedEnough(
        db,
        input.contentType,
        input.contentId ?? null,
        config.reportsToHide,
      );
      return reply.code(201).send(report);
    },
  );
}
