DROP INDEX "announcements_created_idx";--> statement-breakpoint
DROP INDEX "announcements_user_created_idx";--> statement-breakpoint
DROP INDEX "announcements_popular_idx";--> statement-breakpoint
CREATE INDEX "announcements_user_idx" ON "announcements" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "announcements_user_popular_idx" ON "announcements" USING btree ("user_id","likes_count","id");--> statement-breakpoint
CREATE INDEX "announcements_popular_idx" ON "announcements" USING btree ("likes_count","id");