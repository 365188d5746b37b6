-- A cookbook's counts kept once per statement instead of once per member (decision 039,
-- amended), as the tag catalogue's are (migration 0021): counted row by row, a statement adding
-- 5 000 members to one cookbook updated its row 5 000 times in one transaction, each update a
-- new version the next had to walk past, so setting a big cookbook's members grew quadratically.
-- No column list on the update trigger: PostgreSQL allows none with transition tables, so it runs
-- after every update of members (a reorder too) and finds nothing to count when no visibility
-- changed.
DROP TRIGGER cookbook_recipes_count_insert ON cookbook_recipes;--> statement-breakpoint
DROP TRIGGER cookbook_recipes_count_delete ON cookbook_recipes;--> statement-breakpoint
DROP TRIGGER cookbook_recipes_count_update ON cookbook_recipes;--> statement-breakpoint
DROP FUNCTION cookbook_recipes_count();--> statement-breakpoint
CREATE FUNCTION cookbook_recipes_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE cookbooks c SET recipe_count = c.recipe_count + d.n,
           public_recipe_count = c.public_recipe_count + d.p
      FROM (SELECT cookbook_id, count(*)::int AS n, count(*) FILTER (WHERE is_public)::int AS p
              FROM new_rows GROUP BY cookbook_id) d
     WHERE c.id = d.cookbook_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE cookbooks c SET recipe_count = c.recipe_count - d.n,
           public_recipe_count = c.public_recipe_count - d.p
      FROM (SELECT cookbook_id, count(*)::int AS n, count(*) FILTER (WHERE is_public)::int AS p
              FROM old_rows GROUP BY cookbook_id) d
     WHERE c.id = d.cookbook_id;
  ELSE
    UPDATE cookbooks c SET public_recipe_count = c.public_recipe_count + d.p
      FROM (SELECT n.cookbook_id, sum(n.is_public::int - o.is_public::int)::int AS p
              FROM new_rows n
              JOIN old_rows o ON o.cookbook_id = n.cookbook_id AND o.recipe_id = n.recipe_id
             WHERE n.is_public IS DISTINCT FROM o.is_public
             GROUP BY n.cookbook_id) d
     WHERE c.id = d.cookbook_id AND d.p <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER cookbook_recipes_count_insert AFTER INSERT ON cookbook_recipes
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cookbook_recipes_count();--> statement-breakpoint
CREATE TRIGGER cookbook_recipes_count_update AFTER UPDATE ON cookbook_recipes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cookbook_recipes_count();--> statement-breakpoint
CREATE TRIGGER cookbook_recipes_count_delete AFTER DELETE ON cookbook_recipes
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cookbook_recipes_count();
