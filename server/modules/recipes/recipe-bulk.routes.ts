import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changedSchema } from '../../../contracts/organise.js';
import { recipeBulkSchema } from '../../../contracts/recipe-bulk.js';
import type { Db } from '../../db/client.js';
import { currentUser } from '../../plugins/access.js';
import { answers } from '../../plugins/api-docs.js';
import type { MediaService } from '../media/media-service.js';
import { runBulk } from './recipe-bulk.queries.js';

/** One action on many of the cook's recipes at once (decision 039). */
export async function recipeBulkRoutes(
  app: FastifyInstance,
  { db, media }: { db: Db; media: MediaService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/recipes/bulk',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Tags, files, shows, hides or deletes up to 1000 of your recipes at once',
        description:
          'Answers how many recipes the action changed; ids that are not your recipes are ' +
          'skipped. A recipe that already has the tag (or 50 tags) is not changed by addTag; ' +
          'addToCookbook needs one of your cookbooks (404 otherwise).',
        body: recipeBulkSchema,
        response: answers({ 200: changedSchema }, 404),
      },
    },
    async (request) => {
      const { changed, images } = await runBulk(db, currentUser(request).id, request.body);
      // The rows are gone with the statement; their photos follow, as a single delete's do.
      for (const image of images) await media.remove(image);
      return { changed };
    },
  );
}
