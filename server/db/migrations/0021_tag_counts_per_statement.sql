-- The tag catalogue's counts, kept once per statement instead of once per row (decision 037,
-- amended). Counted row by row, a statement that changed many recipes carrying one tag updated
-- that tag's row once per recipe inside one transaction, each update adding a version the next
-- had to walk past: a rename of a tag on 10 000 recipes, or a bulk change, grew quadratically.
-- Here each statement's changed rows arrive as transition tables, and every tag's count changes
-- by one grouped statement (a new tag taking the spelling the recipes have); tags left at zero go.
-- PostgreSQL allows no column list on an UPDATE trigger with transition tables, so the update
-- trigger runs after every update of recipes and finds nothing to count when no tags changed.
DROP TRIGGER recipes_count_tags_insert ON recipes;--> statement-breakpoint
DROP TRIGGER recipes_count_tags_update ON recipes;--> statement-breakpoint
DROP TRIGGER recipes_count_tags_delete ON recipes;--> statement-breakpoint
DROP FUNCTION recipes_count_tags();--> statement-breakpoint
CREATE FUNCTION recipes_count_tags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO tags AS t (user_id, key, name, recipe_count)
    SELECT n.user_id, u.key, min(u.name), count(*)
      FROM new_rows n CROSS JOIN LATERAL unnest(n.tag_keys, n.tags) AS u(key, name)
     GROUP BY n.user_id, u.key
    ON CONFLICT (user_id, key) DO UPDATE SET recipe_count = t.recipe_count + excluded.recipe_count;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE tags t SET recipe_count = t.recipe_count - lost.n
      FROM (SELECT o.user_id, k AS key, count(*)::int AS n
              FROM old_rows o CROSS JOIN LATERAL unnest(o.tag_keys) AS k
             GROUP BY o.user_id, k) lost
     WHERE t.user_id = lost.user_id AND t.key = lost.key;
  ELSE
    -- Each tag's net change over the statement's rows: one upsert touches each tag once. A tag
    -- only lost is always in the catalogue already, so its placeholder name is never written.
    INSERT INTO tags AS t (user_id, key, name, recipe_count)
    SELECT c.user_id, c.key, coalesce(min(c.name), c.key), sum(c.delta)::int
      FROM (SELECT o.user_id, k AS key, NULL::text AS name, -1 AS delta
              FROM old_rows o JOIN new_rows n ON n.id = o.id
                   CROSS JOIN LATERAL unnest(o.tag_keys) AS k
             WHERE o.tag_keys IS DISTINCT FROM n.tag_keys AND NOT k = ANY (n.tag_keys)
            UNION ALL
            SELECT n.user_id, u.key, u.name, 1
              FROM new_rows n JOIN old_rows o ON o.id = n.id
                   CROSS JOIN LATERAL unnest(n.tag_keys, n.tags) AS u(key, name)
             WHERE o.tag_keys IS DISTINCT FROM n.tag_keys AND NOT u.key = ANY (o.tag_keys)) c
     GROUP BY c.user_id, c.key
    HAVING sum(c.delta) <> 0
    ON CONFLICT (user_id, key) DO UPDATE SET recipe_count = t.recipe_count + excluded.recipe_count;
    IF NOT FOUND THEN RETURN NULL; END IF;
  END IF;
  -- A tag no recipe carries any more goes (read along the catalogue's key, one cook at a time).
  DELETE FROM tags t USING (SELECT DISTINCT user_id FROM old_rows) cook
   WHERE t.user_id = cook.user_id AND t.recipe_count <= 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER recipes_count_tags_insert AFTER INSERT ON recipes
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION recipes_count_tags();--> statement-breakpoint
CREATE TRIGGER recipes_count_tags_update AFTER UPDATE ON recipes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION recipes_count_tags();--> statement-breakpoint
CREATE TRIGGER recipes_count_tags_delete AFTER DELETE ON recipes
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION recipes_count_tags();
