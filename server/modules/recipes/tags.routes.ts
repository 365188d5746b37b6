import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changedSchema,
  tagCountListSchema,
  tagNameSchema,
  tagRenameSchema,
} from '../../../contracts/organise.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http-errors.js';
import { currentUser } from '../../plugins/access.js';
import { answers } from '../../plugins/api-docs.js';
import { deleteTag, hasTag, listTags, renameTag } from './tags.queries.js';

const signedIn = { access: 'user' } as const;
const tagParams = z.object({ name: tagNameSchema });

/** A cook's tags (decision 037): listed with their kept counts, renamed or deleted everywhere. */
export async function tagRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/tags',
    {
      config: signedIn,
      schema: {
        summary: 'Your tags by name, each with how many of your recipes carry it',
        response: answers({ 200: tagCountListSchema }),
      },
    },
    async (request) => listTags(db, currentUser(request).id),
  );

  api.put(
    '/tags/:name',
    {
      config: signedIn,
      schema: {
        summary: 'Renames one of your tags on every recipe (merging into a tag of the new name)',
        params: tagParams,
        body: tagRenameSchema,
        response: answers({ 200: changedSchema }, 404),
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      if (!(await hasTag(db, userId, request.params.name))) throw notFound('Tag');
      return { changed: await renameTag(db, userId, request.params.name, request.body.name) };
    },
  );

  api.delete(
    '/tags/:name',
    {
      config: signedIn,
      schema: {
        summary: 'Takes one of your tags off every recipe',
        params: tagParams,
        response: answers({ 200: changedSchema }, 404),
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      if (!(await hasTag(db, userId, request.params.name))) throw notFound('Tag');
      return { changed: await deleteTag(db, userId, request.params.name) };
    },
  );
}
