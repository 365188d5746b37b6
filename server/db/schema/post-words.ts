import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// A search of the feed for one word reads that word's posts in id order (decision 050). Both
// tables are kept by triggers on `announcements` (migration 0035), in the transaction that
// writes the post: its search text split at spaces and ASCII punctuation.

/** Each distinct word of each post. No foreign key: the triggers remove a post's words. */
export const announcementWords = pgTable(
  'announcement_words',
  {
    word: text('word').notNull(),
    announcementId: integer('announcement_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.announcementId] })],
);

/**
 * Every word any post has had: a search finds the words containing its term here (a trigram
 * index, migration 0035), then their posts. Never pruned: a word no post has any more finds none.
 */
export const announcementVocabulary = pgTable('announcement_vocabulary', {
  word: text('word').primaryKey(),
});
