-- Issue 22: every business report over a ten-shop year at most 150 ms p99. The reports that read the
-- raw orders (table turnover, coupons, consumption bands, server sales, deleted dishes) took 0.8 to
-- 5.6 s; these roll-ups answer them, kept in the ingest's transaction with the others
-- (server/sales/sales-rollups.ts) and read through server/sales/report-facts.ts. Each is one shop's
-- business day and one value of its dimension, with a monthly twin (business_date the month's
-- first day) for a long range's whole months. A dimension that may be null keeps its nulls as one
-- value (NULLS NOT DISTINCT), so the roll-up groups exactly as the raw facts do.

-- Closed orders by coupon (null: none), for the coupon report's parts, with or without a coupon.
CREATE TABLE sales_coupon_rollup (
  company_id integer NOT NULL,
  shop_id integer NOT NULL,
  business_date date NOT NULL,
  coupon_id integer,
  orders bigint NOT NULL,
  guests bigint NOT NULL,
  discount bigint NOT NULL,
  net_sales bigint NOT NULL,
  UNIQUE NULLS NOT DISTINCT (shop_id, business_date, coupon_id)
);

-- Closed orders by the server (waiter) who took them.
CREATE TABLE sales_server_rollup (
  company_id integer NOT NULL,
  shop_id integer NOT NULL,
  business_date date NOT NULL,
  server_id integer,
  orders bigint NOT NULL,
  guests bigint NOT NULL,
  discount bigint NOT NULL,
  net_sales bigint NOT NULL,
  UNIQUE NULLS NOT DISTINCT (shop_id, business_date, server_id)
);

-- Closed orders by their consumption bands (server/sales/consumption-bands.ts), worked out at ingest.
-- The bands' bounds are in the key: a change of bounds comes with a migration that fills this again.
CREATE TABLE sales_band_rollup (
  company_id integer NOT NULL,
  shop_id integer NOT NULL,
  business_date date NOT NULL,
  check_band smallint NOT NULL,
  per_guest_band smallint NOT NULL,
  party_size smallint NOT NULL,
  orders bigint NOT NULL,
  guests bigint NOT NULL,
  discount bigint NOT NULL,
  net_sales bigint NOT NULL,
  PRIMARY KEY (shop_id, business_date, check_band, per_guest_band, party_size)
);

-- Closed dine-in orders by table: a table counted once over any range is one distinct row identity.
CREATE TABLE sales_table_rollup (
  company_id integer NOT NULL,
  shop_id integer NOT NULL,
  business_date date NOT NULL,
  table_name text,
  orders bigint NOT NULL,
  guests bigint NOT NULL,
  discount bigint NOT NULL,
  net_sales bigint NOT NULL,
  UNIQUE NULLS NOT DISTINCT (shop_id, business_date, table_name)
);

-- Deleted lines of orders of every status, by the order's status, the dish's name and the reason.
CREATE TABLE sales_deleted_line_rollup (
  company_id integer NOT NULL,
  shop_id integer NOT NULL,
  business_date date NOT NULL,
  status text NOT NULL,
  name text NOT NULL,
  reason text NOT NULL,
  quantity bigint NOT NULL,
  amount bigint NOT NULL,
  lines bigint NOT NULL,
  PRIMARY KEY (shop_id, business_date, status, name, reason)
);

CREATE INDEX sales_coupon_rollup_company_idx ON sales_coupon_rollup (company_id, business_date);
CREATE INDEX sales_server_rollup_company_idx ON sales_server_rollup (company_id, business_date);
CREATE INDEX sales_band_rollup_company_idx ON sales_band_rollup (company_id, business_date);
CREATE INDEX sales_table_rollup_company_idx ON sales_table_rollup (company_id, business_date);
CREATE INDEX sales_deleted_line_rollup_company_idx ON sales_deleted_line_rollup (company_id, business_date);

CREATE TABLE sales_coupon_month_rollup (LIKE sales_coupon_rollup INCLUDING ALL);
CREATE TABLE sales_server_month_rollup (LIKE sales_server_rollup INCLUDING ALL);
CREATE TABLE sales_band_month_rollup (LIKE sales_band_rollup INCLUDING ALL);
CREATE TABLE sales_table_month_rollup (LIKE sales_table_rollup INCLUDING ALL);
CREATE TABLE sales_deleted_line_month_rollup (LIKE sales_deleted_line_rollup INCLUDING ALL);

-- The facts already stored, as the ingest would have summed them.
INSERT INTO sales_coupon_rollup
SELECT company_id, shop_id, business_date, coupon_id, count(*), sum(guests), sum(discount), sum(net_sales)
  FROM sales_order WHERE status = 'closed' GROUP BY 1, 2, 3, 4;
INSERT INTO sales_server_rollup
SELECT company_id, shop_id, business_date, server_id, count(*), sum(guests), sum(discount), sum(net_sales)
  FROM sales_order WHERE status = 'closed' GROUP BY 1, 2, 3, 4;
INSERT INTO sales_band_rollup
SELECT o.company_id, o.shop_id, o.business_date,
       CASE WHEN o.net_sales < 5000 THEN 1 WHEN o.net_sales < 10000 THEN 2 WHEN o.net_sales < 20000 THEN 3
            WHEN o.net_sales < 50000 THEN 4 WHEN o.net_sales < 100000 THEN 5 ELSE 6 END,
       CASE WHEN o.guests = 0 THEN 0 WHEN o.net_sales < 2500 * o.guests THEN 1
            WHEN o.net_sales < 5000 * o.guests THEN 2 WHEN o.net_sales < 10000 * o.guests THEN 3
            WHEN o.net_sales < 20000 * o.guests THEN 4 WHEN o.net_sales < 40000 * o.guests THEN 5 ELSE 6 END,
       CASE WHEN o.guests = 0 THEN 0 WHEN o.guests < 2 THEN 1 WHEN o.guests < 3 THEN 2 WHEN o.guests < 5 THEN 3
            WHEN o.guests < 7 THEN 4 WHEN o.guests < 11 THEN 5 ELSE 6 END,
       count(*), sum(o.guests), sum(o.discount), sum(o.net_sales)
  FROM sales_order o WHERE o.status = 'closed' GROUP BY 1, 2, 3, 4, 5, 6;
INSERT INTO sales_table_rollup
SELECT company_id, shop_id, business_date, table_name, count(*), sum(guests), sum(discount), sum(net_sales)
  FROM sales_order WHERE status = 'closed' AND order_type = 'dineIn' GROUP BY 1, 2, 3, 4;
INSERT INTO sales_deleted_line_rollup
SELECT l.company_id, l.shop_id, l.business_date, o.status, l.name, coalesce(l.deleted_reason, ''),
       sum(l.quantity), sum(l.amount), count(*)
  FROM sales_order_line l JOIN sales_order o ON o.id = l.order_id WHERE l.deleted GROUP BY 1, 2, 3, 4, 5, 6;

INSERT INTO sales_coupon_month_rollup
SELECT company_id, shop_id, date_trunc('month', business_date)::date, coupon_id,
       sum(orders), sum(guests), sum(discount), sum(net_sales)
  FROM sales_coupon_rollup GROUP BY 1, 2, 3, 4;
INSERT INTO sales_server_month_rollup
SELECT company_id, shop_id, date_trunc('month', business_date)::date, server_id,
       sum(orders), sum(guests), sum(discount), sum(net_sales)
  FROM sales_server_rollup GROUP BY 1, 2, 3, 4;
INSERT INTO sales_band_month_rollup
SELECT company_id, shop_id, date_trunc('month', business_date)::date, check_band, per_guest_band, party_size,
       sum(orders), sum(guests), sum(discount), sum(net_sales)
  FROM sales_band_rollup GROUP BY 1, 2, 3, 4, 5, 6;
INSERT INTO sales_table_month_rollup
SELECT company_id, shop_id, date_trunc('month', business_date)::date, table_name,
       sum(orders), sum(guests), sum(discount), sum(net_sales)
  FROM sales_table_rollup GROUP BY 1, 2, 3, 4;
INSERT INTO sales_deleted_line_month_rollup
SELECT company_id, shop_id, date_trunc('month', business_date)::date, status, name, reason,
       sum(quantity), sum(amount), sum(lines)
  FROM sales_deleted_line_rollup GROUP BY 1, 2, 3, 4, 5, 6;
