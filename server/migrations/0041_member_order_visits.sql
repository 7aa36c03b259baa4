-- Issue 23 item 3: the visits rule an order counts by, kept beside its spending rule when the order
-- first names its member (server/members/order-rates.ts), so a visit refunded or deleted after he
-- changed levels is recounted by the rule it was made under. Visits per point; null: his level had
-- no visits rule then (every order named before this migration too), so the visit earns nothing.
ALTER TABLE member_order_rate ADD COLUMN visits_per_point integer CHECK (visits_per_point > 0);
