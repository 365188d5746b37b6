import { z } from 'zod';

/** The signed-in user as `GET /api/auth/user` returns it (the caller's own email included). */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  displayName: z.string().nullable(),
  bio: z.string().nullable(),
  isPublic: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** The public face of a user attached to posts and comments: never the email. */
export const userSummarySchema = currentUserSchema.pick({
  id: true,
  displayName: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** SPEC §1: a display name counts only when it is non-blank after trimming. */
export function hasDisplayName(user: { displayName?: string | null } | null | undefined): boolean {
  return Boolean(user?.displayName?.trim());
}

/** SPEC §3: first letters of the display-name words, upper-cased, at most 2, fallback 'U'. */
export function initials(name: string | null | undefined): string {
  const letters = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    // Whole characters, not UTF-16 halves: an emoji stays one (unbroken) initial.
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .slice(0, 2)
    .join('');
  return letters || 'U';
}
