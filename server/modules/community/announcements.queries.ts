import { and, eq } from 'drizzle-orm';
import type { Announcement, MediaType } from '../../../contracts/community.js';
import type { UserSummary } from '../../../contracts/user.js';
import type { Db } from '../../db/client.js';
import { announcements } from '../../db/schema/index.js';

export interface NewAnnouncement {
  title: string;
  content: string | null;
  media: { url: string; mediaType: MediaType } | null;
}

/** Stores a post; the answer carries its author as the feed shows it. */
export async function insertAnnouncement(
  db: Db,
  author: UserSummary,
  values: NewAnnouncement,
): Promise<Announcement> {
  const { media } = values;
  const [row] = await db
    .insert(announcements)
    .values({
      userId: author.id,
      title: values.title,
      content: values.content,
      image: media?.mediaType === 'image' ? media.url : null,
      video: media?.mediaType === 'video' ? media.url : null,
      mediaType: media?.mediaType ?? null,
    })
    .returning();
  if (!row) throw new Error('announcement insert returned no row');
  return {
    ...row,
    mediaType: row.mediaType as MediaType | null,
    createdAt: row.createdAt.toISOString(),
    user: author,
    liked: false,
  };
}

/**
 * Deletes the caller's own post (the owner check is part of the statement); its comments, replies
 * and likes go with it by cascade. Resolves with the media to remove, or undefined when the
 * caller has no post with that id.
 */
export async function deleteOwnAnnouncement(
  db: Db,
  id: number,
  userId: string,
): Promise<{ image: string | null; video: string | null } | undefined> {
  const [row] = await db
    .delete(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.userId, userId)))
    .returning({ image: announcements.image, video: announcements.video });
  return row;
}

export async function announcementExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(eq(announcements.id, id))
    .limit(1);
  return Boolean(row);
}
