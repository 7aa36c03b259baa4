-- Issue 26: the two demographic pages that read a year of rows per call (docs/benchmarks.md "Issue 26:
-- membership analysis at a million members") read roll-ups instead.
--
-- Age: a member's band today is kept on his facts with the first day it changes (age_band_until,
-- null when it never will: no date of birth, or the last band), and summed by sign-up day, gender
-- and band. The application writes both with his facts; an hourly job moves the members whose day
-- came (server/membership-analysis/age-band-job.ts), and until it has, the report reads them from
-- their birthday (member-demographic-facts.ts), so a band is never a day late.
ALTER TABLE member_fact ADD COLUMN age_band smallint NOT NULL DEFAULT 0, ADD COLUMN age_band_until date;
-- The rows this migration finds have no band yet: dated in the past, they are read from their
-- birthday and moved by the job.
UPDATE member_fact SET age_band_until = DATE '2000-01-01' WHERE birthday IS NOT NULL;
-- The members whose band moved: the job's companies, and each report's few to read from the birthday.
CREATE INDEX member_fact_age_band_until_idx ON member_fact (age_band_until, company_id)
  WHERE age_band_until IS NOT NULL;

CREATE TABLE member_age_rollup (
  company_id integer NOT NULL REFERENCES res_company (id),
  signed_up_on date NOT NULL,
  gender text NOT NULL,
  age_band smallint NOT NULL,
  members integer NOT NULL,
  PRIMARY KEY (company_id, signed_up_on, gender, age_band)
);
INSERT INTO member_age_rollup
  SELECT company_id, signed_up_on, gender, age_band, count(*) FROM member_fact
   WHERE signed_up_on IS NOT NULL GROUP BY 1, 2, 3, 4;

CREATE OR REPLACE FUNCTION member_rollups_add(f member_fact, n integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_signup_rollup AS r VALUES (f.company_id, f.signed_up_on, f.signed_up_hour, f.gender, n)
    ON CONFLICT (company_id, signed_up_on, signed_up_hour, gender) DO UPDATE SET members = r.members + n;
  INSERT INTO member_level_rollup AS r VALUES (f.company_id, f.signed_up_on, f.level_id, f.vip, n)
    ON CONFLICT (company_id, signed_up_on, level_id, vip) DO UPDATE SET members = r.members + n;
  INSERT INTO member_birth_month_rollup AS r VALUES (f.company_id, f.signed_up_on, f.birth_month, f.gender, n)
    ON CONFLICT (company_id, signed_up_on, birth_month, gender) DO UPDATE SET members = r.members + n;
  INSERT INTO member_age_rollup AS r VALUES (f.company_id, f.signed_up_on, f.gender, f.age_band, n)
    ON CONFLICT (company_id, signed_up_on, gender, age_band) DO UPDATE SET members = r.members + n;
  IF n < 0 THEN
    DELETE FROM member_signup_rollup WHERE company_id = f.company_id AND signed_up_on = f.signed_up_on
      AND signed_up_hour = f.signed_up_hour AND gender = f.gender AND members = 0;
    DELETE FROM member_level_rollup WHERE company_id = f.company_id AND signed_up_on = f.signed_up_on
      AND level_id = f.level_id AND vip = f.vip AND members = 0;
    DELETE FROM member_birth_month_rollup WHERE company_id = f.company_id
      AND signed_up_on = f.signed_up_on AND birth_month = f.birth_month AND gender = f.gender
      AND members = 0;
    DELETE FROM member_age_rollup WHERE company_id = f.company_id AND signed_up_on = f.signed_up_on
      AND gender = f.gender AND age_band = f.age_band AND members = 0;
  END IF;
END $$;

DROP TRIGGER member_fact_rollups_changed ON member_fact;
CREATE TRIGGER member_fact_rollups_changed
  AFTER UPDATE OF signed_up_on, signed_up_hour, gender, level_id, vip, birth_month, age_band ON member_fact
  FOR EACH ROW WHEN (
    (OLD.signed_up_on, OLD.signed_up_hour, OLD.gender, OLD.level_id, OLD.vip, OLD.birth_month, OLD.age_band)
      IS DISTINCT FROM
    (NEW.signed_up_on, NEW.signed_up_hour, NEW.gender, NEW.level_id, NEW.vip, NEW.birth_month, NEW.age_band))
  EXECUTE FUNCTION member_fact_rolled_up('profile');

-- Visited branches: a member's closed orders per shop, over all time, counted again with his visits
-- by the order ingest's step (member-facts-visits.ts), dated by his sign-up day, and summed by
-- sign-up day and shop: the new members who came to each branch.
CREATE TABLE member_shop_visit (
  company_id integer NOT NULL,
  member_id integer NOT NULL,
  shop_id integer NOT NULL,
  signed_up_on date,
  visits integer NOT NULL,
  PRIMARY KEY (company_id, member_id, shop_id),
  FOREIGN KEY (company_id, member_id) REFERENCES member_fact (company_id, member_id) ON DELETE CASCADE
);
CREATE INDEX member_shop_visit_signed_up_idx ON member_shop_visit (company_id, signed_up_on)
  INCLUDE (shop_id, member_id, visits);

CREATE TABLE member_shop_rollup (
  company_id integer NOT NULL REFERENCES res_company (id),
  signed_up_on date NOT NULL,
  shop_id integer NOT NULL,
  members integer NOT NULL,
  visits integer NOT NULL,
  PRIMARY KEY (company_id, signed_up_on, shop_id)
);

-- Adds `n` (1 or -1) of `v`'s member and visits to the roll-up; a row that falls to no member goes.
CREATE FUNCTION member_shop_rollup_add(v member_shop_visit, n integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF v.signed_up_on IS NULL THEN RETURN; END IF;
  INSERT INTO member_shop_rollup AS r VALUES (v.company_id, v.signed_up_on, v.shop_id, n, n * v.visits)
    ON CONFLICT (company_id, signed_up_on, shop_id)
    DO UPDATE SET members = r.members + n, visits = r.visits + n * v.visits;
  IF n < 0 THEN
    DELETE FROM member_shop_rollup WHERE company_id = v.company_id AND signed_up_on = v.signed_up_on
      AND shop_id = v.shop_id AND members = 0;
  END IF;
END $$;

CREATE FUNCTION member_shop_visit_rolled_up() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM member_shop_rollup_add(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM member_shop_rollup_add(NEW, 1); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER member_shop_visit_rollup AFTER INSERT OR DELETE OR UPDATE ON member_shop_visit
  FOR EACH ROW EXECUTE FUNCTION member_shop_visit_rolled_up();

-- A member's sign-up day moved (a backfilled row dated, the demo's seed) moves his branches too.
CREATE FUNCTION member_fact_redated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_shop_visit SET signed_up_on = NEW.signed_up_on
   WHERE company_id = NEW.company_id AND member_id = NEW.member_id;
  RETURN NULL;
END $$;
CREATE TRIGGER member_fact_redated AFTER UPDATE OF signed_up_on ON member_fact
  FOR EACH ROW WHEN (OLD.signed_up_on IS DISTINCT FROM NEW.signed_up_on)
  EXECUTE FUNCTION member_fact_redated();

INSERT INTO member_shop_visit (company_id, member_id, shop_id, signed_up_on, visits)
  SELECT f.company_id, f.member_id, o.shop_id, f.signed_up_on, count(*)
    FROM member_fact f
    JOIN sales_order o ON o.company_id = f.company_id AND o.member_id = f.member_id AND o.status = 'closed'
   GROUP BY 1, 2, 3, 4;

-- It served the members who came in a range, which no report counts any more.
DROP INDEX sales_order_member_day_idx;
