-- The counts a profile shows, kept in the users row by statement-level triggers (as the community
-- counts are, migration 0004): followers, following, public recipes and posts change in the same
-- transaction as the rows they count, cascades included, so a profile of a cook followed by 200 000
-- people is one row read, not four counts (decision 016). Each trigger names its transition table
-- `changed_rows` (new rows on insert, old rows on delete), so one function serves both.

-- A follow changes two users' counts. Their rows are locked in id order first, so two people
-- following each other at the same moment cannot deadlock on each other's rows.
CREATE FUNCTION follows_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  step int := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  PERFORM 1 FROM users
    WHERE id IN (SELECT follower_id FROM changed_rows UNION SELECT following_id FROM changed_rows)
    ORDER BY id FOR NO KEY UPDATE;
  UPDATE users u SET followers_count = u.followers_count + step * d.n
    FROM (SELECT following_id, count(*)::int AS n FROM changed_rows GROUP BY 1) d
    WHERE u.id = d.following_id;
  UPDATE users u SET following_count = u.following_count + step * d.n
    FROM (SELECT follower_id, count(*)::int AS n FROM changed_rows GROUP BY 1) d
    WHERE u.id = d.follower_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER follows_insert_count AFTER INSERT ON follows
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION follows_counted();--> statement-breakpoint
CREATE TRIGGER follows_delete_count AFTER DELETE ON follows
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION follows_counted();--> statement-breakpoint

CREATE FUNCTION announcements_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  step int := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  UPDATE users u SET posts_count = u.posts_count + step * d.n
    FROM (SELECT user_id, count(*)::int AS n FROM changed_rows GROUP BY 1) d
    WHERE u.id = d.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER announcements_insert_count AFTER INSERT ON announcements
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announcements_counted();--> statement-breakpoint
CREATE TRIGGER announcements_delete_count AFTER DELETE ON announcements
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announcements_counted();--> statement-breakpoint

-- Recipes: all of a cook's (My Recipes' header) and the public ones (the profile). An edit can
-- only flip `is_public`; the owner never changes.
CREATE FUNCTION recipes_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  step int := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  UPDATE users u SET recipes_count = u.recipes_count + step * d.n,
                     public_recipes_count = u.public_recipes_count + step * d.public
    FROM (SELECT user_id, count(*)::int AS n, count(*) FILTER (WHERE is_public)::int AS public
            FROM changed_rows GROUP BY 1) d
    WHERE u.id = d.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER recipes_insert_count AFTER INSERT ON recipes
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION recipes_counted();--> statement-breakpoint
CREATE TRIGGER recipes_delete_count AFTER DELETE ON recipes
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION recipes_counted();--> statement-breakpoint
CREATE FUNCTION recipes_publicity_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users u SET public_recipes_count = u.public_recipes_count + d.n
    FROM (
      SELECT user_id, sum(n)::int AS n
        FROM (SELECT user_id, CASE WHEN is_public THEN 1 ELSE 0 END AS n FROM new_rows
              UNION ALL
              SELECT user_id, CASE WHEN is_public THEN -1 ELSE 0 END FROM old_rows) changes
       GROUP BY 1
    ) d
    WHERE u.id = d.user_id AND d.n <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER recipes_update_count AFTER UPDATE ON recipes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION recipes_publicity_counted();--> statement-breakpoint

-- Rows that exist already.
UPDATE users u SET
  followers_count = (SELECT count(*) FROM follows f WHERE f.following_id = u.id),
  following_count = (SELECT count(*) FROM follows f WHERE f.follower_id = u.id),
  recipes_count = (SELECT count(*) FROM recipes r WHERE r.user_id = u.id),
  public_recipes_count = (SELECT count(*) FROM recipes r WHERE r.user_id = u.id AND r.is_public),
  posts_count = (SELECT count(*) FROM announcements a WHERE a.user_id = u.id);
