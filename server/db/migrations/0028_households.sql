-- Households: members, invitations, the meal plan, calendar feeds, shopping lists and their lines,
-- and the events their live streams send (decision 045).
CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "household_aisles" (
	"household_id" integer NOT NULL,
	"item_key" text NOT NULL,
	"aisle" text NOT NULL,
	CONSTRAINT "household_aisles_household_id_item_key_pk" PRIMARY KEY("household_id","item_key")
);
--> statement-breakpoint
CREATE TABLE "household_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"household_id" integer NOT NULL,
	"kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "household_invitations" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"household_id" integer NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "household_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"household_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"creator_id" text,
	"aisle_order" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_plan_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"household_id" integer NOT NULL,
	"day" date NOT NULL,
	"slot" text NOT NULL,
	"slot_rank" smallint GENERATED ALWAYS AS (case slot when 'breakfast' then 0 when 'lunch' then 1 when 'dinner' then 2 else 3 end) STORED NOT NULL,
	"recipe_id" integer,
	"title" text NOT NULL,
	"servings" integer,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_item_requests" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"item_key" text NOT NULL,
	"family" text NOT NULL,
	"amount" double precision,
	"item" text NOT NULL,
	"aisle" text NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	"recipe_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"written" text[] DEFAULT '{}'::text[] NOT NULL,
	"checked_edited_at" timestamp with time zone,
	"text_edited_at" timestamp with time zone,
	"aisle_edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"household_id" integer NOT NULL,
	"name" text NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"unchecked_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_aisles" ADD CONSTRAINT "household_aisles_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_events" ADD CONSTRAINT "household_events_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_item_requests" ADD CONSTRAINT "shopping_item_requests_list_id_shopping_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_items" ADD CONSTRAINT "shopping_items_list_id_shopping_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_events_household_idx" ON "household_events" USING btree ("household_id","id");--> statement-breakpoint
CREATE INDEX "household_events_created_idx" ON "household_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "household_invitations_household_idx" ON "household_invitations" USING btree ("household_id","created_at");--> statement-breakpoint
CREATE INDEX "household_invitations_expires_idx" ON "household_invitations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "household_members_household_idx" ON "household_members" USING btree ("household_id","joined_at");--> statement-breakpoint
CREATE INDEX "meal_plan_household_day_idx" ON "meal_plan_entries" USING btree ("household_id","day","slot_rank","id");--> statement-breakpoint
CREATE INDEX "meal_plan_recipe_idx" ON "meal_plan_entries" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "shopping_item_requests_created_idx" ON "shopping_item_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_items_open_line_idx" ON "shopping_items" USING btree ("list_id","item_key","family") WHERE not "shopping_items"."checked";--> statement-breakpoint
CREATE INDEX "shopping_items_list_idx" ON "shopping_items" USING btree ("list_id","item_key","id");--> statement-breakpoint
CREATE INDEX "shopping_lists_household_idx" ON "shopping_lists" USING btree ("household_id","id");--> statement-breakpoint
-- A list's line counts follow its lines, per statement: adding a week of recipes is one update.
CREATE FUNCTION shopping_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shopping_lists l
     SET item_count = l.item_count + n.total, unchecked_count = l.unchecked_count + n.open
    FROM (SELECT list_id, count(*) AS total, count(*) FILTER (WHERE NOT checked) AS open
            FROM new_rows GROUP BY list_id) n
   WHERE l.id = n.list_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION shopping_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shopping_lists l
     SET item_count = l.item_count - o.total, unchecked_count = l.unchecked_count - o.open
    FROM (SELECT list_id, count(*) AS total, count(*) FILTER (WHERE NOT checked) AS open
            FROM old_rows GROUP BY list_id) o
   WHERE l.id = o.list_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION shopping_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shopping_lists l
     SET unchecked_count = l.unchecked_count + d.change
    FROM (SELECT n.list_id,
                 sum((NOT n.checked)::int - (NOT o.checked)::int) AS change
            FROM new_rows n JOIN old_rows o ON o.id = n.id
           GROUP BY n.list_id) d
   WHERE l.id = d.list_id AND d.change <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shopping_items_counts_insert AFTER INSERT ON shopping_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shopping_counts_insert();
--> statement-breakpoint
CREATE TRIGGER shopping_items_counts_delete AFTER DELETE ON shopping_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shopping_counts_delete();
--> statement-breakpoint
CREATE TRIGGER shopping_items_counts_update AFTER UPDATE ON shopping_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shopping_counts_update();
--> statement-breakpoint
-- A household its last member left (by leaving, joining another, or deleting the account) goes,
-- with its plan and lists; one its creator left passes to the longest-standing member. Every
-- change of members is an event for the households' open streams.
CREATE FUNCTION household_member_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.household_id = OLD.household_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF NOT EXISTS (SELECT 1 FROM household_members WHERE household_id = OLD.household_id) THEN
      DELETE FROM households WHERE id = OLD.household_id;
      -- No row can be kept for a household that is gone; its streams still hear that it went.
      PERFORM pg_notify('household_events', json_build_object(
        'id', 0, 'householdId', OLD.household_id, 'kind', 'household', 'entityId', OLD.household_id
      )::text);
    ELSE
      UPDATE households h
         SET creator_id = (SELECT m.user_id FROM household_members m
                            WHERE m.household_id = h.id ORDER BY m.joined_at, m.user_id LIMIT 1)
       WHERE h.id = OLD.household_id AND (h.creator_id IS NULL OR h.creator_id = OLD.user_id);
      INSERT INTO household_events (household_id, kind, entity_id)
        VALUES (OLD.household_id, 'household', OLD.household_id);
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO household_events (household_id, kind, entity_id)
      VALUES (NEW.household_id, 'household', NEW.household_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER household_members_changed
  AFTER INSERT OR DELETE OR UPDATE OF household_id ON household_members
  FOR EACH ROW EXECUTE FUNCTION household_member_changed();
--> statement-breakpoint
-- Every open stream of the household hears of a change once it is committed, on every instance.
CREATE FUNCTION household_event_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('household_events', json_build_object(
    'id', NEW.id, 'householdId', NEW.household_id, 'kind', NEW.kind, 'entityId', NEW.entity_id
  )::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER household_events_notify AFTER INSERT ON household_events
  FOR EACH ROW EXECUTE FUNCTION household_event_notify();
