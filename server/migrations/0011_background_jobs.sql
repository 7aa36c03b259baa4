-- Issue 12 item 3: durable background jobs (coupon codes, exports, marketing sends, backups). The
-- queue itself is pg-boss's (its own schema `pgboss`, created and upgraded by pg-boss at start):
-- claiming, retries with backoff, heartbeats and once-across-servers are its work. This typed table
-- is ours: what a screen reads about a job (who may see it, how far it is, how it ended), written
-- in the same transaction as the write that started it, and by the worker as the job advances.
-- A row's id is also its pg-boss job's id, so the two are one job.
CREATE TABLE background_job (
  id uuid PRIMARY KEY,
  company_id integer NOT NULL REFERENCES res_company (id),
  shop_id integer REFERENCES res_shop (id),
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  -- Units of work done out of total (codes written, rows exported); total stays null until known.
  done integer NOT NULL DEFAULT 0 CHECK (done >= 0),
  total integer CHECK (total >= 0),
  -- Why the last attempt failed: a translation key (ns:key) or a provider's own message.
  reason text,
  result jsonb,
  created_by integer REFERENCES res_user (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  CHECK ((state IN ('done', 'failed')) = (finished_at IS NOT NULL))
);
-- A company's jobs, newest first (a screen listing its exports).
CREATE INDEX background_job_company_idx ON background_job (company_id, created_at DESC);
