-- Issue 24: coupons a member is given rather than handed out by a schedule: a top-up's gift, a
-- coupon bought in the points store, a full stamp card's reward. Each is one row per grant key (the
-- ledger transaction or card that gave it, and its place there), written in that transaction, so a
-- replayed or concurrent request grants nothing twice. A grant names itself (the store entry's or
-- the reward's name as it was) when no membership coupon defines it.
ALTER TABLE held_coupon
  ADD COLUMN origin text NOT NULL DEFAULT 'distribution'
    CHECK (origin IN ('distribution', 'topUp', 'store', 'stamps')),
  ADD COLUMN grant_key text CHECK (length(grant_key) BETWEEN 1 AND 240),
  ADD COLUMN name text CHECK (length(name) BETWEEN 1 AND 100),
  ALTER COLUMN member_coupon_id DROP NOT NULL,
  ALTER COLUMN period DROP NOT NULL,
  ADD CONSTRAINT held_coupon_grant_key UNIQUE (company_id, grant_key),
  -- A distribution's row has its period and no grant key; a grant the reverse.
  ADD CONSTRAINT held_coupon_origin_shape CHECK (
    (origin = 'distribution') = (period IS NOT NULL)
    AND (origin = 'distribution') = (grant_key IS NULL)
    AND (member_coupon_id IS NOT NULL OR name IS NOT NULL)
  );
