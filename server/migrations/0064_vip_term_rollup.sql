-- Issue 26: the VIP auto-renewal report reads each VIP term's end from a roll-up, not by testing
-- every term of the range for a later renewal and a reminder sent (docs/benchmarks.md "Issue 26").
-- A term (a vip_renewal row) keeps whether it was renewed (a later renewal starts the day after it
-- ends) and whether its reminder went out (vip-reminder-job.ts: task vipReminder, occurrence its
-- end), set by the triggers below whichever of the rows comes first; the roll-up counts the terms
-- by their end and those two, kept by a trigger on every change of them.
ALTER TABLE vip_renewal
  ADD COLUMN renewed boolean NOT NULL DEFAULT false,
  ADD COLUMN reminded boolean NOT NULL DEFAULT false;

CREATE TABLE vip_term_rollup (
  company_id integer NOT NULL REFERENCES res_company (id),
  vip_until date NOT NULL,
  renewed boolean NOT NULL,
  reminded boolean NOT NULL,
  terms integer NOT NULL,
  PRIMARY KEY (company_id, vip_until, renewed, reminded)
);

-- Whether a term of `member` ending `until` was renewed, and whether its reminder was sent.
CREATE FUNCTION vip_term_renewed(company integer, member integer, until date) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM vip_renewal n WHERE n.company_id = company AND n.member_id = member
                    AND n.extended_from = until + 1)
$$;
CREATE FUNCTION vip_term_reminded(company integer, member integer, until date) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM send_record m WHERE m.company_id = company AND m.task = 'vipReminder'
                    AND m.occurrence = to_char(until, 'YYYY-MM-DD') AND m.member_id = member
                    AND m.status = 'sent')
$$;

UPDATE vip_renewal
   SET renewed = vip_term_renewed(company_id, member_id, vip_until),
       reminded = vip_term_reminded(company_id, member_id, vip_until);
INSERT INTO vip_term_rollup (company_id, vip_until, renewed, reminded, terms)
SELECT company_id, vip_until, renewed, reminded, count(*) FROM vip_renewal GROUP BY 1, 2, 3, 4;

-- Adds `n` (1 or -1) terms of `t`'s kind; a row that falls to none goes.
CREATE FUNCTION vip_term_rollup_add(t vip_renewal, n integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vip_term_rollup AS r VALUES (t.company_id, t.vip_until, t.renewed, t.reminded, n)
    ON CONFLICT (company_id, vip_until, renewed, reminded) DO UPDATE SET terms = r.terms + n;
  IF n < 0 THEN
    DELETE FROM vip_term_rollup WHERE company_id = t.company_id AND vip_until = t.vip_until
      AND renewed = t.renewed AND reminded = t.reminded AND terms = 0;
  END IF;
END $$;

-- A term written or moved to another end reads its own state; a term written also renews the one
-- it starts the day after.
CREATE FUNCTION vip_term_stated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.renewed := vip_term_renewed(NEW.company_id, NEW.member_id, NEW.vip_until);
  NEW.reminded := vip_term_reminded(NEW.company_id, NEW.member_id, NEW.vip_until);
  RETURN NEW;
END $$;
CREATE TRIGGER vip_term_stated BEFORE INSERT OR UPDATE OF company_id, member_id, vip_until ON vip_renewal
  FOR EACH ROW EXECUTE FUNCTION vip_term_stated();

CREATE FUNCTION vip_term_rolled_up() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM vip_term_rollup_add(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM vip_term_rollup_add(NEW, 1); END IF;
  IF TG_OP = 'INSERT' THEN
    UPDATE vip_renewal p SET renewed = true
     WHERE p.company_id = NEW.company_id AND p.member_id = NEW.member_id
       AND p.vip_until = NEW.extended_from - 1 AND NOT p.renewed;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER vip_term_written AFTER INSERT OR DELETE ON vip_renewal
  FOR EACH ROW EXECUTE FUNCTION vip_term_rolled_up();
CREATE TRIGGER vip_term_changed AFTER UPDATE OF company_id, vip_until, renewed, reminded ON vip_renewal
  FOR EACH ROW WHEN (
    (OLD.company_id, OLD.vip_until, OLD.renewed, OLD.reminded)
      IS DISTINCT FROM (NEW.company_id, NEW.vip_until, NEW.renewed, NEW.reminded))
  EXECUTE FUNCTION vip_term_rolled_up();

-- A reminder sent marks the term it was for.
CREATE FUNCTION vip_term_reminder_sent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vip_renewal t SET reminded = true
   WHERE t.company_id = NEW.company_id AND t.member_id = NEW.member_id
     AND to_char(t.vip_until, 'YYYY-MM-DD') = NEW.occurrence AND NOT t.reminded;
  RETURN NULL;
END $$;
CREATE TRIGGER vip_term_reminder_sent AFTER INSERT OR UPDATE OF status ON send_record
  FOR EACH ROW WHEN (NEW.task = 'vipReminder' AND NEW.status = 'sent')
  EXECUTE FUNCTION vip_term_reminder_sent();
