-- "Popular" among one cook's likes without reading every liked post (decision 058). Each post keeps
-- a step, a band of its likes_count — the level (how many of 2, 4, …, 4096 the count reaches,
-- 0 to 12) or one more — and each like carries its post's step, so a page sorts only the likes of
-- the top bands, read in the order of (user_id, step). The step follows the level upwards at once
-- and downwards only when the level falls two below it, so a like and an unlike at a band's edge
-- do not rewrite the post's likes each time: a post whose likes double or halve has its likes
-- rewritten once, at most 4096 rows (the top step has no upper bound).
ALTER TABLE "announcement_likes" ADD COLUMN "step" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "like_step" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION like_level(likes integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT width_bucket(likes, '{2,4,8,16,32,64,128,256,512,1024,2048,4096}'::integer[])
$$;--> statement-breakpoint
-- A post's step once it has `likes`, from its step before: the level is always the step or one less.
CREATE FUNCTION like_step(step integer, likes integer) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE WHEN like_level(likes) > step THEN like_level(likes)
               WHEN like_level(likes) < step - 1 THEN like_level(likes) + 1
               ELSE step END)::smallint
$$;--> statement-breakpoint
UPDATE announcements SET like_step = like_level(likes_count) WHERE likes_count >= 2;--> statement-breakpoint
UPDATE announcement_likes l SET step = a.like_step
  FROM announcements a WHERE a.id = l.announcement_id AND a.like_step > 0;--> statement-breakpoint
CREATE INDEX "announcement_likes_user_step_idx" ON "announcement_likes" USING btree ("user_id","step","announcement_id");--> statement-breakpoint
-- A like or unlike changes its post's likes and maybe its step, and may change which of its
-- author's posts is the most liked. The posts are locked first, in id order, reading their steps
-- before the change: their likes are rewritten only when the step moved. A new like that came in
-- with another step than its post's (inserted without one) is then set alone. The author's row is
-- written only when their most liked post changed (a like of any other post reads one index entry).
CREATE OR REPLACE FUNCTION announcement_likes_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  posts integer[];
  delta integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    posts := ARRAY(SELECT announcement_id FROM new_rows);
    delta := 1;
  ELSE
    posts := ARRAY(SELECT announcement_id FROM old_rows);
    delta := -1;
  END IF;
  WITH d AS (
    SELECT p.id, delta * count(*)::int AS n FROM unnest(posts) p(id) GROUP BY 1
  ), was AS (
    SELECT a.id, a.like_step FROM announcements a JOIN d USING (id)
     ORDER BY a.id FOR NO KEY UPDATE OF a
  ), moved AS (
    UPDATE announcements a SET likes_count = a.likes_count + d.n,
                               like_step = like_step(a.like_step, a.likes_count + d.n)
      FROM d JOIN was w USING (id)
     WHERE a.id = d.id
    RETURNING a.id, w.like_step AS was_step, a.like_step AS step
  )
  UPDATE announcement_likes k SET step = m.step FROM moved m
   WHERE m.was_step <> m.step AND k.announcement_id = m.id AND k.step <> m.step;
  IF TG_OP = 'INSERT' THEN
    UPDATE announcement_likes k SET step = a.like_step
      FROM new_rows n JOIN announcements a ON a.id = n.announcement_id
     WHERE n.step <> a.like_step AND k.id = n.id AND k.step <> a.like_step;
  END IF;
  UPDATE users u SET top_post_id = b.top_id, top_post_likes = b.top_likes
    FROM (SELECT DISTINCT a.user_id FROM unnest(posts) p(id) JOIN announcements a ON a.id = p.id) d
   LEFT JOIN LATERAL post_top(d.user_id) b ON true
   WHERE u.id = d.user_id
     AND (u.top_post_id, u.top_post_likes) IS DISTINCT FROM (b.top_id, b.top_likes);
  RETURN NULL;
END $$;
