-- Issue 25 item 4: marketing messages shown on a member's wallet pass and announced on his devices
-- (server/members/wallet/pass-messages.ts). One row per message a pass was sent, keyed by the
-- sender's key so the same send written twice is one message; Google's loyalty object lists
-- messages by id, and the key is that id. A message counts a change on its pass (wallet_pass.change)
-- and remembers which: Google is told of the messages whose change it has not yet been patched with.
CREATE TABLE wallet_pass_message (
  company_id integer NOT NULL,
  member_id integer NOT NULL,
  -- The sender's idempotency key (a send record's), also the message's id on Google's object.
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
  header text NOT NULL CHECK (char_length(header) BETWEEN 1 AND 100),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 500),
  -- The pass's change this message made.
  change integer NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, member_id, key),
  FOREIGN KEY (company_id, member_id) REFERENCES wallet_pass (company_id, member_id) ON DELETE CASCADE
);
-- A pass's latest messages, the ones it shows.
CREATE INDEX wallet_pass_message_latest_idx ON wallet_pass_message (company_id, member_id, change DESC);
