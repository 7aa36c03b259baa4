-- Issue 26 item 4: the membership analysis's demographic reports (docs/schemas.md "Reports",
-- "Membership analysis: demographics"). A member is a JSONB resource row (res_member); a report over
-- a million of them must not read those documents, so each member has a typed row here, written by
-- the member's write hooks (server/membership-analysis/member-facts-hooks.ts) in the write's own
-- transaction, and his visits by the order ingest's step (member-facts-visits.ts).
CREATE TABLE member_fact (
  company_id integer NOT NULL REFERENCES res_company (id),
  member_id integer NOT NULL,
  -- male, female, other, or unknown when the member gave none.
  gender text NOT NULL,
  birthday date,
  -- 1 to 12; 0 without a date of birth.
  birth_month smallint NOT NULL,
  -- The record's creation stamp, and its business day and hour in the application's time zone: null
  -- until the application fills them (a row this migration backfilled, which knows no zone).
  signed_up_at timestamptz NOT NULL,
  signed_up_on date,
  signed_up_hour smallint,
  -- 0: no level.
  level_id integer NOT NULL,
  vip boolean NOT NULL,
  -- His closed orders, and the shops they were closed in, over all time.
  visits integer NOT NULL DEFAULT 0,
  shops_visited integer NOT NULL DEFAULT 0,
  written_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, member_id)
);
-- The parts that count members by their age, which moves every day and so cannot be summed by
-- day, read the members who signed up in the range from this index alone.
CREATE INDEX member_fact_signed_up_idx ON member_fact (company_id, signed_up_on) INCLUDE (birthday, gender);
-- The answer's freshness: the latest member written, one probe per company.
CREATE INDEX member_fact_written_idx ON member_fact (company_id, written_at);
CREATE INDEX member_fact_undated_idx ON member_fact (company_id, member_id) WHERE signed_up_on IS NULL;

-- Roll-ups of what a count can be summed by: sign-ups by day and hour and gender, by day and level
-- and VIP, by day and birth month and gender, by day and gender and visits and branches visited.
-- Kept by the triggers below on every change of a member's facts.
CREATE TABLE member_signup_rollup (
  company_id integer NOT NULL REFERENCES res_company (id),
  signed_up_on date NOT NULL,
  signed_up_hour smallint NOT NULL,
  gender text NOT NULL,
  members integer NOT NULL,
  PRIMARY KEY (company_id, signed_up_on, signed_up_hour, gender)
);
CREATE TABLE member_level_rollup (
  company_id integer NOT NULL REFERENCES res_company (id),
  signed_up_on date NOT NULL,
  level_id integer NOT NULL,
  vip boolean NOT NULL,
  members integer NOT NULL,
  PRIMARY KEY (company_id, signed_up_on, level_id, vip)
);
CREATE TABLE member_birth_month_rollup (
  company_id integer NOT NULL REFERENCES res_company (id),
  signed_up_on date NOT NULL,
  birth_month smallint NOT NULL,
  gender text NOT NULL,
  members integer NOT NULL,
  PRIMARY KEY (company_id, signed_up_on, birth_month, gender)
);
-- A member moves here with each visit counted: rows of one day are as many as the distinct
-- (gender, visits, branches) among its sign-ups, a few hundred at most.
CREATE TABLE member_visit_rollup (
  company_id integer NOT NULL REFERENCES res_company (id),
  signed_up_on date NOT NULL,
  gender text NOT NULL,
  visits integer NOT NULL,
  shops_visited integer NOT NULL,
  members integer NOT NULL,
  PRIMARY KEY (company_id, signed_up_on, gender, visits, shops_visited)
);

-- Adds `n` (1 or -1) members of `f`'s kind to each roll-up; a row that falls to none goes, so the
-- roll-ups answer the same rows as the facts they sum.
CREATE FUNCTION member_rollups_add(f member_fact, n integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_signup_rollup AS r VALUES (f.company_id, f.signed_up_on, f.signed_up_hour, f.gender, n)
    ON CONFLICT (company_id, signed_up_on, signed_up_hour, gender) DO UPDATE SET members = r.members + n;
  INSERT INTO member_level_rollup AS r VALUES (f.company_id, f.signed_up_on, f.level_id, f.vip, n)
    ON CONFLICT (company_id, signed_up_on, level_id, vip) DO UPDATE SET members = r.members + n;
  INSERT INTO member_birth_month_rollup AS r VALUES (f.company_id, f.signed_up_on, f.birth_month, f.gender, n)
    ON CONFLICT (company_id, signed_up_on, birth_month, gender) DO UPDATE SET members = r.members + n;
  IF n < 0 THEN
    DELETE FROM member_signup_rollup WHERE company_id = f.company_id AND signed_up_on = f.signed_up_on
      AND signed_up_hour = f.signed_up_hour AND gender = f.gender AND members = 0;
    DELETE FROM member_level_rollup WHERE company_id = f.company_id AND signed_up_on = f.signed_up_on
      AND level_id = f.level_id AND vip = f.vip AND members = 0;
    DELETE FROM member_birth_month_rollup WHERE company_id = f.company_id
      AND signed_up_on = f.signed_up_on AND birth_month = f.birth_month AND gender = f.gender
      AND members = 0;
  END IF;
END $$;

CREATE FUNCTION member_visit_rollup_add(f member_fact, n integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_visit_rollup AS r
    VALUES (f.company_id, f.signed_up_on, f.gender, f.visits, f.shops_visited, n)
    ON CONFLICT (company_id, signed_up_on, gender, visits, shops_visited)
    DO UPDATE SET members = r.members + n;
  IF n < 0 THEN
    DELETE FROM member_visit_rollup WHERE company_id = f.company_id AND signed_up_on = f.signed_up_on
      AND gender = f.gender AND visits = f.visits AND shops_visited = f.shops_visited AND members = 0;
  END IF;
END $$;

-- A row without its business day is in no roll-up yet. TG_ARGV[0] names the roll-ups the trigger
-- keeps: the profile's (a visit counted moves no one there) or the visits'.
CREATE FUNCTION member_fact_rolled_up() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.signed_up_on IS NOT NULL THEN
    IF TG_ARGV[0] = 'visits' THEN PERFORM member_visit_rollup_add(OLD, -1);
    ELSE PERFORM member_rollups_add(OLD, -1);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.signed_up_on IS NOT NULL THEN
    IF TG_ARGV[0] = 'visits' THEN PERFORM member_visit_rollup_add(NEW, 1);
    ELSE PERFORM member_rollups_add(NEW, 1);
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER member_fact_rollups_written AFTER INSERT OR DELETE ON member_fact
  FOR EACH ROW EXECUTE FUNCTION member_fact_rolled_up('profile');
CREATE TRIGGER member_fact_rollups_changed
  AFTER UPDATE OF signed_up_on, signed_up_hour, gender, level_id, vip, birth_month ON member_fact
  FOR EACH ROW WHEN (
    (OLD.signed_up_on, OLD.signed_up_hour, OLD.gender, OLD.level_id, OLD.vip, OLD.birth_month)
      IS DISTINCT FROM
    (NEW.signed_up_on, NEW.signed_up_hour, NEW.gender, NEW.level_id, NEW.vip, NEW.birth_month))
  EXECUTE FUNCTION member_fact_rolled_up('profile');
CREATE TRIGGER member_fact_visits_written AFTER INSERT OR DELETE ON member_fact
  FOR EACH ROW EXECUTE FUNCTION member_fact_rolled_up('visits');
CREATE TRIGGER member_fact_visits_changed
  AFTER UPDATE OF signed_up_on, gender, visits, shops_visited ON member_fact
  FOR EACH ROW WHEN (
    (OLD.signed_up_on, OLD.gender, OLD.visits, OLD.shops_visited)
      IS DISTINCT FROM (NEW.signed_up_on, NEW.gender, NEW.visits, NEW.shops_visited))
  EXECUTE FUNCTION member_fact_rolled_up('visits');

-- The members' orders by business day, for the members per branch (an index-only read).
CREATE INDEX sales_order_member_day_idx ON sales_order (company_id, business_date)
  INCLUDE (shop_id, member_id, status) WHERE member_id IS NOT NULL;

-- The members already kept, on a database that has them (res_member is made after the migrations,
-- so a new database has none): their business days are filled when the application starts.
DO $$
BEGIN
  IF to_regclass('res_member') IS NOT NULL THEN
    EXECUTE $backfill$
      INSERT INTO member_fact (company_id, member_id, gender, birthday, birth_month, signed_up_at,
                               level_id, vip)
      SELECT m.company_id, m.id, COALESCE(NULLIF(m.data->>'gender', ''), 'unknown'),
             (m.data->>'birthday')::date,
             COALESCE(extract(month FROM (m.data->>'birthday')::date)::smallint, 0),
             m.created_at, COALESCE((m.data->>'memberLevelId')::integer, 0),
             COALESCE((m.data->>'vip')::boolean, false)
        FROM res_member m WHERE m.deleted_at IS NULL AND m.company_id IS NOT NULL
    $backfill$;
    UPDATE member_fact f SET visits = v.visits, shops_visited = v.shops
      FROM (SELECT company_id, member_id, count(*)::integer AS visits,
                   count(DISTINCT shop_id)::integer AS shops
              FROM sales_order WHERE member_id IS NOT NULL AND status = 'closed'
             GROUP BY company_id, member_id) v
     WHERE f.company_id = v.company_id AND f.member_id = v.member_id;
  END IF;
END $$;
