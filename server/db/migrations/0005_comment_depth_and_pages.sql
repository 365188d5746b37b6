DROP INDEX "comments_announcement_parent_idx";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "depth" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "comments_top_level_idx" ON "comments" USING btree ("announcement_id","created_at","id") WHERE "comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "comments_announcement_idx" ON "comments" USING btree ("announcement_id");