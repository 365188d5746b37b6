CREATE TABLE "featured_recipes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"recipe_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "featured_recipes" ADD CONSTRAINT "featured_recipes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_recipes" ADD CONSTRAINT "featured_recipes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "featured_recipes_recipe_idx" ON "featured_recipes" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "recipes_user_source_idx" ON "recipes" USING btree ("user_id","source_url") WHERE "recipes"."source_url" is not null;