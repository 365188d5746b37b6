-- A search of the feed for a word reads that word's posts in id order (decision 050): each post's
-- distinct words, and every word ever seen (to find the words that contain a search term), kept by
-- triggers in the transaction that writes the post. Words are the search text
-- (announcement_search_text: lower-cased title and content) split at spaces and ASCII
-- punctuation, of three characters or more; the server searches this way only for a term of three
-- characters or more with none of those characters, which is then within one such word wherever it
-- occurs.
CREATE TABLE "announcement_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcement_words" (
	"word" text NOT NULL,
	"announcement_id" integer NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION announcement_words_of(title text, content text)
  RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT DISTINCT w
      FROM regexp_split_to_table(announcement_search_text(title, content), '[[:space:]!-/:-@[-`{-~]+') w
     WHERE length(w) >= 3
  $$;--> statement-breakpoint
-- The posts there are already; the key is built after, in one sorted pass.
INSERT INTO announcement_vocabulary (word)
  SELECT DISTINCT w FROM announcements a, announcement_words_of(a.title, a.content) w;--> statement-breakpoint
INSERT INTO announcement_words (word, announcement_id)
  SELECT w, a.id FROM announcements a, announcement_words_of(a.title, a.content) w;--> statement-breakpoint
ALTER TABLE "announcement_words" ADD CONSTRAINT "announcement_words_word_announcement_id_pk" PRIMARY KEY("word","announcement_id");--> statement-breakpoint
CREATE INDEX announcement_vocabulary_trgm_idx ON announcement_vocabulary USING gin (word gin_trgm_ops);--> statement-breakpoint
-- New posts, set-based (one statement may insert many: an import, a seed).
CREATE FUNCTION announcement_words_added() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO announcement_vocabulary (word)
    SELECT DISTINCT w FROM new_rows n, announcement_words_of(n.title, n.content) w
    ON CONFLICT DO NOTHING;
  INSERT INTO announcement_words (word, announcement_id)
    SELECT w, n.id FROM new_rows n, announcement_words_of(n.title, n.content) w;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER announcements_words_insert AFTER INSERT ON announcements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announcement_words_added();--> statement-breakpoint
-- Deleted posts (also by a cook's account going): their words, found by the key.
CREATE FUNCTION announcement_words_removed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM announcement_words aw
   USING old_rows o, announcement_words_of(o.title, o.content) w
   WHERE aw.word = w AND aw.announcement_id = o.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER announcements_words_delete AFTER DELETE ON announcements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announcement_words_removed();--> statement-breakpoint
-- An edited title or content, one post at a time; the WHEN keeps every other update (a like's
-- count) from calling the function at all.
CREATE FUNCTION announcement_words_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM announcement_words
   WHERE announcement_id = OLD.id
     AND word IN (SELECT announcement_words_of(OLD.title, OLD.content));
  INSERT INTO announcement_vocabulary (word)
    SELECT announcement_words_of(NEW.title, NEW.content)
    ON CONFLICT DO NOTHING;
  INSERT INTO announcement_words (word, announcement_id)
    SELECT w, NEW.id FROM announcement_words_of(NEW.title, NEW.content) w;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER announcements_words_update AFTER UPDATE OF title, content ON announcements
  FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.content IS DISTINCT FROM NEW.content)
  EXECUTE FUNCTION announcement_words_changed();
