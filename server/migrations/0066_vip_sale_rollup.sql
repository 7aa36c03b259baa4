-- Issue 26: the VIP volume report (membership_sales_vip_volume) reads the VIP memberships sold by
-- day from a roll-up rather than a year of renewals per part (docs/benchmarks.md "Issue 26"): by the
-- day sold, whether it extended a running VIP (a renewal: it starts after the day it was bought) or
-- began one (a purchase), and its duration, with the count and the amount. Kept by the trigger below
-- on every change of a renewal.
CREATE TABLE vip_sale_rollup (
  company_id integer NOT NULL REFERENCES res_company (id),
  renewed_on date NOT NULL,
  renewal boolean NOT NULL,
  duration text NOT NULL,
  sold integer NOT NULL,
  amount bigint NOT NULL,
  PRIMARY KEY (company_id, renewed_on, renewal, duration)
);
INSERT INTO vip_sale_rollup
  SELECT company_id, renewed_on, extended_from > renewed_on, duration, count(*), sum(price)
    FROM vip_renewal GROUP BY 1, 2, 3, 4;

-- Adds `n` (1 or -1) of `t`'s sale; a row that falls to none goes.
CREATE FUNCTION vip_sale_rollup_add(t vip_renewal, n integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vip_sale_rollup AS r
    VALUES (t.company_id, t.renewed_on, t.extended_from > t.renewed_on, t.duration, n, n * t.price)
    ON CONFLICT (company_id, renewed_on, renewal, duration)
    DO UPDATE SET sold = r.sold + n, amount = r.amount + n * t.price;
  IF n < 0 THEN
    DELETE FROM vip_sale_rollup WHERE company_id = t.company_id AND renewed_on = t.renewed_on
      AND renewal = (t.extended_from > t.renewed_on) AND duration = t.duration AND sold = 0;
  END IF;
END $$;

CREATE FUNCTION vip_sale_rolled_up() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM vip_sale_rollup_add(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM vip_sale_rollup_add(NEW, 1); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER vip_sale_written AFTER INSERT OR DELETE ON vip_renewal
  FOR EACH ROW EXECUTE FUNCTION vip_sale_rolled_up();
CREATE TRIGGER vip_sale_changed
  AFTER UPDATE OF company_id, renewed_on, extended_from, duration, price ON vip_renewal
  FOR EACH ROW WHEN (
    (OLD.company_id, OLD.renewed_on, OLD.extended_from, OLD.duration, OLD.price)
      IS DISTINCT FROM (NEW.company_id, NEW.renewed_on, NEW.extended_from, NEW.duration, NEW.price))
  EXECUTE FUNCTION vip_sale_rolled_up();
