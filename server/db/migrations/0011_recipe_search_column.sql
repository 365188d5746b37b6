-- A recipe's search text as a stored column. The trigram index on the expression
-- recipe_search_text(...) (migration 0001) made every candidate row's recheck call that SQL
-- function, which PostgreSQL cannot inline (it wraps the STABLE array_to_string), at ~25 µs a call:
-- a search of a cook with 10 000 recipes spent most of its 5–12 ms there (the recipe benchmark,
-- decision 017). The index now covers the column, and the column's own statistics (a 1 000-value
-- sample) tell the planner how rare a word is, as the expression statistics of 0010 did.
ALTER TABLE "recipes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (recipe_search_text(title, description, ingredients)) STORED NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS recipes_search_trgm_idx;--> statement-breakpoint
CREATE INDEX recipes_search_trgm_idx ON recipes USING gin (search_text gin_trgm_ops);--> statement-breakpoint
DROP STATISTICS IF EXISTS recipes_search_stats;--> statement-breakpoint
ALTER TABLE recipes ALTER COLUMN search_text SET STATISTICS 1000;--> statement-breakpoint
ANALYZE recipes;
