import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { entityIdParams } from '../../../contracts/ids.js';
import {
  cookedEntryListSchema,
  cookedEntrySchema,
  cookedInputSchema,
  utcToday,
} from '../../../contracts/organise.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http-errors.js';
import { currentUser } from '../../plugins/access.js';
import { answers, noContent } from '../../plugins/api-docs.js';
import {
  COOKED_LIST_LIMIT,
  deleteCooked,
  listCooked,
  logCooked,
  ownsRecipe,
} from './cooking-log.queries.js';

const signedIn = { access: 'user' } as const;

/**
 * The cooking log (decision 037): the owner's alone, so another cook's recipe or entry is not
 * found, public or not.
 */
export async function cookingLogRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/recipes/:id/cooked',
    {
      config: signedIn,
      schema: {
        summary: 'Logs that you cooked one of your recipes (today in UTC unless a date is given)',
        params: entityIdParams('Recipe'),
        body: cookedInputSchema,
        response: answers({ 201: cookedEntrySchema }, 404),
      },
    },
    async (request, reply) => {
      const { date = utcToday(), note = null } = request.body;
      const entry = await logCooked(db, request.params.id, currentUser(request).id, {
        date,
        note,
      });
      if (!entry) throw notFound('Recipe');
      return reply.code(201).send(entry);
    },
  );

  api.get(
    '/recipes/:id/cooked',
    {
      config: signedIn,
      schema: {
        summary: `The log of one of your recipes, newest first (at most ${COOKED_LIST_LIMIT})`,
        params: entityIdParams('Recipe'),
        response: answers({ 200: cookedEntryListSchema }, 404),
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await ownsRecipe(db, id, currentUser(request).id))) throw notFound('Recipe');
      return listCooked(db, id);
    },
  );

  api.delete(
    '/cooked/:id',
    {
      config: signedIn,
      schema: {
        summary: 'Removes an entry from the log of one of your recipes',
        params: entityIdParams('Log entry'),
        response: answers({ 204: noContent }, 404),
      },
    },
    async (request, reply) => {
      if (!(await deleteCooked(db, request.params.id, currentUser(request).id))) {
        throw notFound('Log entry');
      }
      return reply.code(204).send(null);
    },
  );
}
