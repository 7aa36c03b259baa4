-- Issue 26 item 4: the membership analysis's sales reports (docs/schemas.md "Reports", "Membership
-- analysis: sales"). A member's gender, age band, level, VIP and whether he is new are read as they
-- were when his order was made, so last year's report does not move when he moves up a level: they
-- are fixed when the ingest first names the order's member (server/membership-analysis/
-- order-member-snapshots.ts), the same moment his order's points rule is (migration 0040).
CREATE TABLE member_order_snapshot (
  company_id integer NOT NULL REFERENCES res_company (id),
  -- sales_order.id, which every later version of the order keeps.
  order_id bigint NOT NULL,
  member_id integer NOT NULL,
  -- male, female, other, or unknown when he gave none.
  gender text NOT NULL CHECK (gender IN ('male', 'female', 'other', 'unknown')),
  -- His age on the order's business day, banded (server/membership-analysis/age-bands.ts); 0: no
  -- date of birth.
  age_band smallint NOT NULL CHECK (age_band BETWEEN 0 AND 7),
  -- 0: no level.
  level_id integer NOT NULL,
  vip boolean NOT NULL,
  -- The order was made within his first 30 days as a member (member-sales-rules.ts).
  new_member boolean NOT NULL,
  PRIMARY KEY (company_id, order_id, member_id)
);

-- Closed orders by the attributes their member had (all false, unknown and 0 for an order naming
-- none), kept in the ingest's transaction with the sales roll-ups (server/sales/sales-rollups.ts),
-- each a shop's business day, with a monthly twin for a long range's whole months.
CREATE TABLE member_sales_rollup (
  company_id integer NOT NULL,
  shop_id integer NOT NULL,
  business_date date NOT NULL,
  member boolean NOT NULL,
  gender text NOT NULL,
  age_band smallint NOT NULL,
  level_id integer NOT NULL,
  vip boolean NOT NULL,
  new_member boolean NOT NULL,
  orders bigint NOT NULL,
  guests bigint NOT NULL,
  discount bigint NOT NULL,
  net_sales bigint NOT NULL,
  PRIMARY KEY (shop_id, business_date, member, gender, age_band, level_id, vip, new_member)
);
CREATE INDEX member_sales_rollup_company_idx ON member_sales_rollup (company_id, business_date);
CREATE TABLE member_sales_month_rollup (LIKE member_sales_rollup INCLUDING ALL);

-- Closed orders, members' or not, by check size (server/sales/consumption-bands.ts CHECK_BANDS).
CREATE TABLE member_sales_band_rollup (
  company_id integer NOT NULL,
  shop_id integer NOT NULL,
  business_date date NOT NULL,
  member boolean NOT NULL,
  check_band smallint NOT NULL,
  orders bigint NOT NULL,
  guests bigint NOT NULL,
  discount bigint NOT NULL,
  net_sales bigint NOT NULL,
  PRIMARY KEY (shop_id, business_date, member, check_band)
);
CREATE INDEX member_sales_band_rollup_company_idx ON member_sales_band_rollup (company_id, business_date);
CREATE TABLE member_sales_band_month_rollup (LIKE member_sales_band_rollup INCLUDING ALL);

-- A VIP renewal's day in its company's calendar, as the renewal worked it out (vip-renewal.ts), so
-- the VIP reports count a range of plain dates as the sales reports do.
ALTER TABLE vip_renewal ADD COLUMN renewed_on date;
UPDATE vip_renewal SET renewed_on = (renewed_at AT TIME ZONE 'UTC')::date;
DO $$
BEGIN
  -- The renewals already kept, on their company's first shop's clock where it has one.
  IF to_regclass('res_shop') IS NOT NULL THEN
    UPDATE vip_renewal r
       SET renewed_on = (r.renewed_at AT TIME ZONE z.zone)::date
      FROM (SELECT DISTINCT ON (company_id) company_id, data->>'timeZone' AS zone
              FROM res_shop WHERE deleted_at IS NULL ORDER BY company_id, id) z
     WHERE z.company_id = r.company_id AND z.zone IS NOT NULL;
  END IF;
END $$;
ALTER TABLE vip_renewal ALTER COLUMN renewed_on SET NOT NULL;
CREATE INDEX vip_renewal_renewed_on_idx ON vip_renewal (company_id, renewed_on);
-- The answer's freshness: the latest renewal, one probe per company.
CREATE INDEX vip_renewal_renewed_at_idx ON vip_renewal (company_id, renewed_at);
-- The VIP terms ending in a range.
CREATE INDEX vip_renewal_until_idx ON vip_renewal (company_id, vip_until);
-- A VIP term's renewal: the renewal starting the day after it ends.
CREATE INDEX vip_renewal_extended_idx ON vip_renewal (company_id, member_id, extended_from);

-- The member orders already kept, on a database that has members (res_member is made after the
-- migrations, so a new database has none): their attributes as they stand now, the nearest this
-- database can tell, then the roll-ups summed from the orders.
DO $$
BEGIN
  IF to_regclass('res_member') IS NOT NULL THEN
    EXECUTE $backfill$
      INSERT INTO member_order_snapshot (company_id, order_id, member_id, gender, age_band, level_id,
                                         vip, new_member)
      SELECT o.company_id, o.id, o.member_id, COALESCE(NULLIF(m.data->>'gender', ''), 'unknown'),
             (CASE WHEN b.birthday IS NULL THEN 0
                   WHEN extract(year FROM age(o.business_date, b.birthday))::int BETWEEN 0 AND 17 THEN 1
                   WHEN extract(year FROM age(o.business_date, b.birthday))::int BETWEEN 18 AND 24 THEN 2
                   WHEN extract(year FROM age(o.business_date, b.birthday))::int BETWEEN 25 AND 34 THEN 3
                   WHEN extract(year FROM age(o.business_date, b.birthday))::int BETWEEN 35 AND 44 THEN 4
                   WHEN extract(year FROM age(o.business_date, b.birthday))::int BETWEEN 45 AND 54 THEN 5
                   WHEN extract(year FROM age(o.business_date, b.birthday))::int BETWEEN 55 AND 64 THEN 6
                   WHEN extract(year FROM age(o.business_date, b.birthday))::int >= 65 THEN 7
                   ELSE 0 END),
             COALESCE((m.data->>'memberLevelId')::integer, 0),
             COALESCE((m.data->>'vip')::boolean, false)
               AND (m.data->>'vipUntil' IS NULL OR (m.data->>'vipUntil')::date >= o.business_date),
             COALESCE(o.closed_at, o.opened_at) < m.created_at + interval '30 days'
        FROM sales_order o
        JOIN res_member m ON m.id = o.member_id AND m.company_id = o.company_id
        CROSS JOIN LATERAL (SELECT (m.data->>'birthday')::date AS birthday) b
       WHERE o.member_id IS NOT NULL
    $backfill$;
  END IF;
END $$;

INSERT INTO member_sales_rollup
SELECT o.company_id, o.shop_id, o.business_date, o.member_id IS NOT NULL,
       COALESCE(s.gender, 'unknown'), COALESCE(s.age_band, 0), COALESCE(s.level_id, 0),
       COALESCE(s.vip, false), COALESCE(s.new_member, false),
       count(*), sum(o.guests), sum(o.discount), sum(o.net_sales)
  FROM sales_order o
  LEFT JOIN member_order_snapshot s
    ON s.company_id = o.company_id AND s.order_id = o.id AND s.member_id = o.member_id
 WHERE o.status = 'closed'
 GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
INSERT INTO member_sales_month_rollup
SELECT company_id, shop_id, date_trunc('month', business_date)::date, member, gender, age_band, level_id,
       vip, new_member, sum(orders), sum(guests), sum(discount), sum(net_sales)
  FROM member_sales_rollup
 GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;

INSERT INTO member_sales_band_rollup
SELECT o.company_id, o.shop_id, o.business_date, o.member_id IS NOT NULL,
       CASE WHEN o.net_sales < 5000 THEN 1 WHEN o.net_sales < 10000 THEN 2 WHEN o.net_sales < 20000 THEN 3
            WHEN o.net_sales < 50000 THEN 4 WHEN o.net_sales < 100000 THEN 5 ELSE 6 END,
       count(*), sum(o.guests), sum(o.discount), sum(o.net_sales)
  FROM sales_order o
 WHERE o.status = 'closed'
 GROUP BY 1, 2, 3, 4, 5;
INSERT INTO member_sales_band_month_rollup
SELECT company_id, shop_id, date_trunc('month', business_date)::date, member, check_band,
       sum(orders), sum(guests), sum(discount), sum(net_sales)
  FROM member_sales_band_rollup
 GROUP BY 1, 2, 3, 4, 5;
