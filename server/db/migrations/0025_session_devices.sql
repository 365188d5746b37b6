-- Sessions name their user and device, and have a public id to be ended by (decision 043).
ALTER TABLE "session" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "user_id" text;--> statement-breakpoint
-- A session signed in before this names its user only inside its data (decision 043).
UPDATE "session" s SET "user_id" = s.sess->>'userId'
 WHERE s.sess->>'userId' IS NOT NULL AND EXISTS (SELECT 1 FROM users u WHERE u.id = s.sess->>'userId');--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_id_idx" ON "session" USING btree ("id");--> statement-breakpoint
CREATE INDEX "session_user_seen_idx" ON "session" USING btree ("user_id","last_seen_at" DESC NULLS LAST);
