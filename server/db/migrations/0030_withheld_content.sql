ALTER TABLE "announcements" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "withheld" boolean GENERATED ALWAYS AS (removed_reason is not null or hidden_at is not null) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "withheld" boolean GENERATED ALWAYS AS (removed_reason is not null or hidden_at is not null) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "withheld" boolean GENERATED ALWAYS AS (removed_reason is not null or hidden_at is not null) STORED NOT NULL;--> statement-breakpoint
-- The kept counts count only what readers can see (decision 047): a withheld post leaves its
-- author's posts_count, a withheld comment leaves its post's comments_count with every reply under
-- it, and its parent's replies_count; a withheld recipe is not public. Restoring puts them back.
CREATE OR REPLACE FUNCTION announcements_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  step int := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  UPDATE users u SET posts_count = u.posts_count + step * d.n
    FROM (SELECT user_id, count(*)::int AS n FROM changed_rows WHERE NOT withheld GROUP BY 1) d
    WHERE u.id = d.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION announcement_withheld_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET posts_count = posts_count + CASE WHEN NEW.withheld THEN -1 ELSE 1 END
   WHERE id = NEW.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER announcements_withheld_count AFTER UPDATE OF removed_reason, hidden_at ON announcements
  FOR EACH ROW WHEN (OLD.withheld IS DISTINCT FROM NEW.withheld)
  EXECUTE FUNCTION announcement_withheld_counted();--> statement-breakpoint
-- Deleted comments leave the counts only as far as readers saw them: a row that is withheld, or
-- under a withheld comment (its ancestors are among the deleted rows or still in the table), was
-- taken out of comments_count already. A new comment is never withheld and never goes under a
-- withheld one (the insert refuses such a parent), so inserts count as before.
CREATE OR REPLACE FUNCTION comments_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE announcements a SET comments_count = a.comments_count + d.n
      FROM (SELECT announcement_id, count(*)::int AS n FROM new_rows GROUP BY 1) d
      WHERE a.id = d.announcement_id;
    UPDATE comments c SET replies_count = c.replies_count + d.n
      FROM (SELECT parent_id, count(*)::int AS n FROM new_rows WHERE parent_id IS NOT NULL GROUP BY 1) d
      WHERE c.id = d.parent_id;
  ELSE
    WITH RECURSIVE up AS (
      SELECT o.id, o.announcement_id, o.parent_id AS next_id, o.withheld AS out_of_sight
        FROM old_rows o
      UNION ALL
      SELECT up.id, up.announcement_id, coalesce(po.parent_id, pc.parent_id),
             coalesce(po.withheld, pc.withheld, false)
        FROM up
        LEFT JOIN old_rows po ON po.id = up.next_id
        LEFT JOIN comments pc ON pc.id = up.next_id
       WHERE up.next_id IS NOT NULL
    ), seen AS (
      SELECT announcement_id, count(*)::int AS n
        FROM (SELECT id, announcement_id FROM up GROUP BY 1, 2 HAVING NOT bool_or(out_of_sight)) v
       GROUP BY 1
    )
    UPDATE announcements a SET comments_count = a.comments_count - seen.n
      FROM seen WHERE a.id = seen.announcement_id;
    UPDATE comments c SET replies_count = c.replies_count - d.n
      FROM (SELECT parent_id, count(*)::int AS n FROM old_rows
             WHERE parent_id IS NOT NULL AND NOT withheld GROUP BY 1) d
      WHERE c.id = d.parent_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION comment_withheld_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  step int := CASE WHEN NEW.withheld THEN -1 ELSE 1 END;
  thread int;
BEGIN
  IF NEW.parent_id IS NOT NULL THEN
    UPDATE comments SET replies_count = replies_count + step WHERE id = NEW.parent_id;
  END IF;
  -- Under a withheld comment the whole thread is out of sight already.
  IF EXISTS (
    WITH RECURSIVE up AS (
      SELECT c.id, c.parent_id, c.withheld FROM comments c WHERE c.id = NEW.parent_id
      UNION ALL
      SELECT c.id, c.parent_id, c.withheld FROM comments c JOIN up ON c.id = up.parent_id
    )
    SELECT 1 FROM up WHERE up.withheld
  ) THEN
    RETURN NULL;
  END IF;
  -- The comment and the replies under it that are not withheld themselves (nor under one that is).
  WITH RECURSIVE down AS (
    SELECT NEW.id AS id
    UNION ALL
    SELECT c.id FROM comments c JOIN down ON c.parent_id = down.id WHERE NOT c.withheld
  )
  SELECT count(*)::int INTO thread FROM down;
  UPDATE announcements SET comments_count = comments_count + step * thread
   WHERE id = NEW.announcement_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER comments_withheld_count AFTER UPDATE OF removed_reason, hidden_at ON comments
  FOR EACH ROW WHEN (OLD.withheld IS DISTINCT FROM NEW.withheld)
  EXECUTE FUNCTION comment_withheld_counted();--> statement-breakpoint
CREATE OR REPLACE FUNCTION recipes_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  step int := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  UPDATE users u SET recipes_count = u.recipes_count + step * d.n,
                     public_recipes_count = u.public_recipes_count + step * d.public
    FROM (SELECT user_id, count(*)::int AS n,
                 count(*) FILTER (WHERE is_public AND NOT withheld)::int AS public
            FROM changed_rows GROUP BY 1) d
    WHERE u.id = d.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION recipes_publicity_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users u SET public_recipes_count = u.public_recipes_count + d.n
    FROM (
      SELECT user_id, sum(n)::int AS n
        FROM (SELECT user_id, CASE WHEN is_public AND NOT withheld THEN 1 ELSE 0 END AS n FROM new_rows
              UNION ALL
              SELECT user_id, CASE WHEN is_public AND NOT withheld THEN -1 ELSE 0 END FROM old_rows) changes
       GROUP BY 1
    ) d
    WHERE u.id = d.user_id AND d.n <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A cookbook's members copy whether their recipe is shown to others (migration 0022): public and
-- not withheld, so a withheld recipe leaves public cookbooks and their counts too.
CREATE OR REPLACE FUNCTION cookbook_recipes_copy_public() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT r.is_public AND NOT r.withheld, r.image IS NOT NULL INTO NEW.is_public, NEW.has_photo
    FROM recipes r WHERE r.id = NEW.recipe_id;
  NEW.is_public := coalesce(NEW.is_public, false);
  NEW.has_photo := coalesce(NEW.has_photo, false);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION recipes_share_public() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cookbook_recipes
     SET is_public = NEW.is_public AND NOT NEW.withheld, has_photo = NEW.image IS NOT NULL
   WHERE recipe_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER recipes_share_public ON recipes;--> statement-breakpoint
CREATE TRIGGER recipes_share_public AFTER UPDATE OF is_public, image, removed_reason, hidden_at ON recipes
  FOR EACH ROW WHEN (OLD.is_public IS DISTINCT FROM NEW.is_public
                     OR OLD.withheld IS DISTINCT FROM NEW.withheld
                     OR (OLD.image IS NULL) IS DISTINCT FROM (NEW.image IS NULL))
  EXECUTE FUNCTION recipes_share_public();
