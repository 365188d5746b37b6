-- What the community's open pages hear live (decision 048), on the `community_events` channel:
-- every instance listens once and hands each event to its own streams. Nothing here is stored: a
-- page that reconnects reads its counts and notifications again. A statement that writes more
-- than 100 rows at once (an import, a seed, a purge) announces nothing: pages catch up as they
-- read, and the notification queue never holds a bulk write's worth of messages.
CREATE FUNCTION few_changed(changed bigint) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT changed <= 100
$$;--> statement-breakpoint
-- A cook's notifications changed (a new one, a like joining a group, read): their bell re-reads.
CREATE FUNCTION notifications_announced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT few_changed((SELECT count(*) FROM (SELECT 1 FROM changed_rows LIMIT 101) probe)) THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('community_events', json_build_object('kind', 'notification', 'userId', user_id)::text)
     FROM (SELECT DISTINCT user_id FROM changed_rows) told;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER notifications_insert_announce AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_announced();--> statement-breakpoint
CREATE TRIGGER notifications_update_announce AFTER UPDATE ON notifications
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_announced();--> statement-breakpoint
-- A post's or a comment's like or comment count moved: the pages showing it update the number.
CREATE FUNCTION announcement_counts_announced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT few_changed((SELECT count(*) FROM (SELECT 1 FROM new_rows LIMIT 101) probe)) THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('community_events', json_build_object(
            'kind', 'counts', 'contentType', 'announcement', 'id', n.id,
            'likesCount', n.likes_count, 'commentsCount', n.comments_count)::text)
     FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.likes_count, n.comments_count) IS DISTINCT FROM (o.likes_count, o.comments_count);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER announcements_counts_announce AFTER UPDATE ON announcements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announcement_counts_announced();--> statement-breakpoint
CREATE FUNCTION comment_counts_announced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT few_changed((SELECT count(*) FROM (SELECT 1 FROM new_rows LIMIT 101) probe)) THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('community_events', json_build_object(
            'kind', 'counts', 'contentType', 'comment', 'id', n.id,
            'likesCount', n.likes_count, 'commentsCount', n.replies_count)::text)
     FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.likes_count, n.replies_count) IS DISTINCT FROM (o.likes_count, o.replies_count);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER comments_counts_announce AFTER UPDATE ON comments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comment_counts_announced();--> statement-breakpoint
-- A new post: the feeds open anywhere offer it in their "new posts" bar. One event per post, never
-- one per follower.
CREATE FUNCTION announcements_announced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT few_changed((SELECT count(*) FROM (SELECT 1 FROM changed_rows LIMIT 101) probe)) THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('community_events',
                    json_build_object('kind', 'announcement', 'id', id, 'userId', user_id)::text)
     FROM changed_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER announcements_insert_announce AFTER INSERT ON announcements
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announcements_announced();
