import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COMMENTS_PAGE_SIZE,
  commentDeletedSchema,
  commentInputSchema,
  commentPageQuerySchema,
  commentPageSchema,
  commentSchema,
  MAX_REPLY_DEPTH,
  REPLIES_PAGE_SIZE,
} from '../../../contracts/community.js';
import { entityIdParams } from '../../../contracts/ids.js';
import type { Db } from '../../db/client.js';
import { cantInteract, forbidden, HttpError, notFound } from '../../http-errors.js';
import { currentUser, readerOf } from '../../plugins/access.js';
import { answers } from '../../plugins/api-docs.js';
import { LIMITS, spend } from '../../rate-limits.js';
import { toUserSummary } from '../users/users.queries.js';
import { announcementShown } from './announcements.queries.js';
import { commentPage, commentShown, deleteOwnComment, insertComment } from './comments.queries.js';

interface Deps {
  db: Db;
}

/** Comments and nested replies (decision 014). */
export async function commentRoutes(app: FastifyInstance, { db }: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/announcements/:id/comments',
    {
      config: { access: 'public' },
      schema: {
        summary: "A page of a post's top-level comments, oldest first",
        params: entityIdParams('Announcement'),
        querystring: commentPageQuerySchema(COMMENTS_PAGE_SIZE),
        response: answers({ 200: commentPageSchema }, 404),
      },
    },
    async (request) => {
      const { id } = request.params;
      const reader = readerOf(request);
      // A post that does not exist, or is withheld from the reader, is a 404, not "no comments".
      if (!(await announcementShown(db, id, reader))) throw notFound('Announcement');
      return commentPage(
        db,
        { announcementId: id },
        { ...request.query, viewerId: reader.id, moderates: reader.moderates },
      );
    },
  );

  api.get(
    '/comments/:id/replies',
    {
      config: { access: 'public' },
      schema: {
        summary: "A page of a comment's direct replies, oldest first",
        params: entityIdParams('Comment'),
        querystring: commentPageQuerySchema(REPLIES_PAGE_SIZE),
        response: answers({ 200: commentPageSchema }, 404),
      },
    },
    async (request) => {
      const { id } = request.params;
      const reader = readerOf(request);
      if (!(await commentShown(db, id, reader))) throw notFound('Comment');
      return commentPage(
        db,
        { parentId: id },
        { ...request.query, viewerId: reader.id, moderates: reader.moderates },
      );
    },
  );

  api.post(
    '/announcements/:id/comments',
    {
      config: { access: 'displayName' },
      schema: {
        summary: 'Comments on a post, or replies to one of its comments (parentId)',
        params: entityIdParams('Announcement'),
        body: commentInputSchema,
        description: `At most ${LIMITS.comment.max} comments and replies in ${LIMITS.comment.windowSeconds / 60} minutes (429 with Retry-After).`,
        response: answers({ 201: commentSchema }, 403, 404, 429),
      },
    },
    async (request, reply) => {
      await spend(db, LIMITS.comment, currentUser(request).id);
      const result = await insertComment(
        db,
        request.params.id,
        toUserSummary(currentUser(request)),
        request.body,
      );
      if ('comment' in result) return reply.code(201).send(result.comment);
      switch (result.error) {
        case 'announcement':
          throw notFound('Announcement');
        case 'blocked':
          throw cantInteract();
        case 'depth':
          throw new HttpError(400, `Replies cannot nest deeper than ${MAX_REPLY_DEPTH} levels`);
        default:
          throw new HttpError(400, 'The comment replied to is not on this announcement');
      }
    },
  );

  api.delete(
    '/comments/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Deletes one of your comments and every reply under it',
        description: "Answers the post's comment count afterwards.",
        params: entityIdParams('Comment'),
        response: answers({ 200: commentDeletedSchema }, 403, 404),
      },
    },
    async (request) => {
      const { id } = request.params;
      const result = await deleteOwnComment(db, id, currentUser(request).id);
      if (!result) {
        throw (await commentShown(db, id, readerOf(request))) ? forbidden() : notFound('Comment');
      }
      // The post's count after the whole subtree went, for screens that never read all replies.
      return result;
    },
  );
}
