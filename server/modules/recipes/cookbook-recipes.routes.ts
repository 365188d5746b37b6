import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cookbookAddRecipeSchema,
  cookbookSchema,
  cookbookSetRecipesSchema,
} from '../../../contracts/cookbooks.js';
import { entityIdParams, entityIdText } from '../../../contracts/ids.js';
import { changedSchema } from '../../../contracts/organise.js';
import {
  NEXT_CURSOR_HEADER,
  recipeCardListSchema,
  recipeListQuerySchema,
  TOTAL_COUNT_HEADER,
} from '../../../contracts/recipes.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http-errors.js';
import { currentUser, viewerId } from '../../plugins/access.js';
import { answers, noContent } from '../../plugins/api-docs.js';
import {
  addToCookbook,
  cookbookPage,
  removeFromCookbook,
  setCookbookRecipes,
} from './cookbook-recipes.queries.js';
import { findVisibleCookbook, publicShape } from './cookbooks.queries.js';

const signedIn = { access: 'user' } as const;
const everyone = { access: 'public' } as const;
const idParams = entityIdParams('Cookbook');
const memberParams = z.object({
  id: entityIdText('Cookbook id'),
  recipeId: entityIdText('Recipe id'),
});
const pageQuery = recipeListQuerySchema.pick({ limit: true, cursor: true });

/** A cookbook's recipes (decision 039): read in its order, changed by its owner only. */
export async function cookbookRecipeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Paged like My Recipes; anyone but the owner reads only the public members, and their count.
  api.get(
    '/cookbooks/:id/recipes',
    {
      config: everyone,
      schema: {
        summary: "A page of a cookbook's recipe cards, in the cookbook's order",
        description:
          'Headers: `X-Total-Count` (on the first page) and `X-Next-Cursor` (absent on the last ' +
          "page), the next page's `cursor`. Anyone but the owner sees the public recipes only.",
        params: idParams,
        querystring: pageQuery,
        response: answers({ 200: recipeCardListSchema }, 404),
      },
    },
    async (request, reply) => {
      const cookbook = await findVisibleCookbook(db, request.params.id, viewerId(request));
      if (!cookbook) throw notFound('Cookbook');
      const { cards, next } = await cookbookPage(db, cookbook.id, {
        ...request.query,
        publicOnly: !cookbook.owned,
      });
      if (!request.query.cursor) reply.header(TOTAL_COUNT_HEADER, String(cookbook.recipeCount));
      if (next) reply.header(NEXT_CURSOR_HEADER, next);
      return cards;
    },
  );

  api.post(
    '/cookbooks/:id/recipes',
    {
      config: signedIn,
      schema: {
        summary: 'Adds one of your recipes at the end of one of your cookbooks',
        description:
          '201 with the cookbook when added; 200 with it, unchanged, when the recipe was already ' +
          "there. Another cook's recipe is not found.",
        params: idParams,
        body: cookbookAddRecipeSchema,
        response: answers({ 200: cookbookSchema, 201: cookbookSchema }, 404),
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { id } = request.params;
      const added = await addToCookbook(db, id, userId, request.body.recipeId);
      const cookbook = await findVisibleCookbook(db, id, userId);
      if (!cookbook) throw notFound('Cookbook');
      return reply.code(added ? 201 : 200).send(publicShape(cookbook));
    },
  );

  api.put(
    '/cookbooks/:id/recipes',
    {
      config: signedIn,
      schema: {
        summary: 'Sets which of your recipes one of your cookbooks holds, in this order',
        description:
          'Answers how many recipes were removed, added or moved. Any id that is not one of ' +
          'your recipes refuses the whole list (400 naming `recipeIds`).',
        params: idParams,
        body: cookbookSetRecipesSchema,
        response: answers({ 200: changedSchema }, 404),
      },
    },
    async (request) => ({
      changed: await setCookbookRecipes(
        db,
        request.params.id,
        currentUser(request).id,
        request.body.recipeIds,
      ),
    }),
  );

  api.delete(
    '/cookbooks/:id/recipes/:recipeId',
    {
      config: signedIn,
      schema: {
        summary: 'Takes a recipe out of one of your cookbooks (the recipe stays)',
        params: memberParams,
        response: answers({ 204: noContent }, 404),
      },
    },
    async (request, reply) => {
      const { id, recipeId } = request.params;
      if (!(await removeFromCookbook(db, id, currentUser(request).id, recipeId))) {
        throw notFound('Cookbook recipe');
      }
      return reply.code(204).send(null);
    },
  );
}
