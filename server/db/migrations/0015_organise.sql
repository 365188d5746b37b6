-- Organising a collection (decision 037). btree_gin lets a GIN index on a cook's tag keys be led by
-- user_id, so a tag filter reads one cook's entries, never every cook's with that tag.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "tags" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"recipe_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tags_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "tag_keys" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "total_time" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "nutrition" jsonb;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "favorite" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "rating" smallint;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "cooked_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "last_cooked_at" date;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "rating_key" smallint GENERATED ALWAYS AS (coalesce(rating, 0)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipes_user_rating_idx" ON "recipes" USING btree ("user_id","rating_key","id");--> statement-breakpoint
CREATE INDEX "recipes_user_favorite_idx" ON "recipes" USING btree ("user_id","id") WHERE "recipes"."favorite";--> statement-breakpoint
CREATE INDEX "recipes_user_tags_idx" ON "recipes" USING gin ("user_id","tag_keys");--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_rating_check" CHECK ("recipes"."rating" between 1 and 5);;--> statement-breakpoint
-- The tag catalogue follows the recipes: a tag a recipe gains is counted (created with the name
-- the recipe spells it with), one it loses is counted down and goes at zero. Row by row within
-- the one statement that changed the recipes, so a bulk change stays one statement.
CREATE FUNCTION recipes_count_tags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE tags t SET recipe_count = t.recipe_count - 1
     WHERE t.user_id = OLD.user_id AND t.key = ANY (OLD.tag_keys)
       AND (TG_OP = 'DELETE' OR NOT t.key = ANY (NEW.tag_keys));
    DELETE FROM tags t WHERE t.user_id = OLD.user_id AND t.key = ANY (OLD.tag_keys)
       AND t.recipe_count <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO tags AS t (user_id, key, name, recipe_count)
    SELECT NEW.user_id, u.key, u.name, 1
      FROM unnest(NEW.tag_keys, NEW.tags) AS u(key, name)
     WHERE TG_OP = 'INSERT' OR NOT u.key = ANY (OLD.tag_keys)
    ON CONFLICT (user_id, key) DO UPDATE SET recipe_count = t.recipe_count + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER recipes_count_tags_insert AFTER INSERT ON recipes
  FOR EACH ROW WHEN (cardinality(NEW.tag_keys) > 0) EXECUTE FUNCTION recipes_count_tags();--> statement-breakpoint
CREATE TRIGGER recipes_count_tags_update AFTER UPDATE OF tag_keys ON recipes
  FOR EACH ROW WHEN (OLD.tag_keys IS DISTINCT FROM NEW.tag_keys) EXECUTE FUNCTION recipes_count_tags();--> statement-breakpoint
CREATE TRIGGER recipes_count_tags_delete AFTER DELETE ON recipes
  FOR EACH ROW WHEN (cardinality(OLD.tag_keys) > 0) EXECUTE FUNCTION recipes_count_tags();