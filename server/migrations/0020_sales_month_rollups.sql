-- Issue 13's goal for home analytics (p99 at most 150 ms) over a year of a ten-shop chain: the hour,
-- item and payment roll-ups a month to a row. A long range reads its whole months here and only the
-- days at its ends from the daily roll-ups, a few thousand rows where a year of days is some fifty
-- thousand. Same columns as the daily tables, `business_date` being the month's first day; kept in
-- the ingest's transaction from the same figures as the daily rows (server/sales/sales-rollups.ts).
CREATE TABLE sales_hour_month_rollup (LIKE sales_hour_rollup INCLUDING ALL);
CREATE TABLE sales_item_month_rollup (LIKE sales_item_rollup INCLUDING ALL);
CREATE TABLE sales_payment_month_rollup (LIKE sales_payment_rollup INCLUDING ALL);

INSERT INTO sales_hour_month_rollup
SELECT company_id, shop_id, date_trunc('month', business_date)::date, business_hour,
       sum(orders), sum(guests), sum(net_sales)
  FROM sales_hour_rollup GROUP BY 1, 2, 3, 4;
INSERT INTO sales_item_month_rollup
SELECT company_id, shop_id, date_trunc('month', business_date)::date, kind, item_id, name, category_id,
       sum(quantity), sum(amount)
  FROM sales_item_rollup GROUP BY 1, 2, 3, 4, 5, 6, 7;
INSERT INTO sales_payment_month_rollup
SELECT company_id, shop_id, date_trunc('month', business_date)::date, method,
       sum(payments), sum(amount), sum(refunded)
  FROM sales_payment_rollup GROUP BY 1, 2, 3, 4;
