-- How many cooks a reader blocked and how many words they muted, kept in their users row (decision
-- 055): every feed page tests blocks and muted words only for a reader who has them, and the row
-- the session already read says so, where each page first read both tables. Kept as the follows
-- are (migration 0007): statement-level triggers in the transaction of the rows they count,
-- cascades included.
ALTER TABLE "users" ADD COLUMN "blocks_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "muted_words_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION blocks_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  step int := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  UPDATE users u SET blocks_count = u.blocks_count + step * d.n
    FROM (SELECT blocker_id, count(*)::int AS n FROM changed_rows GROUP BY 1) d
    WHERE u.id = d.blocker_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER blocks_insert_count AFTER INSERT ON blocks
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION blocks_counted();--> statement-breakpoint
CREATE TRIGGER blocks_delete_count AFTER DELETE ON blocks
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION blocks_counted();--> statement-breakpoint
CREATE FUNCTION muted_words_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  step int := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  UPDATE users u SET muted_words_count = u.muted_words_count + step * d.n
    FROM (SELECT user_id, count(*)::int AS n FROM changed_rows GROUP BY 1) d
    WHERE u.id = d.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER muted_words_insert_count AFTER INSERT ON muted_words
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION muted_words_counted();--> statement-breakpoint
CREATE TRIGGER muted_words_delete_count AFTER DELETE ON muted_words
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION muted_words_counted();--> statement-breakpoint
-- Blocks and muted words that exist already.
UPDATE users u SET blocks_count = d.n
  FROM (SELECT blocker_id, count(*)::int AS n FROM blocks GROUP BY 1) d
 WHERE u.id = d.blocker_id;--> statement-breakpoint
UPDATE users u SET muted_words_count = d.n
  FROM (SELECT user_id, count(*)::int AS n FROM muted_words GROUP BY 1) d
 WHERE u.id = d.user_id;
