import { eq, sql } from 'drizzle-orm';
import type { Role } from '../../../contracts/roles.js';
import type { CurrentUser, UserSummary } from '../../../contracts/user.js';
import type { Db } from '../../db/client.js';
import { type NewUserRow, type UserRow, users } from '../../db/schema/index.js';

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Keeps the cook's language (null: their browser's); undefined when the account is gone. */
export async function setUserLanguage(
  db: Db,
  id: string,
  language: string | null,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ language, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Inserts a user; resolves to undefined when the email is already taken. */
export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export interface OidcClaims {
  sub: string;
  email?: string | undefined;
  givenName?: string | undefined;
  familyName?: string | undefined;
  picture?: string | undefined;
}

/**
 * Creates the user on first sign-in; later sign-ins refresh the email and fill only fields the
 * user has left empty, so names and pictures edited in Simmer are not overwritten by the provider.
 * An email already used by another account is not taken over.
 */
export async function upsertOidcUser(db: Db, claims: OidcClaims): Promise<UserRow> {
  const email = claims.email?.trim().toLowerCase() || null;
  const emailFree = email
    ? sql`not exists (select 1 from ${users} u where u.email = ${email} and u.id <> ${claims.sub})`
    : sql`false`;
  const [row] = await db
    .insert(users)
    .values({
      id: claims.sub,
      email: sql`case when ${emailFree} then ${email}::text end`,
      firstName: claims.givenName ?? null,
      lastName: claims.familyName ?? null,
      profileImageUrl: claims.picture ?? null,
    })
    .onConflictDoUpdate({
      target: users.id,
      set: {
        email: sql`case when ${emailFree} then ${email}::text else ${users.email} end`,
        firstName: sql`coalesce(${users.firstName}, excluded.first_name)`,
        lastName: sql`coalesce(${users.lastName}, excluded.last_name)`,
        profileImageUrl: sql`coalesce(${users.profileImageUrl}, excluded.profile_image_url)`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('user upsert returned no row');
  return row;
}

/** The caller's own user as the API shows it: never the password hash. */
export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    displayName: row.displayName,
    bio: row.bio,
    isPublic: row.isPublic,
    role: row.role as Role,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A user as posts and comments show their author: never the email. */
export function toUserSummary(row: UserRow): UserSummary {
  return {
    id: row.id,
    displayName: row.displayName,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
  };
}
