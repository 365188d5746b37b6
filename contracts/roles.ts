/**
 * Who may do what in the community (decision 047): every account is a `user`; administrators are
 * named by the server's settings (ADMIN_EMAILS, OIDC_ADMIN_GROUP) and make moderators. No zod
 * here: the first screen's navigation reads it.
 */
export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Whether a role may open the Moderation screen and act on reports. */
export const canModerate = (role: Role | undefined) => role === 'moderator' || role === 'admin';
