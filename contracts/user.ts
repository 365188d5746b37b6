import { z } from 'zod';
import { ROLES } from './roles.js';

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
  role: z.enum(ROLES),
  /** The language chosen in Account Settings; null: the browser's (decision 049). */
  language: z.string().nullable(),
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

export { hasDisplayName, initials } from './user-names.js';
