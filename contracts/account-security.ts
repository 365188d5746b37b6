import { z } from 'zod';
import { emailSchema, PASSWORD_MAX, PASSWORD_MIN } from './auth.js';
import { credentialJson } from './passkeys.js';

/** A new password: the rules of sign-up. */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** `PUT /api/auth/password` (local accounts): the caller's other sessions end. */
export const changePasswordSchema = z.object({
  // As on sign-in, the current password's rules are not disclosed: a wrong one simply fails.
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(1000, 'Current password is incorrect'),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The Change Password form: the new password typed twice, the same on both sides. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.confirmPassword === form.newPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/**
 * One signed-in device of the account (`GET /api/auth/sessions`): never its cookie's id, only a
 * public id to sign it out by. Browser and system are read from the user agent by the server.
 */
export const accountSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  /** "Firefox 133", "Chrome 131": null when the user agent does not say. */
  browser: z.string().nullable(),
  /** "Windows 10", "Android 14", "macOS": null when the user agent does not say. */
  system: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** The newest first; at most this many (older ones still sign out with "everywhere else"). */
export const SESSIONS_LISTED = 100;
export const accountSessionsSchema = z.array(accountSessionSchema);

/** A session's public id in a path; anything else is a session not found, like an unknown one. */
export const sessionIdParamsSchema = z.object({ id: z.string().max(100) });
export const isSessionId = (id: string) => z.uuid().safeParse(id).success;

/** `POST /api/auth/password-reset`: always 202, whether or not the address has an account. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });

/** `POST /api/auth/password-reset/confirm`: the link's token and the new password. */
export const passwordResetConfirmSchema = z.object({
  token: z.string({ error: 'This reset link is not valid' }).min(1).max(200),
  newPassword: newPasswordSchema,
});

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 30;

/**
 * `DELETE /api/auth/account`: the password of a local account, or an assertion of one of its
 * passkeys (made for `POST /api/login/passkey/options`). An account of an OpenID provider has
 * neither here: it must have signed in within the last few minutes instead.
 */
export const deleteAccountSchema = z.object({
  password: z.string().max(1000, 'Password is incorrect').optional(),
  passkey: credentialJson.optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** How recent an OpenID sign-in must be to delete the account without a password. */
export const RECENT_SIGN_IN_MINUTES = 10;
