DROP INDEX "recipes_user_created_idx";--> statement-breakpoint
DROP INDEX "recipes_public_user_idx";--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "cook_time_minutes" integer GENERATED ALWAYS AS (cook_minutes(cook_time)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "random_key" double precision DEFAULT random() NOT NULL;--> statement-breakpoint
CREATE INDEX "recipes_user_id_idx" ON "recipes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "recipes_user_title_idx" ON "recipes" USING btree ("user_id",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "recipes_user_cook_minutes_idx" ON "recipes" USING btree ("user_id","cook_time_minutes","id");--> statement-breakpoint
CREATE INDEX "recipes_user_random_idx" ON "recipes" USING btree ("user_id","random_key");--> statement-breakpoint
CREATE INDEX "recipes_public_user_idx" ON "recipes" USING btree ("user_id","id") WHERE "recipes"."is_public";