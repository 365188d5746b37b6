import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * Deletes the account and every row of it in one transaction, and answers the addresses of the
 * files it had stored (recipe and post photos, videos, the profile picture, photos imported for
 * drafts) for the caller to remove once the rows are gone. Every row that belongs to the user
 * goes by the foreign keys' cascades: recipes, tags, cookbooks, the cooking log, posts, comments
 * with the replies under them, likes, follows, reports they made, sessions and reset links. The
 * counts others see (a post's likes and comments, a comment's replies, followers) are kept by
 * statement triggers that see those cascades as well (migration 0004, 0007).
 */
export async function deleteAccount(db: Db, userId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const stored = await tx.execute(sql`
      select image as url from recipes where user_id = ${userId} and image is not null
      union all
      select image from announcements where user_id = ${userId} and image is not null
      union all
      select video from announcements where user_id = ${userId} and video is not null
      union all
      select url from recipe_import_drafts where user_id = ${userId}
      union all
      select profile_image_url from users where id = ${userId} and profile_image_url is not null`);
    // The posts the cascades change — the cook's own and the ones they liked — locked first, in
    // id order, before their users row: a like locks its post before anything else (decision
    // 058), so a like at the same moment waits here instead of holding a post the deletion needs
    // while it waits for the users row, or for one of these likes (a deadlock).
    await tx.execute(sql`
      select 1 from announcements
       where user_id = ${userId}
          or id in (select announcement_id from announcement_likes where user_id = ${userId})
       order by id for no key update`);
    await tx.delete(users).where(eq(users.id, userId));
    return (stored as unknown as { rows: { url: string }[] }).rows.map((row) => row.url);
  });
}
