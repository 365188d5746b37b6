CREATE TABLE "recipe_import_drafts" (
	"url" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipe_import_drafts" ADD CONSTRAINT "recipe_import_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_import_drafts_created_idx" ON "recipe_import_drafts" USING btree ("created_at");