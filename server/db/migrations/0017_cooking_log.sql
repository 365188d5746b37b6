CREATE TABLE "cooking_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"recipe_id" integer NOT NULL,
	"cooked_on" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cooking_log" ADD CONSTRAINT "cooking_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooking_log" ADD CONSTRAINT "cooking_log_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cooking_log_recipe_idx" ON "cooking_log" USING btree ("recipe_id","cooked_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The recipe's count and latest day follow its log (decision 037). An entry logged counts up and
-- moves the latest day forward if it is later. An entry removed counts down; if it was the latest
-- day, the latest remaining one is read from the head of cooking_log_recipe_idx. The recipe row
-- is locked before that read, so two entries removed at once each see the other's removal.
-- When the recipe itself is being deleted its row is gone, and the updates touch nothing.
CREATE FUNCTION cooking_log_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE recipes SET cooked_count = cooked_count + 1,
                       last_cooked_at = greatest(last_cooked_at, NEW.cooked_on)
     WHERE id = NEW.recipe_id;
  ELSE
    PERFORM 1 FROM recipes WHERE id = OLD.recipe_id FOR UPDATE;
    UPDATE recipes r SET cooked_count = r.cooked_count - 1,
           last_cooked_at = CASE WHEN r.last_cooked_at > OLD.cooked_on THEN r.last_cooked_at
             ELSE (SELECT l.cooked_on FROM cooking_log l WHERE l.recipe_id = OLD.recipe_id
                    ORDER BY l.cooked_on DESC, l.id DESC LIMIT 1) END
     WHERE r.id = OLD.recipe_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER cooking_log_count_insert AFTER INSERT ON cooking_log
  FOR EACH ROW EXECUTE FUNCTION cooking_log_count();--> statement-breakpoint
CREATE TRIGGER cooking_log_count_delete AFTER DELETE ON cooking_log
  FOR EACH ROW EXECUTE FUNCTION cooking_log_count();
