-- Issue 25: a run that could not start (its task's text cannot be written for the company's
-- members) is kept as failed with the reason, and its task moves on to its next run, so one broken
-- task never holds back the company's other sends.
ALTER TABLE marketing_run DROP CONSTRAINT marketing_run_status_check;
ALTER TABLE marketing_run ADD CONSTRAINT marketing_run_status_check
  CHECK (status IN ('sending', 'finished', 'stopped', 'unfunded', 'missed', 'failed'));
ALTER TABLE marketing_run ADD COLUMN reason text CHECK (length(reason) <= 2000);
