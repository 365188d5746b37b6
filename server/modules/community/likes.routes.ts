import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { likeStateSchema, likeToggleSchema } from '../../../contracts/community.js';
import { entityIdParams } from '../../../contracts/ids.js';
import type { Db } from '../../db/client.js';
import { cantInteract, notFound } from '../../http-errors.js';
import { currentUser } from '../../plugins/access.js';
import { answers } from '../../plugins/api-docs.js';
import { type LikeTarget, likeState, toggleLike } from './likes.queries.js';

interface Deps {
  db: Db;
}

const routes: { path: string; target: LikeTarget; entity: 'Announcement' | 'Comment' }[] = [
  { path: '/announcements/:id/like', target: 'announcement', entity: 'Announcement' },
  { path: '/comments/:id/like', target: 'comment', entity: 'Comment' },
];

/**
 * Likes on announcements and comments: POST toggles and answers `{liked, likesCount}` — liking
 * needs a display name — GET answers `{liked}`.
 */
export async function likeRoutes(app: FastifyInstance, { db }: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const { path, target, entity } of routes) {
    api.post(
      path,
      {
        config: { access: 'displayName' },
        schema: {
          summary: `Likes or unlikes a${entity === 'Announcement' ? 'n announcement' : ' comment'}`,
          description: 'Toggles, and answers the new state with the exact count.',
          params: entityIdParams(entity),
          response: answers({ 200: likeToggleSchema }, 403, 404),
        },
      },
      async (request) => {
        const state = await toggleLike(db, target, request.params.id, currentUser(request).id);
        if (!state) throw notFound(entity);
        if (state === 'blocked') throw cantInteract();
        return state;
      },
    );
    api.get(
      path,
      {
        config: { access: 'user' },
        schema: {
          summary: `Whether you like this ${entity.toLowerCase()}`,
          params: entityIdParams(entity),
          response: answers({ 200: likeStateSchema }, 404),
        },
      },
      async (request) => {
        const liked = await likeState(db, target, request.params.id, currentUser(request).id);
        if (liked === undefined) throw notFound(entity);
        return { liked };
      },
    );
  }
}
