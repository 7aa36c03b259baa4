-- Issue 25 item 7: members' marketing consent per channel (PDPO Part VIA: recorded before direct
-- marketing, an opt-out honoured at once and kept; UEMO: a working unsubscribe in every message).

-- A member's consent now, one row per channel: no row is no consent, so marketing reaches only the
-- members who said yes. Written with its event in one transaction (server/marketing/consent/consent.ts).
CREATE TABLE member_consent (
  company_id integer NOT NULL REFERENCES res_company (id),
  member_id integer NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms', 'wallet')),
  granted boolean NOT NULL,
  how text NOT NULL CHECK (how IN ('signUp', 'memberPage', 'staff', 'unsubscribeLink', 'smsReply', 'import')),
  -- The staff account that recorded it; NULL when the member himself (or his reply) did.
  changed_by integer,
  changed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, member_id, channel)
);
-- A campaign's recipients: the consenting members of one company and channel, read as one range
-- when the sender joins them over every member (consentingSql).
CREATE INDEX member_consent_granted_idx ON member_consent (company_id, channel, member_id) WHERE granted;

-- Every change of a member's consent, kept for good: what the regulator asks to see, and what his
-- detail lists. Nothing here is ever changed or deleted.
CREATE TABLE member_consent_event (
  company_id integer NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  member_id integer NOT NULL,
  channel text NOT NULL,
  granted boolean NOT NULL,
  how text NOT NULL CHECK (how IN ('signUp', 'memberPage', 'staff', 'unsubscribeLink', 'smsReply', 'import')),
  changed_by integer,
  note text CHECK (length(note) <= 500),
  changed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id),
  FOREIGN KEY (company_id, member_id, channel) REFERENCES member_consent (company_id, member_id, channel)
);
CREATE INDEX member_consent_event_member_idx ON member_consent_event (company_id, member_id, changed_at DESC, id DESC);

-- Written once, as the ledger's history is (0036).
CREATE TRIGGER member_consent_event_written_once BEFORE UPDATE OR DELETE OR TRUNCATE ON member_consent_event
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
