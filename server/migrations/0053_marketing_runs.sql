-- Issue 25: marketing tasks' runs, sent exactly once from their send records.

-- The send records take marketing's channels and a queue: a run writes one 'queued' row per
-- consenting recipient and channel when it starts (its recipients, fixed then), and the sender claims
-- them ('sending', committed before the message leaves) and marks them. A throttled message goes back
-- to 'queued' with the time it may be tried again; `cost` is the credits it takes (an SMS's segments).
ALTER TABLE send_record DROP CONSTRAINT send_record_channel_check;
ALTER TABLE send_record ADD CONSTRAINT send_record_channel_check CHECK (channel IN ('email', 'sms', 'wallet'));
ALTER TABLE send_record DROP CONSTRAINT send_record_status_check;
ALTER TABLE send_record ADD CONSTRAINT send_record_status_check
  CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'skipped'));
ALTER TABLE send_record
  ADD COLUMN cost integer NOT NULL DEFAULT 0 CHECK (cost BETWEEN 0 AND 100),
  ADD COLUMN provider_id text CHECK (length(provider_id) <= 200),
  ADD COLUMN not_before timestamptz,
  ADD COLUMN claimed_at timestamptz;
-- A queued row has not been tried yet.
ALTER TABLE send_record DROP CONSTRAINT send_record_attempts_check;
ALTER TABLE send_record ADD CONSTRAINT send_record_attempts_check CHECK (attempts >= 0);
CREATE INDEX send_record_queued_idx ON send_record (company_id, task, occurrence, channel, member_id)
  WHERE status IN ('queued', 'sending');

-- When each task runs next (its send rule in the company's time zone), written when the task is
-- created, resumed or run, so finding the due tasks is one indexed read.
CREATE TABLE marketing_schedule (
  company_id integer NOT NULL REFERENCES res_company (id),
  task_id integer NOT NULL,
  occurrence text NOT NULL CHECK (length(occurrence) BETWEEN 1 AND 100),
  due_at timestamptz NOT NULL,
  PRIMARY KEY (company_id, task_id)
);
CREATE INDEX marketing_schedule_due_idx ON marketing_schedule (due_at);

-- One row per run of a task (its occurrence): its recipients when it started, the credits it holds
-- for what it has not sent yet, and how it ended. The history reads these with their send records.
CREATE TABLE marketing_run (
  company_id integer NOT NULL REFERENCES res_company (id),
  task_id integer NOT NULL,
  occurrence text NOT NULL CHECK (length(occurrence) BETWEEN 1 AND 100),
  -- A task's run, or the daily birthday run.
  kind text NOT NULL CHECK (kind IN ('task', 'birthday')),
  -- The task's name as it was, so the history names a task deleted since.
  name text NOT NULL DEFAULT '' CHECK (length(name) <= 100),
  status text NOT NULL CHECK (status IN ('sending', 'finished', 'stopped', 'unfunded', 'missed')),
  due_at timestamptz NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  recipients integer NOT NULL DEFAULT 0 CHECK (recipients >= 0),
  -- The credits the run holds back per channel for its unsent messages (a ledger movement each).
  held_email integer NOT NULL DEFAULT 0 CHECK (held_email >= 0),
  held_sms integer NOT NULL DEFAULT 0 CHECK (held_sms >= 0),
  -- How many times its holding was settled (a stop) and taken again (a resume): the ledger keys' count.
  holds integer NOT NULL DEFAULT 0 CHECK (holds >= 0),
  PRIMARY KEY (company_id, task_id, occurrence)
);
CREATE INDEX marketing_run_sending_idx ON marketing_run (company_id) WHERE status = 'sending';

-- One sender per company at a time, across every app server: the job holding the lease beats it as it
-- works; a lease not beaten for a while is a dead server's, taken over with its claimed messages.
CREATE TABLE marketing_sender (
  company_id integer PRIMARY KEY REFERENCES res_company (id),
  job_id text NOT NULL,
  beat_at timestamptz NOT NULL
);

-- The next instant a company's channel may hand over a message: taken a batch at a time, so every
-- sender of the company, on any server, keeps to the channel's cap together.
CREATE TABLE send_pace (
  company_id integer NOT NULL REFERENCES res_company (id),
  channel text NOT NULL CHECK (channel IN ('email', 'sms', 'wallet')),
  next_at timestamptz NOT NULL,
  PRIMARY KEY (company_id, channel)
);

-- A marketing task's or a birthday's coupon, given once per send record.
ALTER TABLE held_coupon DROP CONSTRAINT held_coupon_origin_check;
ALTER TABLE held_coupon ADD CONSTRAINT held_coupon_origin_check
  CHECK (origin IN ('distribution', 'topUp', 'store', 'stamps', 'marketing'));

-- What the run sends, as it was when it started: a task edited or a birthday message changed later
-- changes neither a running run nor its history.
ALTER TABLE marketing_run ADD COLUMN message jsonb NOT NULL DEFAULT '{}'::jsonb;
