-- Issue 22: the operation reasons report counts the distinct orders of each operation and reason,
-- which no sum of other rows gives: roll-ups whose grain the report engine respects
-- (engine/server/reports/report-types.ts `grain`). An order is one shop's on one day, and every
-- operation of it is replaced with it, so its distinct count within a row is kept exactly in the
-- ingest's transaction (server/sales/sales-rollups.ts) and adds up over any rows that agree on the
-- grain; read through server/sales/report-facts.ts.

-- Operations (of orders of every status) and the distinct orders they touched, by kind and reason,
-- by kind, and by the shop's day alone (the totals row).
CREATE TABLE sales_operation_rollup (
  company_id integer NOT NULL,
  shop_id integer NOT NULL,
  business_date date NOT NULL,
  kind text NOT NULL,
  reason text NOT NULL,
  operations bigint NOT NULL,
  orders bigint NOT NULL,
  PRIMARY KEY (shop_id, business_date, kind, reason)
);
CREATE TABLE sales_operation_kind_rollup (
  company_id integer NOT NULL,
  shop_id integer NOT NULL,
  business_date date NOT NULL,
  kind text NOT NULL,
  operations bigint NOT NULL,
  orders bigint NOT NULL,
  PRIMARY KEY (shop_id, business_date, kind)
);
CREATE TABLE sales_operation_day_rollup (
  company_id integer NOT NULL,
  shop_id integer NOT NULL,
  business_date date NOT NULL,
  operations bigint NOT NULL,
  orders bigint NOT NULL,
  PRIMARY KEY (shop_id, business_date)
);

CREATE INDEX sales_operation_rollup_company_idx ON sales_operation_rollup (company_id, business_date);
CREATE INDEX sales_operation_kind_rollup_company_idx ON sales_operation_kind_rollup (company_id, business_date);
CREATE INDEX sales_operation_day_rollup_company_idx ON sales_operation_day_rollup (company_id, business_date);

CREATE TABLE sales_operation_month_rollup (LIKE sales_operation_rollup INCLUDING ALL);
CREATE TABLE sales_operation_kind_month_rollup (LIKE sales_operation_kind_rollup INCLUDING ALL);
CREATE TABLE sales_operation_day_month_rollup (LIKE sales_operation_day_rollup INCLUDING ALL);

INSERT INTO sales_operation_rollup
SELECT company_id, shop_id, business_date, kind, reason, count(*), count(DISTINCT order_id)
  FROM sales_operation GROUP BY 1, 2, 3, 4, 5;
INSERT INTO sales_operation_kind_rollup
SELECT company_id, shop_id, business_date, kind, count(*), count(DISTINCT order_id)
  FROM sales_operation GROUP BY 1, 2, 3, 4;
INSERT INTO sales_operation_day_rollup
SELECT company_id, shop_id, business_date, count(*), count(DISTINCT order_id)
  FROM sales_operation GROUP BY 1, 2, 3;
INSERT INTO sales_operation_month_rollup
SELECT company_id, shop_id, date_trunc('month', business_date)::date, kind, reason, sum(operations), sum(orders)
  FROM sales_operation_rollup GROUP BY 1, 2, 3, 4, 5;
INSERT INTO sales_operation_kind_month_rollup
SELECT company_id, shop_id, date_trunc('month', business_date)::date, kind, sum(operations), sum(orders)
  FROM sales_operation_kind_rollup GROUP BY 1, 2, 3, 4;
INSERT INTO sales_operation_day_month_rollup
SELECT company_id, shop_id, date_trunc('month', business_date)::date, sum(operations), sum(orders)
  FROM sales_operation_day_rollup GROUP BY 1, 2, 3;
