-- The language a shopping line is written in ('en', 'de', 'fr', 'es'), which decides how it reads:
-- only English lines make what they count agree with the amount. Nothing to backfill: lines
-- stored before have none and read as English, as they always did.
ALTER TABLE "shopping_items" ADD COLUMN "language" text;
