import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANNOUNCEMENT_PHOTO_MAX_BYTES,
  announcementInputSchema,
  announcementListSchema,
  announcementSchema,
  feedQuerySchema,
  personalFeedQuerySchema,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
} from '../../../contracts/community.js';
import { entityIdParams } from '../../../contracts/ids.js';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../http-errors.js';
import { currentUser, readerOf } from '../../plugins/access.js';
import { answers, noContent } from '../../plugins/api-docs.js';
import { LIMITS, spend } from '../../rate-limits.js';
import { validationError } from '../../validation.js';
import type { MediaService } from '../media/media-service.js';
import { toUserSummary } from '../users/users.queries.js';
import {
  announcementShown,
  deleteOwnAnnouncement,
  insertAnnouncement,
} from './announcements.queries.js';
import { feedPage } from './feed.queries.js';
import { readerFacts } from './reader-facts.js';

interface Deps {
  db: Db;
  media: MediaService;
}

/** The community feed and posting (decision 014). */
export async function announcementRoutes(app: FastifyInstance, { db, media }: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Visitors read the general list; a signed-in caller gets `liked` here too when known.
  api.get(
    '/announcements',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The community feed: every post, a page at a time',
        description:
          'Pages by keyset: `before` is the last post of the previous page, in the chosen order.',
        querystring: feedQuerySchema,
        response: answers({ 200: announcementListSchema }),
      },
    },
    async (request) => {
      const reader = readerOf(request);
      return feedPage(db, {
        ...request.query,
        filter: 'all',
        viewerId: reader.id,
        moderates: reader.moderates,
        reader: request.user ? await readerFacts(db, request.user) : undefined,
      });
    },
  );

  api.get(
    '/announcements/feed',
    {
      config: { access: 'user' },
      schema: {
        summary: "The signed-in cook's feed: all posts, the ones they liked, or their follows'",
        querystring: personalFeedQuerySchema,
        response: answers({ 200: announcementListSchema }),
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      return feedPage(db, {
        ...request.query,
        viewerId: viewer.id,
        moderates: readerOf(request).moderates,
        reader: await readerFacts(db, viewer),
      });
    },
  );

  api.post(
    '/announcements',
    {
      config: {
        access: 'displayName',
        body: {
          fields: z.object({
            title: announcementInputSchema.shape.title,
            content: announcementInputSchema.shape.content,
          }),
          file: {
            name: 'media',
            description: `A photo (JPEG, PNG, WebP, GIF or AVIF, at most ${ANNOUNCEMENT_PHOTO_MAX_BYTES / 2 ** 20} MB) or a video (MP4 or WebM, at most ${VIDEO_MAX_BYTES / 2 ** 20} MB and ${VIDEO_MAX_SECONDS} s). Content, media or both.`,
          },
        },
      },
      schema: {
        summary: 'Posts an announcement, with a photo or a video',
        description: `At most ${LIMITS.announcement.max} posts an hour (429 with Retry-After).`,
        response: answers({ 201: announcementSchema }, 400, 413, 415, 429),
      },
    },
    async (request, reply) => {
      const author = currentUser(request);
      // Before the upload is read: a cook at the limit sends their file for nothing.
      await spend(db, LIMITS.announcement, author.id);
      const { fields, media: stored } = await media.readPostForm(request, {
        field: 'media',
        folder: 'announcements',
        photoMaxBytes: ANNOUNCEMENT_PHOTO_MAX_BYTES,
        videoMaxBytes: VIDEO_MAX_BYTES,
        videoMaxSeconds: VIDEO_MAX_SECONDS,
      });
      try {
        const parsed = announcementInputSchema.safeParse({
          title: fields.title,
          content: fields.content,
          hasMedia: stored !== null,
        });
        if (!parsed.success) throw validationError(parsed.error);
        const announcement = await insertAnnouncement(db, toUserSummary(author), {
          title: parsed.data.title,
          content: parsed.data.content,
          media: stored,
        });
        return reply.code(201).send(announcement);
      } catch (error) {
        await media.remove(stored?.url);
        throw error;
      }
    },
  );

  api.delete(
    '/announcements/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Deletes one of your posts, with its comments and media',
        params: entityIdParams('Announcement'),
        response: answers({ 204: noContent }, 403, 404),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const deleted = await deleteOwnAnnouncement(db, id, currentUser(request).id);
      if (!deleted) {
        const shown = await announcementShown(db, id, readerOf(request));
        throw shown ? forbidden() : notFound('Announcement');
      }
      await media.remove(deleted.image);
      await media.remove(deleted.video);
      return reply.code(204).send(null);
    },
  );
}
