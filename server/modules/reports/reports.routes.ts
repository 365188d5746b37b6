import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportInputSchema } from '../../../contracts/reports.js';
import type { Db } from '../../db/client.js';
import { HttpError, notFound } from '../../http-errors.js';
import { currentUser } from '../../plugins/access.js';
import { contentLabel, findReportedOwner, insertReport } from './reports.queries.js';

interface Deps {
  db: Db;
}

/** The report dialog (SPEC §2, §5, §8; CONTRACT "Reports"). */
export async function reportRoutes(app: FastifyInstance, { db }: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/reports',
    { config: { access: 'user' }, schema: { body: reportInputSchema } },
    async (request, reply) => {
      const reporterId = currentUser(request).id;
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
      return reply.code(201).send(report);
    },
  );
}
