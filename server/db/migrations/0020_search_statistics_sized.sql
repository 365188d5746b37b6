-- A search is planned afresh each time, and the planner estimates `search_text like '%word%'` by
-- running the pattern over the column's sampled values: with 1 000 of them (migration 0011) that
-- took ~4 ms of a 5 ms search. Since the trigram indexes are led by user_id (migration 0019) and a
-- search ranks title hits first, every word gets the same plan (the cook's matches through the
-- index, then sorted), so the finer statistics no longer choose anything; the default sample (100) halves
-- a search's time (decision 040).
ALTER TABLE recipes ALTER COLUMN search_text SET STATISTICS -1;--> statement-breakpoint
ANALYZE recipes;
