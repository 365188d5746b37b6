import { and, eq, sql } from 'drizzle-orm';
import type { Announcement, MediaType } from '../../../contracts/community.js';
import type { UserSummary } from '../../../contracts/user.js';
import type { Db } from '../../db/client.js';
import { announcements } from '../../db/schema/index.js';
import { andShownTo, type Reader } from '../../db/withheld.js';

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
  const { removedReason, hiddenAt, withheld, ...shown } = row;
  return {
    ...shown,
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

/** Whether the reader may see this post: it exists and is not withheld from them (decision 047). */
export async function announcementShown(db: Db, id: number, reader: Reader): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from announcements a where a.id = ${id} ${andShownTo(['a'], reader)}`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
