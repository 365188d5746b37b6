import { z } from 'zod';

/**
 * Why a post, comment or recipe is out of everyone's sight but its author's and the moderators'
 * (decision 047): `removed` by a moderator, with the reason the author is shown, or `hidden`
 * because enough cooks reported it, until a moderator looks. Absent on content everyone sees.
 */
export const withheldSchema = z.object({
  state: z.enum(['removed', 'hidden']),
  reason: z.string().nullable(),
});
export type Withheld = z.infer<typeof withheldSchema>;

/** The author's line for removed content. */
export const removedNotice = (reason: string) => `Removed by a moderator: ${reason}`;
export const HIDDEN_NOTICE = 'Hidden while a moderator reviews reports';
