import { z } from 'zod';
import { entityIdText } from './ids.js';
import { storableText } from './text.js';
import { userSummarySchema } from './user.js';

/** `POST /api/users/{id}/block` toggles (decision 048). */
export const blockToggleSchema = z.object({ blocked: z.boolean() });
export type BlockToggle = z.infer<typeof blockToggleSchema>;

/** `GET /api/blocks`: the cooks the caller blocked, newest first, a page at a time. */
export const blockedCookSchema = userSummarySchema.extend({ blockedAt: z.string() });
export type BlockedCook = z.infer<typeof blockedCookSchema>;
export const BLOCKS_PAGE_SIZE = 50;
export const blocksQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a whole number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(1000, 'Page must be at most 1000')
    .default(1),
});
export const blockListSchema = z.array(blockedCookSchema);
export type BlockList = z.infer<typeof blockListSchema>;

/** Muted words and phrases, for one's own feed: at most 50, each 2–100 characters. */
export const MUTED_WORDS_MAX = 50;
export const MUTED_PHRASE_LIMITS = { min: 2, max: 100 } as const;
export const mutedWordInputSchema = z.object({
  phrase: storableText('Word or phrase')
    .trim()
    .min(
      MUTED_PHRASE_LIMITS.min,
      `Word or phrase must be at least ${MUTED_PHRASE_LIMITS.min} characters`,
    )
    .max(
      MUTED_PHRASE_LIMITS.max,
      `Word or phrase is at most ${MUTED_PHRASE_LIMITS.max} characters`,
    ),
});
export type MutedWordInput = z.infer<typeof mutedWordInputSchema>;
export const mutedWordSchema = z.object({
  id: z.number(),
  phrase: z.string(),
  createdAt: z.string(),
});
export type MutedWord = z.infer<typeof mutedWordSchema>;
export const mutedWordListSchema = z.array(mutedWordSchema);
export const mutedWordParams = z.object({ id: entityIdText('Muted word') });
