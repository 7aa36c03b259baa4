-- Recurring background jobs (engine/server/jobs/recurring-jobs.ts): each company's run of a kind in
-- each period is started once, whichever app server finds it due first. The row and the job commit
-- together, so a run is never started twice nor lost between two servers.
CREATE TABLE recurring_job_run (
  company_id integer NOT NULL REFERENCES res_company (id),
  kind text NOT NULL,
  -- The start of the period the run is for (an hour, for points expiry).
  period_start timestamptz NOT NULL,
  job_id uuid REFERENCES background_job (id),
  PRIMARY KEY (company_id, kind, period_start)
);
