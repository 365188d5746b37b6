-- Each cook's best shown post in each order of the feed — the latest, the first, and the most liked
-- with its likes — kept in their users row (decision 054). "Following" orders the followed cooks by
-- these: one users row per followed cook, where it looked into each one's posts index, which grows
-- with the whole community's posts. Kept by the triggers that keep posts_count (a post made,
-- deleted, withheld or restored) and by the likes' trigger (a like can make another post the most
-- liked); each reads the cook's best posts from their own indexes, so what is kept is always what
-- those indexes answer, and writes the row only when something changed.
ALTER TABLE "users" ADD COLUMN "latest_post_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_post_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "top_post_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "top_post_likes" integer;--> statement-breakpoint
-- A cook's most liked shown post and its likes (in the feed's popular order), one index entry.
CREATE FUNCTION post_top(cook text) RETURNS TABLE (top_id integer, top_likes integer)
  LANGUAGE sql STABLE AS $$
  SELECT h.id, h.likes_count FROM announcements h WHERE h.user_id = cook AND NOT h.withheld
   ORDER BY h.likes_count DESC, h.id DESC LIMIT 1
$$;--> statement-breakpoint
-- A cook's best shown posts in each order (nulls: no shown post), an index entry each.
CREATE FUNCTION post_bests(cook text)
  RETURNS TABLE (latest_id integer, first_id integer, top_id integer, top_likes integer)
  LANGUAGE sql STABLE AS $$
  SELECT (SELECT h.id FROM announcements h WHERE h.user_id = cook AND NOT h.withheld
           ORDER BY h.id DESC LIMIT 1),
         (SELECT h.id FROM announcements h WHERE h.user_id = cook AND NOT h.withheld
           ORDER BY h.id LIMIT 1),
         t.top_id, t.top_likes
    FROM (SELECT 1) one LEFT JOIN LATERAL post_top(cook) t ON true
$$;--> statement-breakpoint
-- Posts made or deleted: their authors' counts and best posts, in one write of each row.
CREATE OR REPLACE FUNCTION announcements_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  step int := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  UPDATE users u SET posts_count = u.posts_count + step * d.n,
                     latest_post_id = b.latest_id, first_post_id = b.first_id,
                     top_post_id = b.top_id, top_post_likes = b.top_likes
    FROM (SELECT user_id, count(*) FILTER (WHERE NOT withheld)::int AS n
            FROM changed_rows GROUP BY 1) d
   CROSS JOIN LATERAL post_bests(d.user_id) b
   WHERE u.id = d.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION announcement_withheld_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users u SET posts_count = u.posts_count + CASE WHEN NEW.withheld THEN -1 ELSE 1 END,
                     latest_post_id = b.latest_id, first_post_id = b.first_id,
                     top_post_id = b.top_id, top_post_likes = b.top_likes
    FROM post_bests(NEW.user_id) b
   WHERE u.id = NEW.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A like or unlike changes its post's likes, and may change which of its author's posts is the most
-- liked: the author's row is written only then (a like of any other post reads one index entry).
CREATE OR REPLACE FUNCTION announcement_likes_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  posts integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE announcements a SET likes_count = a.likes_count + d.n
      FROM (SELECT announcement_id, count(*)::int AS n FROM new_rows GROUP BY 1) d
      WHERE a.id = d.announcement_id;
    posts := ARRAY(SELECT DISTINCT announcement_id FROM new_rows);
  ELSE
    UPDATE announcements a SET likes_count = a.likes_count - d.n
      FROM (SELECT announcement_id, count(*)::int AS n FROM old_rows GROUP BY 1) d
      WHERE a.id = d.announcement_id;
    posts := ARRAY(SELECT DISTINCT announcement_id FROM old_rows);
  END IF;
  UPDATE users u SET top_post_id = b.top_id, top_post_likes = b.top_likes
    FROM (SELECT DISTINCT a.user_id FROM unnest(posts) p(id) JOIN announcements a ON a.id = p.id) d
   LEFT JOIN LATERAL post_top(d.user_id) b ON true
   WHERE u.id = d.user_id
     AND (u.top_post_id, u.top_post_likes) IS DISTINCT FROM (b.top_id, b.top_likes);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Posts that exist already.
UPDATE users u SET latest_post_id = b.latest_id, first_post_id = b.first_id,
                   top_post_id = b.top_id, top_post_likes = b.top_likes
  FROM (SELECT DISTINCT user_id FROM announcements) d
 CROSS JOIN LATERAL post_bests(d.user_id) b
 WHERE u.id = d.user_id;
