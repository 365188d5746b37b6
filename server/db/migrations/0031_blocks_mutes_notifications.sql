CREATE TABLE "blocks" (
	"blocker_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_pkey" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "blocks_not_self_check" CHECK ("blocks"."blocker_id" <> "blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "muted_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"phrase" text NOT NULL,
	"pattern" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"actor_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"actors_count" integer DEFAULT 0 NOT NULL,
	"target_type" text,
	"target_id" integer,
	"group_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('like', 'comment', 'reply', 'follow', 'report-reviewed', 'removed', 'suspended'))
);
--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "muted_words" ADD CONSTRAINT "muted_words_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_id","blocker_id");--> statement-breakpoint
CREATE INDEX "blocks_blocker_recent_idx" ON "blocks" USING btree ("blocker_id","created_at","blocked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "muted_words_user_phrase_key" ON "muted_words" USING btree ("user_id",lower("phrase"));--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","created_at","id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_group_key" ON "notifications" USING btree ("user_id","group_key") WHERE "notifications"."read_at" is null and "notifications"."group_key" is not null;--> statement-breakpoint
-- Notifications are written by the database as the rows they tell of are (decision 048): in the
-- same transaction, once per statement, whichever instance or import wrote them. Likes of one
-- thing join its unread notification (group_key): its latest three likers and how many there are.
CREATE FUNCTION like_notification_join(owner text, target text, thing int, likers text[], n int)
  RETURNS void LANGUAGE sql AS $$
  INSERT INTO notifications AS o (user_id, type, actor_ids, actors_count, target_type, target_id, group_key)
  VALUES (owner, 'like', likers[1:3], n, target, thing, 'like:' || target || ':' || thing)
  ON CONFLICT (user_id, group_key) WHERE read_at IS NULL AND group_key IS NOT NULL
  DO UPDATE SET
    actor_ids = (EXCLUDED.actor_ids
                 || array(SELECT a FROM unnest(o.actor_ids) a WHERE a <> ALL (EXCLUDED.actor_ids)))[1:3],
    actors_count = o.actors_count + EXCLUDED.actors_count,
    created_at = now();
$$;--> statement-breakpoint
-- A like taken back leaves its unread notification; one with no liker left goes.
CREATE FUNCTION like_notification_leave(owner text, target text, thing int, likers text[], n int)
  RETURNS void LANGUAGE sql AS $$
  UPDATE notifications
     SET actors_count = actors_count - n,
         actor_ids = array(SELECT a FROM unnest(actor_ids) a WHERE a <> ALL (likers))
   WHERE user_id = owner AND group_key = 'like:' || target || ':' || thing AND read_at IS NULL;
  DELETE FROM notifications
   WHERE user_id = owner AND group_key = 'like:' || target || ':' || thing AND read_at IS NULL
     AND actors_count <= 0;
$$;--> statement-breakpoint
CREATE FUNCTION announcement_likes_notified() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM CASE WHEN TG_OP = 'INSERT'
               THEN like_notification_join(g.user_id, 'announcement', g.id, g.likers, g.n)
               ELSE like_notification_leave(g.user_id, 'announcement', g.id, g.likers, g.n) END
     FROM (SELECT t.id, t.user_id, array_agg(l.user_id ORDER BY l.id DESC) AS likers, count(*)::int AS n
             FROM changed_rows l JOIN announcements t ON t.id = l.announcement_id
            WHERE l.user_id <> t.user_id
            GROUP BY t.id, t.user_id) g;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION comment_likes_notified() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM CASE WHEN TG_OP = 'INSERT'
               THEN like_notification_join(g.user_id, 'comment', g.id, g.likers, g.n)
               ELSE like_notification_leave(g.user_id, 'comment', g.id, g.likers, g.n) END
     FROM (SELECT t.id, t.user_id, array_agg(l.user_id ORDER BY l.id DESC) AS likers, count(*)::int AS n
             FROM changed_rows l JOIN comments t ON t.id = l.comment_id
            WHERE l.user_id <> t.user_id
            GROUP BY t.id, t.user_id) g;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER announcement_likes_insert_notify AFTER INSERT ON announcement_likes
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announcement_likes_notified();--> statement-breakpoint
CREATE TRIGGER announcement_likes_delete_notify AFTER DELETE ON announcement_likes
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announcement_likes_notified();--> statement-breakpoint
CREATE TRIGGER comment_likes_insert_notify AFTER INSERT ON comment_likes
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION comment_likes_notified();--> statement-breakpoint
CREATE TRIGGER comment_likes_delete_notify AFTER DELETE ON comment_likes
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION comment_likes_notified();--> statement-breakpoint
-- A comment tells the post's author, a reply the author of the comment replied to; the target is
-- the post either way, where both are read.
CREATE FUNCTION comments_notified() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notifications (user_id, type, actor_ids, actors_count, target_type, target_id)
  SELECT coalesce(p.user_id, a.user_id), CASE WHEN c.parent_id IS NULL THEN 'comment' ELSE 'reply' END,
         ARRAY[c.user_id], 1, 'announcement', c.announcement_id
    FROM new_rows c
    JOIN announcements a ON a.id = c.announcement_id
    LEFT JOIN comments p ON p.id = c.parent_id
   WHERE c.user_id <> coalesce(p.user_id, a.user_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER comments_insert_notify AFTER INSERT ON comments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_notified();--> statement-breakpoint
CREATE FUNCTION follows_notified() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notifications (user_id, type, actor_ids, actors_count)
  SELECT f.following_id, 'follow', ARRAY[f.follower_id], 1 FROM new_rows f;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER follows_insert_notify AFTER INSERT ON follows
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION follows_notified();
