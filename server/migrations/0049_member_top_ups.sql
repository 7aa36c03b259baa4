-- Issue 24 item 3: a member's top-up, one row per caller's key (the staff's or a till's, as the
-- ledger's key of the top-up's transaction). Written first in the top-up's own transaction, so two
-- copies of one request wait on each other and the second answers the first's outcome, and a key
-- sent again for another member or option is told apart from a replay. The outcome is what the first
-- call answered: the transaction, the holdings after it and the coupons it gave.
CREATE TABLE member_top_up (
  company_id integer NOT NULL REFERENCES res_company (id),
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 240),
  member_id integer NOT NULL,
  top_up_option_id integer NOT NULL,
  outcome jsonb,
  topped_up_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, idempotency_key)
);
