import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { announcementListSchema, feedQuerySchema } from '../../../contracts/community.js';
import { userIdParams } from '../../../contracts/ids.js';
import { followStateSchema, publicProfileSchema } from '../../../contracts/profile.js';
import { publicRecipeListQuerySchema, recipeCardListSchema } from '../../../contracts/recipes.js';
import type { Db } from '../../db/client.js';
import { cantInteract, HttpError, notFound } from '../../http-errors.js';
import { currentUser, readerOf, viewerId } from '../../plugins/access.js';
import { answers } from '../../plugins/api-docs.js';
import { feedPage } from '../community/feed.queries.js';
import { readerFacts } from '../community/reader-facts.js';
import { recipeListPage } from '../recipes/recipe-list-page.js';
import { isFollowing, toggleFollow } from './follows.queries.js';
import { findVisibleProfile, visibleProfile } from './profile.queries.js';

interface Deps {
  db: Db;
}

const everyone = { access: 'public' } as const;
const signedIn = { access: 'user' } as const;

/**
 * Public profiles and follows (decision 012). A private profile answers 404 to everyone but its
 * owner, exactly like a missing one, so privacy does not reveal that an account exists.
 */
export async function profileRoutes(app: FastifyInstance, { db }: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function requireVisible(id: string, viewer: string | null) {
    const profile = await visibleProfile(db, id, viewer);
    if (!profile) throw notFound('User');
    return profile;
  }

  api.get(
    '/users/:id/profile',
    {
      config: everyone,
      schema: {
        summary: "A cook's public profile, with its counts (never the email)",
        description: 'A private profile is not found, except by its owner.',
        params: userIdParams,
        response: answers({ 200: publicProfileSchema }, 404),
      },
    },
    async (request) => {
      const profile = await findVisibleProfile(db, request.params.id, viewerId(request));
      if (!profile) throw notFound('User');
      return profile;
    },
  );

  // Public recipes only, even for the owner: this is the list their visitors see.
  api.get(
    '/users/:id/recipes',
    {
      config: everyone,
      schema: {
        summary: "A page of a cook's public recipes",
        description: 'Paged and counted as `GET /api/recipes`.',
        params: userIdParams,
        querystring: publicRecipeListQuerySchema,
        response: answers({ 200: recipeCardListSchema }, 404),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const profile = await requireVisible(id, viewerId(request));
      const scope = { userId: id, publicOnly: true };
      return recipeListPage(db, scope, request.query, profile.publicRecipesCount, (name, value) =>
        reply.header(name, value),
      );
    },
  );

  // The feed's own query and paging (limit, before, q, sort), narrowed to one author.
  api.get(
    '/announcements/user/:id',
    {
      config: everyone,
      schema: {
        summary: "A page of one cook's posts",
        description: 'Paged as the feed.',
        params: userIdParams,
        querystring: feedQuerySchema,
        response: answers({ 200: announcementListSchema }, 404),
      },
    },
    async (request) => {
      const { id } = request.params;
      const viewer = viewerId(request);
      await requireVisible(id, viewer);
      const { moderates } = readerOf(request);
      const facts = request.user ? await readerFacts(db, request.user) : undefined;
      return feedPage(db, {
        ...request.query,
        filter: 'all',
        viewerId: viewer,
        authorId: id,
        moderates,
        reader: facts,
      });
    },
  );

  api.post(
    '/users/:id/follow',
    {
      config: signedIn,
      schema: {
        summary: 'Follows or unfollows a cook',
        description: 'Toggles, and answers the new state.',
        params: userIdParams,
        response: answers({ 200: followStateSchema }, 400, 403, 404),
      },
    },
    async (request) => {
      const followerId = currentUser(request).id;
      if (request.params.id === followerId) throw new HttpError(400, 'You cannot follow yourself');
      const following = await toggleFollow(db, followerId, request.params.id);
      if (following === undefined) throw notFound('User');
      if (following === 'blocked') throw cantInteract();
      return { following };
    },
  );

  api.get(
    '/users/:id/following',
    {
      config: signedIn,
      schema: {
        summary: 'Whether you follow this cook',
        params: userIdParams,
        response: answers({ 200: followStateSchema }),
      },
    },
    async (request) => ({
      following: await isFollowing(db, currentUser(request).id, request.params.id),
    }),
  );
}
