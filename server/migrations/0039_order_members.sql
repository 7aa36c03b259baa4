-- Issue 23 item 4: an order the point of sale names a member for (docs/api.md "Point-of-sale
-- ingest"). The member is a resource row (res_member), so no foreign key: the ingest checks he is a
-- live member of the order's company. A member's orders are read newest first.
ALTER TABLE sales_order ADD COLUMN member_id integer;
CREATE INDEX sales_order_member_idx ON sales_order (company_id, member_id, closed_at DESC)
  WHERE member_id IS NOT NULL;

-- The ledger's transactions of a source (an order's points, its redemptions), which the ingest
-- reads for each order it writes (engine/server/ledger/ledger-sources.ts).
CREATE INDEX ledger_transaction_source_idx ON ledger_transaction (company_id, source_kind, source_id)
  WHERE source_id IS NOT NULL;
