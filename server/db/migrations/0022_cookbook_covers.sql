ALTER TABLE "cookbook_recipes" ADD COLUMN "has_photo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "cookbook_recipes_cover_idx" ON "cookbook_recipes" USING btree ("cookbook_id","position","recipe_id") WHERE "cookbook_recipes"."has_photo";--> statement-breakpoint
CREATE INDEX "cookbook_recipes_public_cover_idx" ON "cookbook_recipes" USING btree ("cookbook_id","position","recipe_id") WHERE "cookbook_recipes"."has_photo" and "cookbook_recipes"."is_public";--> statement-breakpoint
-- Members copy whether their recipe has a photo, as they copy its visibility (migration 0018).
UPDATE cookbook_recipes cr SET has_photo = true
  FROM recipes r WHERE r.id = cr.recipe_id AND r.image IS NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION cookbook_recipes_copy_public() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT r.is_public, r.image IS NOT NULL INTO NEW.is_public, NEW.has_photo
    FROM recipes r WHERE r.id = NEW.recipe_id;
  NEW.is_public := coalesce(NEW.is_public, false);
  NEW.has_photo := coalesce(NEW.has_photo, false);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION recipes_share_public() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cookbook_recipes SET is_public = NEW.is_public, has_photo = NEW.image IS NOT NULL
   WHERE recipe_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER recipes_share_public ON recipes;--> statement-breakpoint
CREATE TRIGGER recipes_share_public AFTER UPDATE OF is_public, image ON recipes
  FOR EACH ROW WHEN (OLD.is_public IS DISTINCT FROM NEW.is_public
                     OR (OLD.image IS NULL) IS DISTINCT FROM (NEW.image IS NULL))
  EXECUTE FUNCTION recipes_share_public();
