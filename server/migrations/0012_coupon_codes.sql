-- Issue 12 item 5: the codes a coupon's generation makes (business §4), one row each. A coupon of
-- 10,000 codes is generated in batches, each batch one transaction with its progress, so a
-- generation cut off by a crash resumes after its last whole batch: `seq` numbers a coupon's codes
-- from 1, and the primary key lets no number be made twice. A code is unique across every coupon,
-- so the point of sale finds a scanned code's coupon from the code alone.
-- Typed table: written only by the generation; no form edits it. The coupon is a resource row
-- (created after migrations run), so it is not a foreign key here; the company is.
CREATE TABLE coupon_code (
  coupon_id integer NOT NULL,
  seq integer NOT NULL CHECK (seq > 0),
  company_id integer NOT NULL REFERENCES res_company (id),
  code text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (coupon_id, seq)
);
