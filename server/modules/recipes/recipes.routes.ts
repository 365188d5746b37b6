import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityIdParams } from '../../../contracts/ids.js';
import { recipePatchSchema } from '../../../contracts/organise.js';
import {
  RECIPE_PHOTO_MAX_BYTES,
  recipeCardWithCookSchema,
  recipeListQuerySchema,
  recipeSchema,
} from '../../../contracts/recipes.js';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../http-errors.js';
import { currentUser, readerOf } from '../../plugins/access.js';
import { answers, noContent } from '../../plugins/api-docs.js';
import { householdOf } from '../households/household.queries.js';
import type { MediaService } from '../media/media-service.js';
import { householdRecipePage, householdSort } from './household-recipes.queries.js';
import { recipeFormFields, recipeValuesFromForm } from './recipe-form.js';
import { guessRecipeLanguage } from './recipe-language.js';
import { recipeListPage } from './recipe-list-page.js';
import {
  deleteOwnRecipe,
  featuredRecipe,
  findVisibleRecipe,
  insertRecipe,
  patchOwnRecipe,
  randomRecipe,
  recipeExists,
  toRecipe,
  updateOwnRecipe,
} from './recipes.queries.js';

interface Deps {
  db: Db;
  media: MediaService;
}

const idParams = entityIdParams('Recipe');
const signedIn = { access: 'user' } as const;
/** The recipe form (multipart), for the reference. */
const recipeBody = {
  fields: recipeFormFields,
  file: {
    name: 'image',
    description: `The photo: JPEG, PNG, WebP, GIF or AVIF, at most ${RECIPE_PHOTO_MAX_BYTES / 2 ** 20} MB`,
  },
};

/** Recipes (decision 009): every route for signed-in cooks; writes owner-only. */
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

  /** 404 when there is no such recipe, 403 when it is someone else's. */
  async function notOwned(id: number): Promise<Error> {
    return (await recipeExists(db, id)) ? forbidden() : notFound('Recipe');
  }

  // A page of the cook's cards in the chosen order; the whole list's size on the first page
  // (the kept count, or a capped count of a search's matches).
  api.get(
    '/recipes',
    {
      config: signedIn,
      schema: {
        summary:
          "A page of your recipe cards (or your household's, with their cooks), searched and sorted",
        description:
          'Headers: `X-Total-Count` (on the first page; "1000+" for a broad search) and ' +
          "`X-Next-Cursor` (absent on the last page), the next page's `cursor`.",
        querystring: recipeListQuerySchema,
        response: answers({ 200: z.array(recipeCardWithCookSchema) }, 400),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const header = (name: string, value: string) => void reply.header(name, value);
      const { query } = request;
      if (query.scope === 'household') {
        return householdRecipePage(
          db,
          await householdOf(db, user.id),
          user.id,
          query,
          householdSort(query),
          header,
        );
      }
      return recipeListPage(db, { userId: user.id }, query, user.recipesCount, header);
    },
  );

  api.get(
    '/recipes/featured/daily',
    {
      config: signedIn,
      schema: {
        summary: 'The recipe of the day, one of yours (null when you have none)',
        description: 'The same one all day (UTC) on every server instance.',
        response: answers({ 200: recipeSchema.nullable() }),
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const row = await featuredRecipe(db, userId);
      return row ? toRecipe(row, userId) : null;
    },
  );

  api.get(
    '/recipes/random/recipe',
    {
      config: signedIn,
      schema: {
        summary: 'One of your recipes, at random',
        response: answers({ 200: recipeSchema }, 404),
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const row = await randomRecipe(db, userId);
      if (!row) throw notFound('Recipe');
      return toRecipe(row, userId);
    },
  );

  api.get(
    '/recipes/:id',
    {
      config: signedIn,
      schema: {
        summary: "A recipe: yours, or another cook's public one",
        params: idParams,
        response: answers({ 200: recipeSchema }, 404),
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { moderates } = readerOf(request);
      const row = await findVisibleRecipe(db, request.params.id, userId, moderates);
      if (!row) throw notFound('Recipe');
      return toRecipe(row, userId);
    },
  );

  api.post(
    '/recipes',
    {
      config: { ...signedIn, body: recipeBody },
      schema: {
        summary: 'Creates a recipe, with a photo',
        response: answers({ 201: recipeSchema }, 413, 415),
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const row = await withRecipeForm(request, async (fields, image) => {
        const values = recipeValuesFromForm(fields);
        // A client that does not say (an older one, or a recipe pasted in) gets it guessed.
        if (values.language === undefined) values.language = await guessRecipeLanguage(values);
        return insertRecipe(db, userId, values, image);
      });
      return reply.code(201).send(toRecipe(row, userId));
    },
  );

  api.put(
    '/recipes/:id',
    {
      config: { ...signedIn, body: recipeBody },
      schema: {
        summary: 'Updates one of your recipes; a new photo replaces the old one',
        params: idParams,
        response: answers({ 200: recipeSchema }, 403, 404, 413, 415),
      },
    },
    async (request) => {
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
      return toRecipe(result.row, userId);
    },
  );

  // The owner's quick changes (tags, favourite, rating, notes, source) without the whole form.
  // Another cook's recipe is 404 whether or not it is public: nothing about it is theirs to change.
  api.patch(
    '/recipes/:id',
    {
      config: signedIn,
      schema: {
        summary: 'Changes only the given fields of one of your recipes',
        params: idParams,
        body: recipePatchSchema,
        response: answers({ 200: recipeSchema }, 404),
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const row = await patchOwnRecipe(db, request.params.id, userId, request.body);
      if (!row) throw notFound('Recipe');
      return toRecipe(row, userId);
    },
  );

  api.delete(
    '/recipes/:id',
    {
      config: signedIn,
      schema: {
        summary: 'Deletes one of your recipes and its photo',
        params: idParams,
        response: answers({ 204: noContent }, 403, 404),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const deleted = await deleteOwnRecipe(db, id, currentUser(request).id);
      if (!deleted) throw await notOwned(id);
      await media.remove(deleted.image);
      return reply.code(204).send(null);
    },
  );
}
