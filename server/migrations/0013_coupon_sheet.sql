-- Issue 12 item 5: the printable sheets a coupon's generation ends with (business §4), one PDF per
-- coupon, kept in the database rather than a folder: it is written in the same transaction that
-- marks the coupon created, so a coupon is never "created" without its file nor the reverse, and
-- every app server can answer its download. A regeneration replaces it.
CREATE TABLE coupon_sheet (
  coupon_id integer PRIMARY KEY,
  company_id integer NOT NULL REFERENCES res_company (id),
  job_id uuid NOT NULL,
  pages integer NOT NULL CHECK (pages > 0),
  pdf bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A coupon's latest generation job, which its screens show as a progress bar (coupon-hooks.ts).
CREATE INDEX background_job_coupon_idx ON background_job ((payload->>'couponId'), created_at DESC)
  WHERE kind = 'couponGeneration';
