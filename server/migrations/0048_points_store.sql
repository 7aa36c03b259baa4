-- Issue 24 item 2: the points store. A store entry (the declared resources `storeCoupon` and
-- `storeItem`) is bought with points; these typed tables hold what its record cannot: how many of
-- it were drawn (its stock is the record's, what remains is stock less drawn), drawn by a
-- conditional update so two redemptions can never take the last one both; and each redemption,
-- one row per key, so a replay answers the first outcome and a member's redemptions can be listed.
-- Resource rows are created after migrations run, so only the company is a foreign key here.
CREATE TABLE store_stock (
  company_id integer NOT NULL REFERENCES res_company (id),
  entry_kind text NOT NULL CHECK (entry_kind IN ('item', 'coupon')),
  entry_id integer NOT NULL,
  drawn integer NOT NULL CHECK (drawn >= 0),
  PRIMARY KEY (company_id, entry_kind, entry_id)
);

CREATE TABLE store_redemption (
  company_id integer NOT NULL REFERENCES res_company (id),
  -- The caller's key as kept: `staff:<key>` or `page:<member>:<key>` (server/members/stores).
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 240),
  member_id integer NOT NULL,
  entry_kind text NOT NULL CHECK (entry_kind IN ('item', 'coupon')),
  entry_id integer NOT NULL,
  -- The entry as it was redeemed: its name, the points and postage (cents) paid, the coupons given.
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  points integer NOT NULL CHECK (points > 0),
  postage integer NOT NULL CHECK (postage >= 0),
  coupons integer NOT NULL CHECK (coupons >= 0),
  -- The ledger transaction that paid for it, written in the same database transaction.
  transaction_id bigint,
  redeemed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, idempotency_key)
);
-- A member's redemptions, newest first (his detail, his page).
CREATE INDEX store_redemption_member_idx ON store_redemption (company_id, member_id, redeemed_at DESC);
