import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { ProfileValues, PublicProfile } from '../../../contracts/profile.js';
import type { Db } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema/index.js';

/** A profile is seen by anyone when public, otherwise by its owner only. */
function visibleTo(viewerId: string | null): SQL {
  const own = viewerId ? eq(users.id, viewerId) : undefined;
  return or(eq(users.isPublic, true), own) as SQL;
}

/** The profile with its counts, kept in the users row (migration 0007): one indexed row read. */
export async function findVisibleProfile(
  db: Db,
  id: string,
  viewerId: string | null,
): Promise<PublicProfile | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      displayName: users.displayName,
      firstName: users.firstName,
      lastName: users.lastName,
      bio: users.bio,
      profileImageUrl: users.profileImageUrl,
      isPublic: users.isPublic,
      createdAt: users.createdAt,
      followersCount: users.followersCount,
      followingCount: users.followingCount,
      recipesCount: users.publicRecipesCount,
      postsCount: users.postsCount,
    })
    .from(users)
    .where(and(eq(users.id, id), visibleTo(viewerId)))
    .limit(1);
  return row && { ...row, createdAt: row.createdAt.toISOString() };
}

/** A visible profile's kept public-recipe count, or undefined when it is not visible. */
export async function visibleProfile(
  db: Db,
  id: string,
  viewerId: string | null,
): Promise<{ publicRecipesCount: number } | undefined> {
  const [row] = await db
    .select({ publicRecipesCount: users.publicRecipesCount })
    .from(users)
    .where(and(eq(users.id, id), visibleTo(viewerId)))
    .limit(1);
  return row;
}

/**
 * Updates the caller's profile; `profileImageUrl` undefined keeps the current picture. Resolves
 * with the new row and the picture it replaced (for the caller to delete), in one transaction so
 * two concurrent saves cannot both think they replaced the same picture.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  values: ProfileValues,
  profileImageUrl: string | undefined,
): Promise<{ row: UserRow; replacedImage: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ profileImageUrl: users.profileImageUrl })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!current) return undefined;
    const [row] = await tx
      .update(users)
      .set({
        ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)),
        ...(profileImageUrl === undefined ? {} : { profileImageUrl }),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning();
    if (!row) return undefined;
    const replaced = profileImageUrl !== undefined && current.profileImageUrl !== profileImageUrl;
    return { row, replacedImage: replaced ? current.profileImageUrl : null };
  });
}
