import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cookbookInputSchema,
  cookbookListSchema,
  cookbookSchema,
} from '../../../contracts/cookbooks.js';
import { entityIdParams, userIdParams } from '../../../contracts/ids.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http-errors.js';
import { currentUser, viewerId } from '../../plugins/access.js';
import { answers, noContent } from '../../plugins/api-docs.js';
import { visibleProfile } from '../users/profile.queries.js';
import {
  createCookbook,
  deleteCookbook,
  findVisibleCookbook,
  listOwnCookbooks,
  listPublicCookbooks,
  publicShape,
  updateCookbook,
} from './cookbooks.queries.js';

const signedIn = { access: 'user' } as const;
const everyone = { access: 'public' } as const;
const idParams = entityIdParams('Cookbook');

/**
 * Cookbooks (decision 039): a cook's named collections of their own recipes. Writes are the
 * owner's (checked in each statement); a private cookbook is 404 to anyone else, exactly like a
 * missing one, so its name and existence never leak.
 */
export async function cookbookRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The cookbook as the caller now sees it, after a write of theirs. */
  async function reread(id: number, userId: string) {
    const cookbook = await findVisibleCookbook(db, id, userId);
    if (!cookbook) throw notFound('Cookbook');
    return publicShape(cookbook);
  }

  api.get(
    '/cookbooks',
    {
      config: signedIn,
      schema: {
        summary: 'Your cookbooks by name, each with its count and cover',
        response: answers({ 200: cookbookListSchema }),
      },
    },
    async (request) => (await listOwnCookbooks(db, currentUser(request).id)).map(publicShape),
  );

  api.post(
    '/cookbooks',
    {
      config: signedIn,
      schema: {
        summary: 'Creates a cookbook',
        description: 'At most 500 per cook (400 beyond).',
        body: cookbookInputSchema,
        response: answers({ 201: cookbookSchema }),
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const id = await createCookbook(db, userId, request.body);
      return reply.code(201).send(await reread(id, userId));
    },
  );

  api.get(
    '/cookbooks/:id',
    {
      config: everyone,
      schema: {
        summary: 'A cookbook: yours, or anyone’s public one',
        description:
          'Anyone but the owner sees the count of its public recipes only; a private cookbook ' +
          'is not found except by its owner.',
        params: idParams,
        response: answers({ 200: cookbookSchema }, 404),
      },
    },
    async (request) => {
      const cookbook = await findVisibleCookbook(db, request.params.id, viewerId(request));
      if (!cookbook) throw notFound('Cookbook');
      return publicShape(cookbook);
    },
  );

  api.put(
    '/cookbooks/:id',
    {
      config: signedIn,
      schema: {
        summary: 'Renames one of your cookbooks; a description or visibility not sent is kept',
        params: idParams,
        body: cookbookInputSchema,
        response: answers({ 200: cookbookSchema }, 404),
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { id } = request.params;
      if (!(await updateCookbook(db, id, userId, request.body))) throw notFound('Cookbook');
      return reread(id, userId);
    },
  );

  api.delete(
    '/cookbooks/:id',
    {
      config: signedIn,
      schema: {
        summary: 'Deletes one of your cookbooks; its recipes stay',
        params: idParams,
        response: answers({ 204: noContent }, 404),
      },
    },
    async (request, reply) => {
      if (!(await deleteCookbook(db, request.params.id, currentUser(request).id))) {
        throw notFound('Cookbook');
      }
      return reply.code(204).send(null);
    },
  );

  // A profile's cookbooks: public ones only, even for the owner, as their visitors see them; a
  // private or unknown profile is 404, as its recipe list is.
  api.get(
    '/users/:id/cookbooks',
    {
      config: everyone,
      schema: {
        summary: "A cook's public cookbooks by name",
        description: 'Counts and covers from their public recipes only.',
        params: userIdParams,
        response: answers({ 200: cookbookListSchema }, 404),
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await visibleProfile(db, id, viewerId(request)))) throw notFound('User');
      return (await listPublicCookbooks(db, id)).map(publicShape);
    },
  );
}
