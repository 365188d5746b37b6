import { z } from 'zod';

/** `GET /api/app-config`: the few server settings the web client needs to render. */
export const appConfigSchema = z.object({
  /** Users whose display name gets the cosmetic rainbow style. */
  rainbowUserIds: z.array(z.string()),
  /** Whether the sign-in page offers sign-up (local accounts only). */
  allowSignup: z.boolean(),
  /**
   * Who keeps the accounts' passwords: Simmer itself (`local`: passwords change and reset here)
   * or an OpenID provider (`oidc`: Account Settings says the password is managed there).
   */
  accounts: z.enum(['local', 'oidc']),
  /**
   * Whether the community (feed, comments, likes, follows, public profiles) is on: an operator
   * who wants only a recipe keeper turns it off (COMMUNITY=off), and the screens hide it.
   */
  community: z.boolean(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
