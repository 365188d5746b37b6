-- Case-insensitive substring search over a recipe's title, description and ingredients, served by a
-- trigram index so `like '%term%'` needs no full scan.
-- array_to_string is only STABLE, so an IMMUTABLE wrapper makes the expression indexable; it
-- depends on nothing but its arguments.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION recipe_search_text(title text, description text, ingredients text[])
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(title || ' ' || coalesce(description, '') || ' ' || array_to_string(ingredients, ' ')) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS recipes_search_trgm_idx ON recipes
  USING gin (recipe_search_text(title, description, ingredients) gin_trgm_ops);
