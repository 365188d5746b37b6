-- The language a recipe is written in, one of those Simmer speaks, or null when not known; read
-- aloud in a voice of that language (decision 049). Nothing to backfill: older recipes are not
-- known until their cook chooses.
ALTER TABLE "recipes" ADD COLUMN "language" text;
