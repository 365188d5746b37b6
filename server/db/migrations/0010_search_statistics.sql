-- Statistics on the search expressions, so the planner knows how rare a searched word is. Without
-- them it guesses every `like '%word%'` matches 1 % of the rows: for a rare word it then walks the
-- newest posts one by one hoping for 20 matches (35 ms at 1 M posts) instead of asking the trigram
-- index for the few that match; for a common word the walk is right. A 1 000-value sample lets it
-- tell a 0.1 % word from a 20 % one (the community benchmark, decisions 014 and 017).
CREATE STATISTICS IF NOT EXISTS announcements_search_stats
  ON (announcement_search_text(title, content)) FROM announcements;--> statement-breakpoint
ALTER STATISTICS announcements_search_stats SET STATISTICS 1000;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS recipes_search_stats
  ON (recipe_search_text(title, description, ingredients)) FROM recipes;--> statement-breakpoint
ALTER STATISTICS recipes_search_stats SET STATISTICS 1000;--> statement-breakpoint
ANALYZE announcements;--> statement-breakpoint
ANALYZE recipes;
