-- Kept counts of the community (decision 014): likes_count, comments_count and replies_count change
-- in the same transaction as the rows they count, by triggers, so every way a row comes or goes
-- counts: an insert, a delete, and the cascades of deleting a comment subtree, an announcement or a
-- user, which no route sees row by row. Statement-level triggers with transition tables: one UPDATE
-- per statement and counted row, however many rows it touched. Updates of a row that the same
-- statement deleted (a cascade from its parent) touch nothing. The announcement is always updated
-- before a parent comment, so two transactions never take these row locks in opposite orders.

CREATE FUNCTION announcement_likes_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE announcements a SET likes_count = a.likes_count + d.n
      FROM (SELECT announcement_id, count(*)::int AS n FROM new_rows GROUP BY 1) d
      WHERE a.id = d.announcement_id;
  ELSE
    UPDATE announcements a SET likes_count = a.likes_count - d.n
      FROM (SELECT announcement_id, count(*)::int AS n FROM old_rows GROUP BY 1) d
      WHERE a.id = d.announcement_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER announcement_likes_insert_count AFTER INSERT ON announcement_likes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announcement_likes_counted();--> statement-breakpoint
CREATE TRIGGER announcement_likes_delete_count AFTER DELETE ON announcement_likes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announcement_likes_counted();--> statement-breakpoint

CREATE FUNCTION comment_likes_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE comments c SET likes_count = c.likes_count + d.n
      FROM (SELECT comment_id, count(*)::int AS n FROM new_rows GROUP BY 1) d
      WHERE c.id = d.comment_id;
  ELSE
    UPDATE comments c SET likes_count = c.likes_count - d.n
      FROM (SELECT comment_id, count(*)::int AS n FROM old_rows GROUP BY 1) d
      WHERE c.id = d.comment_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER comment_likes_insert_count AFTER INSERT ON comment_likes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION comment_likes_counted();--> statement-breakpoint
CREATE TRIGGER comment_likes_delete_count AFTER DELETE ON comment_likes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION comment_likes_counted();--> statement-breakpoint

-- comments_count counts replies too; replies_count counts direct replies.
CREATE FUNCTION comments_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE announcements a SET comments_count = a.comments_count + d.n
      FROM (SELECT announcement_id, count(*)::int AS n FROM new_rows GROUP BY 1) d
      WHERE a.id = d.announcement_id;
    UPDATE comments c SET replies_count = c.replies_count + d.n
      FROM (SELECT parent_id, count(*)::int AS n FROM new_rows WHERE parent_id IS NOT NULL GROUP BY 1) d
      WHERE c.id = d.parent_id;
  ELSE
    UPDATE announcements a SET comments_count = a.comments_count - d.n
      FROM (SELECT announcement_id, count(*)::int AS n FROM old_rows GROUP BY 1) d
      WHERE a.id = d.announcement_id;
    UPDATE comments c SET replies_count = c.replies_count - d.n
      FROM (SELECT parent_id, count(*)::int AS n FROM old_rows WHERE parent_id IS NOT NULL GROUP BY 1) d
      WHERE c.id = d.parent_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER comments_insert_count AFTER INSERT ON comments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_counted();--> statement-breakpoint
CREATE TRIGGER comments_delete_count AFTER DELETE ON comments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_counted();--> statement-breakpoint

-- Case-insensitive substring search over an announcement's title and content (the feed's `?q=`),
-- served by a trigram index as the recipe search is (migration 0001).
CREATE OR REPLACE FUNCTION announcement_search_text(title text, content text)
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(title || ' ' || coalesce(content, '')) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS announcements_search_trgm_idx ON announcements
  USING gin (announcement_search_text(title, content) gin_trgm_ops);
