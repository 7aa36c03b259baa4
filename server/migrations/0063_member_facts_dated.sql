-- The member facts migration 0062 backfilled take their business day and hour here, once: every
-- session of both engines runs in the application's time zone (pglite-database.ts,
-- postgres-database.ts), so a date read from a timestamptz is the restaurants' calendar day. An
-- update, so the roll-up triggers of 0062 count each row's sign-up.
UPDATE member_fact
   SET signed_up_on = signed_up_at::date, signed_up_hour = extract(hour FROM signed_up_at)::smallint
 WHERE signed_up_on IS NULL;
DROP INDEX member_fact_undated_idx;
ALTER TABLE member_fact ALTER COLUMN signed_up_on SET NOT NULL, ALTER COLUMN signed_up_hour SET NOT NULL;
