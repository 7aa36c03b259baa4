-- Issue 22: the customer feedback report over a ten-shop year took about 0.35 s reading every
-- feedback row six times. Feedback by shop, business day, score and channel, with each average's
-- sum and count (an aspect not rated counts in neither), kept in the feedback ingest's transaction
-- (server/sales/ingest-feedback.ts, sales-rollups.ts) and read through server/sales/feedback-facts.ts;
-- its monthly twin holds a long range's whole months.
CREATE TABLE customer_feedback_rollup (
  company_id integer NOT NULL,
  shop_id integer NOT NULL,
  business_date date NOT NULL,
  score smallint NOT NULL,
  channel text NOT NULL,
  feedback bigint NOT NULL,
  score_sum bigint NOT NULL,
  food_sum bigint NOT NULL,
  food_count bigint NOT NULL,
  service_sum bigint NOT NULL,
  service_count bigint NOT NULL,
  environment_sum bigint NOT NULL,
  environment_count bigint NOT NULL,
  value_sum bigint NOT NULL,
  value_count bigint NOT NULL,
  PRIMARY KEY (shop_id, business_date, score, channel)
);
CREATE INDEX customer_feedback_rollup_company_idx ON customer_feedback_rollup (company_id, business_date);
CREATE TABLE customer_feedback_month_rollup (LIKE customer_feedback_rollup INCLUDING ALL);

INSERT INTO customer_feedback_rollup
SELECT company_id, shop_id, business_date, score, channel, count(*), sum(score),
       coalesce(sum(rating_food), 0), count(rating_food), coalesce(sum(rating_service), 0), count(rating_service),
       coalesce(sum(rating_environment), 0), count(rating_environment), coalesce(sum(rating_value), 0), count(rating_value)
  FROM customer_feedback GROUP BY 1, 2, 3, 4, 5;
INSERT INTO customer_feedback_month_rollup
SELECT company_id, shop_id, date_trunc('month', business_date)::date, score, channel, sum(feedback), sum(score_sum),
       sum(food_sum), sum(food_count), sum(service_sum), sum(service_count),
       sum(environment_sum), sum(environment_count), sum(value_sum), sum(value_count)
  FROM customer_feedback_rollup GROUP BY 1, 2, 3, 4, 5;

-- The dissatisfaction breakdown counts distinct feedback, which no roll-up adds up; it reads only
-- the feedback that ticked something (about a quarter), through this index.
CREATE INDEX customer_feedback_dissatisfied_idx ON customer_feedback (company_id, business_date)
  WHERE cardinality(dissatisfactions) > 0;
