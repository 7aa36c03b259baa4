-- Issue 24 item 5: VIP renewals and the send records of messages to members.

-- One row per renewal, keyed by its ledger transaction's key and written in that transaction, so a
-- replayed renewal answers this row and extends nothing twice. It says what was paid and how far the
-- member's VIP-until moved (an inclusive last day, in the company's calendar).
CREATE TABLE vip_renewal (
  company_id integer NOT NULL REFERENCES res_company (id),
  ledger_key text NOT NULL CHECK (length(ledger_key) BETWEEN 1 AND 240),
  member_id integer NOT NULL,
  transaction_id bigint NOT NULL,
  price integer NOT NULL CHECK (price >= 0),
  duration text NOT NULL CHECK (duration IN ('monthly', 'yearly')),
  -- The first day the renewal adds: the day after the VIP-until it found while that held, else its day.
  extended_from date NOT NULL,
  vip_until date NOT NULL CHECK (vip_until > extended_from),
  renewed_by integer,
  renewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, ledger_key),
  FOREIGN KEY (company_id, transaction_id) REFERENCES ledger_transaction (company_id, id)
);
CREATE INDEX vip_renewal_member_idx ON vip_renewal (company_id, member_id, vip_until DESC);

-- A message to a member (ARCHITECTURE.md "Exactly-once sending"): one row per task, occurrence,
-- member and channel, written before the message leaves and marked after, so a job resumes from
-- these rows and never sends one twice. A row left 'sending' by a crash is not sent again (the
-- message may have left); a 'failed' one (the server refused it) may be claimed again. Marketing's
-- campaigns use the same table with their own tasks.
CREATE TABLE send_record (
  company_id integer NOT NULL REFERENCES res_company (id),
  task text NOT NULL CHECK (length(task) BETWEEN 1 AND 100),
  -- Which time of the task it is (a reminder's VIP-until date, a campaign's run).
  occurrence text NOT NULL CHECK (length(occurrence) BETWEEN 1 AND 100),
  member_id integer NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  status text NOT NULL CHECK (status IN ('sending', 'sent', 'failed', 'skipped')),
  -- Why it was skipped (no address) or how it failed.
  reason text CHECK (length(reason) <= 2000),
  attempts integer NOT NULL DEFAULT 1 CHECK (attempts >= 1),
  -- The mail's outbox row, once handed to the mail path.
  mail_id bigint REFERENCES mail_outbox (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  PRIMARY KEY (company_id, task, occurrence, member_id, channel)
);
CREATE INDEX send_record_member_idx ON send_record (company_id, member_id, created_at DESC);
