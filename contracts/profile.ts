import { z } from 'zod';
import { storableText } from './text.js';
import { userSummarySchema } from './user.js';

/** Display name 50 and bio 500 characters; first and last name 100, a bound of our own. */
export const PROFILE_LIMITS = { displayName: 50, name: 100, bio: 500 } as const;

/** The profile picture upload: 5 MB. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** Trimmed text; blank means "cleared" (null). Absent (undefined) means "leave as it is". */
const optionalText = (max: number, label: string) =>
  storableText(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/**
 * The fields of `PUT /api/auth/profile`, shared with the Account Settings form. The multipart body
 * carries text, so `isPublic` is 'true'/'false'; the form sends booleans.
 */
export const profileInputSchema = z.object({
  displayName: optionalText(PROFILE_LIMITS.displayName, 'Display name'),
  firstName: optionalText(PROFILE_LIMITS.name, 'First name'),
  lastName: optionalText(PROFILE_LIMITS.name, 'Last name'),
  bio: optionalText(PROFILE_LIMITS.bio, 'Bio'),
  isPublic: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: 'isPublic must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === true || value === 'true')),
});
export type ProfileInput = z.input<typeof profileInputSchema>;
export type ProfileValues = z.output<typeof profileInputSchema>;

/** The multipart field names of `PUT /api/auth/profile`; the picture is the file `profileImage`. */
export const PROFILE_FORM_FIELDS = [
  'displayName',
  'firstName',
  'lastName',
  'bio',
  'isPublic',
] as const;

/** `GET /api/users/{id}/profile`: a user's public face with counts — never the email. */
export const publicProfileSchema = userSummarySchema.extend({
  bio: z.string().nullable(),
  isPublic: z.boolean(),
  createdAt: z.string(),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  recipesCount: z.number().int(),
  postsCount: z.number().int(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** `POST /api/users/{id}/follow` and `GET /api/users/{id}/following`. */
export const followStateSchema = z.object({ following: z.boolean() });
export type FollowState = z.infer<typeof followStateSchema>;
