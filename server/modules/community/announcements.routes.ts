import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ANNOUNCEMENT_PHOTO_MAX_BYTES,
  announcementInputSchema,
  feedQuerySchema,
  personalFeedQuerySchema,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
} from '../../../contracts/community.js';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../http-errors.js';
import { currentUser } from '../../plugins/access.js';
import { validationError } from '../../validation.js';
import type { MediaService } from '../media/media-service.js';
import { toUserSummary } from '../users/users.queries.js';
import {
  announcementExists,
  deleteOwnAnnouncement,
  insertAnnouncement,
} from './announcements.queries.js';
import { feedPage } from './feed.queries.js';
import { idParams } from './params.js';

interface Deps {
  db: Db;
  media: MediaService;
}

/** The community feed and posting (SPEC §2 "Community Feed", CONTRACT "Data rules"). */
export async function announcementRoutes(app: FastifyInstance, { db, media }: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Visitors read the general list; a signed-in caller gets `liked` here too when known.
  api.get(
    '/announcements',
    { config: { access: 'public' }, schema: { querystring: feedQuerySchema } },
    async (request) =>
      feedPage(db, { ...request.query, filter: 'all', viewerId: request.user?.id ?? null }),
  );

  api.get(
    '/announcements/feed',
    { config: { access: 'user' }, schema: { querystring: personalFeedQuerySchema } },
    async (request) => feedPage(db, { ...request.query, viewerId: currentUser(request).id }),
  );

  api.post('/announcements', { config: { access: 'displayName' } }, async (request, reply) => {
    const author = currentUser(request);
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
  });

  api.delete(
    '/announcements/:id',
    { config: { access: 'user' }, schema: { params: idParams('Announcement') } },
    async (request, reply) => {
      const { id } = request.params;
      const deleted = await deleteOwnAnnouncement(db, id, currentUser(request).id);
      if (!deleted) {
        throw (await announcementExists(db, id)) ? forbidden() : notFound('Announcement');
      }
      await media.remove(deleted.image);
      await media.remove(deleted.video);
      return reply.code(204).send();
    },
  );
}
