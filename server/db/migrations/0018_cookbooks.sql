CREATE TABLE "cookbook_recipes" (
	"cookbook_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"position" integer NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	CONSTRAINT "cookbook_recipes_cookbook_id_recipe_id_pk" PRIMARY KEY("cookbook_id","recipe_id")
);
--> statement-breakpoint
CREATE TABLE "cookbooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"recipe_count" integer DEFAULT 0 NOT NULL,
	"public_recipe_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cookbook_recipes" ADD CONSTRAINT "cookbook_recipes_cookbook_id_cookbooks_id_fk" FOREIGN KEY ("cookbook_id") REFERENCES "public"."cookbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookbook_recipes" ADD CONSTRAINT "cookbook_recipes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookbooks" ADD CONSTRAINT "cookbooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cookbook_recipes_order_idx" ON "cookbook_recipes" USING btree ("cookbook_id","position","recipe_id");--> statement-breakpoint
CREATE INDEX "cookbook_recipes_public_order_idx" ON "cookbook_recipes" USING btree ("cookbook_id","position","recipe_id") WHERE "cookbook_recipes"."is_public";--> statement-breakpoint
CREATE INDEX "cookbook_recipes_recipe_idx" ON "cookbook_recipes" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "cookbooks_user_name_idx" ON "cookbooks" USING btree ("user_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "cookbooks_public_user_idx" ON "cookbooks" USING btree ("user_id",lower("name"),"id") WHERE "cookbooks"."is_public";--> statement-breakpoint
CREATE INDEX "recipes_user_last_cooked_idx" ON "recipes" USING btree ("user_id","last_cooked_at","id");--> statement-breakpoint
-- A member copies its recipe's visibility when added, and follows it when the recipe changes.
CREATE FUNCTION cookbook_recipes_copy_public() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.is_public := coalesce((SELECT r.is_public FROM recipes r WHERE r.id = NEW.recipe_id), false);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER cookbook_recipes_copy_public BEFORE INSERT ON cookbook_recipes
  FOR EACH ROW EXECUTE FUNCTION cookbook_recipes_copy_public();--> statement-breakpoint
CREATE FUNCTION recipes_share_public() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cookbook_recipes SET is_public = NEW.is_public WHERE recipe_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER recipes_share_public AFTER UPDATE OF is_public ON recipes
  FOR EACH ROW WHEN (OLD.is_public IS DISTINCT FROM NEW.is_public)
  EXECUTE FUNCTION recipes_share_public();--> statement-breakpoint
-- A cookbook's counts follow its members (decision 039): every member, and the public ones.
-- Row by row within the statement that changed them, so a bulk change stays one statement.
CREATE FUNCTION cookbook_recipes_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE cookbooks SET recipe_count = recipe_count + 1,
           public_recipe_count = public_recipe_count + NEW.is_public::int
     WHERE id = NEW.cookbook_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE cookbooks SET recipe_count = recipe_count - 1,
           public_recipe_count = public_recipe_count - OLD.is_public::int
     WHERE id = OLD.cookbook_id;
  ELSE
    UPDATE cookbooks
       SET public_recipe_count = public_recipe_count + NEW.is_public::int - OLD.is_public::int
     WHERE id = NEW.cookbook_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER cookbook_recipes_count_insert AFTER INSERT ON cookbook_recipes
  FOR EACH ROW EXECUTE FUNCTION cookbook_recipes_count();--> statement-breakpoint
CREATE TRIGGER cookbook_recipes_count_delete AFTER DELETE ON cookbook_recipes
  FOR EACH ROW EXECUTE FUNCTION cookbook_recipes_count();--> statement-breakpoint
CREATE TRIGGER cookbook_recipes_count_update AFTER UPDATE OF is_public ON cookbook_recipes
  FOR EACH ROW WHEN (OLD.is_public IS DISTINCT FROM NEW.is_public)
  EXECUTE FUNCTION cookbook_recipes_count();
