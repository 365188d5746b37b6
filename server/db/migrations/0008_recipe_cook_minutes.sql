-- A recipe's cook time in minutes, so My Recipes sorts by cook time along an index (decision 016):
-- the free text ('1 hour 15 minutes', '45 min', '2–3 hours', '90') read as minutes. Each number
-- followed by a unit counts (hours × 60, days × 1440, minutes × 1); a range counts its first end; a
-- number without any unit is minutes; no number at all is 0; capped at a million minutes so no text
-- can overflow. IMMUTABLE, so a generated column can use it.
CREATE OR REPLACE FUNCTION cook_minutes(cook_time text)
  RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE
      WHEN cook_time ~* '\d\s*(d|h|m)' THEN (
        SELECT least(coalesce(round(sum(
                 replace(m[1], ',', '.')::numeric *
                 CASE WHEN lower(m[2]) LIKE 'd%' THEN 1440 WHEN lower(m[2]) LIKE 'h%' THEN 60 ELSE 1 END
               )), 0), 1000000)::int
          FROM regexp_matches(
                 cook_time,
                 '(\d+(?:[.,]\d+)?)(?:\s*(?:-|–|to)\s*\d+(?:[.,]\d+)?)?\s*(days?|hours?|hrs?|h|minutes?|mins?|m)',
                 'gi') AS m)
      ELSE least(coalesce(substring(cook_time FROM '\d+')::numeric, 0), 1000000)::int
    END
  $$;
