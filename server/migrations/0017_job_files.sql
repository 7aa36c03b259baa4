-- Issue 13 item 7: the file a finished background job made (an export of a month of sales records),
-- kept in the database beside its job rather than in a folder, so every app server can answer its
-- download and it goes when its job goes. Written once, by the job's handler, before the job ends.
CREATE TABLE job_file (
  job_id uuid PRIMARY KEY REFERENCES background_job (id) ON DELETE CASCADE,
  name text NOT NULL,
  media_type text NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
