-- Moderation (decision 047): roles, suspensions, report cases and the audit log.
CREATE TABLE "moderation_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"moderator_id" text,
	"action" text NOT NULL,
	"content_type" text,
	"content_id" integer,
	"user_id" text,
	"reason" text NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_actions_action_check" CHECK ("moderation_actions"."action" in ('dismiss', 'remove', 'restore', 'suspend', 'lift')),
	CONSTRAINT "moderation_actions_reason_length_check" CHECK (char_length("moderation_actions"."reason") <= 500)
);
--> statement-breakpoint
CREATE TABLE "report_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"content_id" integer,
	"reported_user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reports_count" integer DEFAULT 0 NOT NULL,
	"reasons" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"first_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "report_cases_status_check" CHECK ("report_cases"."status" in ('pending', 'actioned', 'dismissed')),
	CONSTRAINT "report_cases_content_type_check" CHECK ("report_cases"."content_type" in ('announcement', 'comment', 'user', 'recipe'))
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "case_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cases" ADD CONSTRAINT "report_cases_reported_user_id_users_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_actions_moderator_idx" ON "moderation_actions" USING btree ("moderator_id");--> statement-breakpoint
CREATE INDEX "moderation_actions_user_idx" ON "moderation_actions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_cases_open_key" ON "report_cases" USING btree ("content_type",coalesce("content_id", 0),"reported_user_id") WHERE "report_cases"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "report_cases_queue_idx" ON "report_cases" USING btree ("status","reports_count" DESC NULLS LAST,"first_reported_at","id");--> statement-breakpoint
CREATE INDEX "report_cases_type_queue_idx" ON "report_cases" USING btree ("status","content_type","reports_count" DESC NULLS LAST,"first_reported_at","id");--> statement-breakpoint
CREATE INDEX "report_cases_user_idx" ON "report_cases" USING btree ("reported_user_id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_case_id_report_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."report_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_case_idx" ON "reports" USING btree ("case_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_staff_idx" ON "users" USING btree ("role","id") WHERE "users"."role" <> 'user';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'moderator', 'admin'));--> statement-breakpoint
-- A report joins the open case of its content, or opens one, with its reason counted (decision
-- 047). After the insert, so a duplicate report skipped by ON CONFLICT DO NOTHING counts nothing.
CREATE FUNCTION report_joins_case() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  joined integer;
BEGIN
  IF NEW.reported_user_id IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO report_cases AS c (content_type, content_id, reported_user_id, reports_count, reasons)
  VALUES (NEW.content_type, NEW.content_id, NEW.reported_user_id, 1, jsonb_build_object(NEW.reason, 1))
  ON CONFLICT (content_type, coalesce(content_id, 0), reported_user_id) WHERE status = 'pending'
  DO UPDATE SET
    reports_count = c.reports_count + 1,
    reasons = c.reasons || jsonb_build_object(NEW.reason, coalesce((c.reasons ->> NEW.reason)::int, 0) + 1)
  RETURNING c.id INTO joined;
  UPDATE reports SET case_id = joined WHERE id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reports_join_case AFTER INSERT ON reports
  FOR EACH ROW EXECUTE FUNCTION report_joins_case();--> statement-breakpoint
-- Reports that go (their reporter's account deleted) leave their cases' counts; an open case
-- with no report left goes too. Per statement: an account with many reports is one update.
CREATE FUNCTION reports_leave_cases() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (
    SELECT case_id, reason, count(*)::int AS n FROM old_rows
     WHERE case_id IS NOT NULL GROUP BY case_id, reason
  ), per_case AS (
    SELECT case_id, sum(n)::int AS total, jsonb_object_agg(reason, n) AS minus
      FROM gone GROUP BY case_id
  )
  UPDATE report_cases c
     SET reports_count = c.reports_count - p.total,
         reasons = (
           SELECT coalesce(jsonb_object_agg(key, left_over), '{}'::jsonb)
             FROM (SELECT key, value::int - coalesce((p.minus ->> key)::int, 0) AS left_over
                     FROM jsonb_each_text(c.reasons)) counted
            WHERE left_over > 0)
    FROM per_case p
   WHERE c.id = p.case_id;
  DELETE FROM report_cases c
   WHERE c.status = 'pending' AND c.reports_count <= 0
     AND c.id IN (SELECT case_id FROM old_rows WHERE case_id IS NOT NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reports_leave_cases AFTER DELETE ON reports
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION reports_leave_cases();--> statement-breakpoint
-- The reports filed so far, each in the open case of its content.
WITH per_reason AS (
  SELECT content_type, content_id, reported_user_id, reason, count(*)::int AS n,
         min(created_at) AS first_at
    FROM reports WHERE reported_user_id IS NOT NULL
   GROUP BY content_type, content_id, reported_user_id, reason
)
INSERT INTO report_cases (content_type, content_id, reported_user_id, reports_count, reasons, first_reported_at)
SELECT content_type, content_id, reported_user_id, sum(n)::int, jsonb_object_agg(reason, n), min(first_at)
  FROM per_reason GROUP BY content_type, content_id, reported_user_id;--> statement-breakpoint
UPDATE reports r SET case_id = c.id
  FROM report_cases c
 WHERE c.content_type = r.content_type AND coalesce(c.content_id, 0) = coalesce(r.content_id, 0)
   AND c.reported_user_id = r.reported_user_id;--> statement-breakpoint
-- The administrators' search for a cook by display name.
CREATE INDEX users_display_name_trgm_idx ON users USING gin (lower(display_name) gin_trgm_ops);
