import { sql } from 'drizzle-orm';
import { boolean, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The moderation state of community content (decision 047): removed by a moderator with a reason
 * the author is shown, or hidden because enough cooks reported it, until a moderator acts.
 * `withheld` is either, kept by the database, so every read that hides such content tests one
 * column and the count triggers watch one value.
 */
export const withheldColumns = () => ({
  removedReason: text('removed_reason'),
  hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
  withheld: boolean('withheld')
    .notNull()
    .generatedAlwaysAs(sql`removed_reason is not null or hidden_at is not null`),
});
