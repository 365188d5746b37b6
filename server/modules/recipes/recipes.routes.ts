import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RECIPE_PHOTO_MAX_BYTES, recipeListQuerySchema } from '../../../contracts/recipes.js';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../http-errors.js';
import { currentUser } from '../../plugins/access.js';
import type { MediaService } from '../media/media-service.js';
import { recipeValuesFromForm } from './recipe-form.js';
import { recipeListPage } from './recipe-list-page.js';
import {
  deleteOwnRecipe,
  featuredRecipe,
  findVisibleRecipe,
  insertRecipe,
  randomRecipe,
  recipeExists,
  toRecipe,
  updateOwnRecipe,
} from './recipes.queries.js';

interface Deps {
  db: Db;
  media: MediaService;
}

const idParams = z.object({
  id: z.coerce
    .number({ error: 'Recipe id must be a number' })
    .int()
    .positive('Recipe id must be a number'),
});
const signedIn = { access: 'user' } as const;

/** Recipes (SPEC §7, CONTRACT "Data rules"): every route for signed-in cooks; writes owner-only. */
export async function recipeRoutes(app: FastifyInstance, { db, media }: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** Reads the multipart form; the stored photo is removed again if anything after it fails. */
  async function withRecipeForm<T>(
    request: FastifyRequest,
    handle: (fields: Record<string, string>, image: string | null) => Promise<T>,
  ): Promise<T> {
    const { fields, url } = await media.readForm(request, {
      field: 'image',
      maxBytes: RECIPE_PHOTO_MAX_BYTES,
      folder: 'recipes',
    });
    try {
      return await handle(fields, url);
    } catch (error) {
      await media.remove(url);
      throw error;
    }
  }

  /** 404 when there is no such recipe, 403 when it is someone else's (CONTRACT "Errors"). */
  async function notOwned(id: number): Promise<Error> {
    return (await recipeExists(db, id)) ? forbidden() : notFound('Recipe');
  }

  // A page of the cook's cards in the chosen order; the whole list's size on the first page
  // (the kept count, or a capped count of a search's matches).
  api.get(
    '/recipes',
    { config: signedIn, schema: { querystring: recipeListQuerySchema } },
    async (request, reply) => {
      const user = currentUser(request);
      const scope = { userId: user.id };
      return recipeListPage(db, scope, request.query, user.recipesCount, (name, value) =>
        reply.header(name, value),
      );
    },
  );

  api.get('/recipes/featured/daily', { config: signedIn }, async (request) => {
    const row = await featuredRecipe(db, currentUser(request).id);
    return row ? toRecipe(row) : null;
  });

  api.get('/recipes/random/recipe', { config: signedIn }, async (request) => {
    const row = await randomRecipe(db, currentUser(request).id);
    if (!row) throw notFound('Recipe');
    return toRecipe(row);
  });

  api.get('/recipes/:id', { config: signedIn, schema: { params: idParams } }, async (request) => {
    const row = await findVisibleRecipe(db, request.params.id, currentUser(request).id);
    if (!row) throw notFound('Recipe');
    return toRecipe(row);
  });

  api.post('/recipes', { config: signedIn }, async (request, reply) => {
    const userId = currentUser(request).id;
    const row = await withRecipeForm(request, (fields, image) =>
      insertRecipe(db, userId, recipeValuesFromForm(fields), image),
    );
    return reply.code(201).send(toRecipe(row));
  });

  api.put('/recipes/:id', { config: signedIn, schema: { params: idParams } }, async (request) => {
    const userId = currentUser(request).id;
    const { id } = request.params;
    const result = await withRecipeForm(request, async (fields, upload) => {
      const values = recipeValuesFromForm(fields);
      const image = upload ?? (fields.removeImage === 'true' ? null : undefined);
      const updated = await updateOwnRecipe(db, id, userId, values, image);
      if (!updated) throw await notOwned(id);
      return updated;
    });
    await media.remove(result.replacedImage);
    return toRecipe(result.row);
  });

  api.delete(
    '/recipes/:id',
    { config: signedIn, schema: { params: idParams } },
    async (request, reply) => {
      const { id } = request.params;
      const deleted = await deleteOwnRecipe(db, id, currentUser(request).id);
      if (!deleted) throw await notOwned(id);
      await media.remove(deleted.image);
      return reply.code(204).send();
    },
  );
}
