-- Issue 23 item 4: the points rule an order earns by, fixed when the order first names its member
-- (server/members/order-rates.ts). A later version (a refund, a deletion) is counted by the same
-- rule, so a member who moved up a level since cannot earn more by having his order refunded.
CREATE TABLE member_order_rate (
  company_id integer NOT NULL REFERENCES res_company (id),
  -- The order as the ledger names its points' source: `<shopId>:<orderId>`.
  source_id text NOT NULL,
  member_id integer NOT NULL,
  -- Cents of net sales a point takes; null: the member's level had no rule, so it earns nothing.
  cents_per_point bigint CHECK (cents_per_point > 0),
  PRIMARY KEY (company_id, source_id, member_id)
);
