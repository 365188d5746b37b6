-- Search bounded by the cook (decision 040). The trigram index over every cook's search text
-- (0011) yielded every matching row of the instance, each rechecked before the cook's own were
-- kept, so a search slowed as the instance grew. Both trigram indexes are now led by user_id
-- (btree_gin, 0015), so the index itself intersects the word's rows with the cook's before any row
-- is read. The search text gains the tags; notes stay out of it, since a visitor's search of a
-- public profile must never match them, and get an index of their own for the owner's search.
DROP INDEX "recipes_user_last_cooked_idx";--> statement-breakpoint
DROP INDEX IF EXISTS recipes_search_trgm_idx;--> statement-breakpoint
ALTER TABLE "recipes" drop column "search_text";--> statement-breakpoint
DROP FUNCTION IF EXISTS recipe_search_text(text, text, text[]);--> statement-breakpoint
-- IMMUTABLE as a generated column needs: it depends on nothing but its arguments
-- (array_to_string itself is only STABLE).
CREATE FUNCTION recipe_search_text(title text, description text, ingredients text[], tags text[])
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(title || ' ' || coalesce(description, '') || ' ' || array_to_string(ingredients, ' ') || ' ' || array_to_string(tags, ' ')) $$;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (recipe_search_text(title, description, ingredients, tags)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "last_cooked_key" date GENERATED ALWAYS AS (coalesce(last_cooked_at, '-infinity'::date)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "recipes_user_last_cooked_idx" ON "recipes" USING btree ("user_id","last_cooked_key","id");--> statement-breakpoint
CREATE INDEX recipes_user_search_idx ON recipes USING gin (user_id, search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX recipes_user_notes_idx ON recipes USING gin (user_id, lower(notes) gin_trgm_ops);--> statement-breakpoint
-- How rare a word is, as 0011 had it: the planner chooses between the index and a page's walk.
ALTER TABLE recipes ALTER COLUMN search_text SET STATISTICS 1000;--> statement-breakpoint
ANALYZE recipes;
