import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  RECIPE_IMPORT_ERRORS,
  recipeImportRequestSchema,
  recipeImportResponseSchema,
} from '../../../contracts/recipe-import.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { currentUser } from '../../plugins/access.js';
import { answers } from '../../plugins/api-docs.js';
import { LIMITS, spend } from '../../rate-limits.js';
import type { MediaService } from '../media/media-service.js';
import { recordDraftPhoto } from './import-drafts.js';
import { recipeFromSameSource } from './same-source.js';

interface Deps {
  config: Config;
  db: Db;
  media: MediaService;
}

/**
 * The importer and its libraries (an HTML parser, address ranges) load on the first import, not
 * at start-up, where an unchanged app must answer within 3 s (decision 013).
 */
let importer: Promise<typeof import('./import-recipe.js')> | undefined;
const loadImporter = () => {
  importer ??= import('./import-recipe.js');
  return importer;
};

/** Import from a URL (decision 028). */
export async function recipeImportRoutes(app: FastifyInstance, { config, db, media }: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/recipes/import',
    {
      // Whoever may create a recipe may draft one.
      config: { access: 'user' },
      schema: {
        summary: "Reads a recipe page's schema.org Recipe into a draft of the create form",
        description:
          'Nothing is saved: the answer fills the create form. `imageUrl` is null or the ' +
          "page's photo, already stored like an uploaded one and deleted a day later: to keep " +
          "it, send its bytes as the create form's `image`. Refusals: 400 " +
          `"${RECIPE_IMPORT_ERRORS.notAllowed}" (not http or https, or a private, loopback, ` +
          'link-local or other non-public address, checked on every redirect, unless the host is ' +
          `in IMPORT_ALLOWED_HOSTS), 422 "${RECIPE_IMPORT_ERRORS.noRecipe}", 502 ` +
          `"${RECIPE_IMPORT_ERRORS.unreachable}" (also past 5 redirects, 5 MB or 10 s). At most ` +
          `${LIMITS.recipeImport.max} imports an hour (429 with Retry-After).`,
        body: recipeImportRequestSchema,
        response: answers({ 200: recipeImportResponseSchema }, 400, 422, 429, 502),
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await spend(db, LIMITS.recipeImport, userId);
      const { importRecipe } = await loadImporter();
      const recipe = await importRecipe(request.body.url, {
        media,
        allowedHosts: config.recipeImport.allowedHosts,
        timeoutMs: config.recipeImport.timeoutMs,
        log: request.log,
        recordPhoto: (url) => recordDraftPhoto(db, url, userId),
      });
      return {
        recipe: {
          ...recipe,
          duplicateOf: await recipeFromSameSource(db, userId, recipe.sourceUrl),
        },
      };
    },
  );
}
