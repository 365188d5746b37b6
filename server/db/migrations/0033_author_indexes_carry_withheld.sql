-- The per-author indexes carry `withheld` (decision 048), so "following" picks each followed
-- author's latest or most liked posts that readers may see from the index alone, as it did
-- before posts could be withheld. INCLUDE is not in the schema builder's vocabulary; the schema
-- names these indexes with their key columns.
DROP INDEX IF EXISTS "announcements_user_idx";--> statement-breakpoint
CREATE INDEX "announcements_user_idx" ON "announcements" USING btree ("user_id","id") INCLUDE ("withheld");--> statement-breakpoint
DROP INDEX IF EXISTS "announcements_user_popular_idx";--> statement-breakpoint
CREATE INDEX "announcements_user_popular_idx" ON "announcements" USING btree ("user_id","likes_count","id") INCLUDE ("withheld");
