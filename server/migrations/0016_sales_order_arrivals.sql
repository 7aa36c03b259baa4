-- Issue 13 item 4: a report answers how fresh its figures are, the latest arrival among the caller's
-- orders. Read per company from this index's first entry (engine/server/reports/report-run.ts), it
-- costs one index probe where a scan of a year of a chain's orders took hundreds of milliseconds.
CREATE INDEX sales_order_company_arrival_idx ON sales_order (company_id, ingested_at DESC);
