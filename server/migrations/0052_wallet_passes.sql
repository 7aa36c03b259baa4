-- Issue 24 item 7: the wallet passes issued to members (Apple Wallet and Google Wallet), one per
-- member, and what each last showed. A change of his points, balance or level since then is counted
-- once (`change`); each platform's path records the change it last delivered, so a run that stops
-- half way delivers the rest on its next attempt and never a change twice once recorded.
-- Typed tables, written by the member's downloads, Apple's pass web service and the update job.
CREATE TABLE wallet_pass (
  company_id integer NOT NULL REFERENCES res_company (id),
  member_id integer NOT NULL,
  -- The pass's serial number (Apple) and its loyalty object's suffix (Google): never changes.
  serial text NOT NULL CHECK (length(serial) BETWEEN 16 AND 64),
  -- What Apple's devices send back as `Authorization: ApplePass <token>`.
  auth_token text NOT NULL CHECK (length(auth_token) BETWEEN 16 AND 128),
  -- The language the member asked for it in: its labels, and its updates'.
  language text NOT NULL CHECK (language IN ('zh-TW', 'zh-CN', 'en')),
  -- What the pass shows now: points, balance in cents, his level (none: NULL).
  shown_points bigint NOT NULL,
  shown_balance bigint NOT NULL,
  shown_level integer,
  change integer NOT NULL DEFAULT 0 CHECK (change >= 0),
  changed_at timestamptz NOT NULL DEFAULT now(),
  -- The change last pushed to his Apple devices, and last written to his Google object.
  apple_pushed integer NOT NULL DEFAULT 0 CHECK (apple_pushed <= change),
  google_saved boolean NOT NULL DEFAULT false,
  google_patched integer NOT NULL DEFAULT 0 CHECK (google_patched <= change),
  PRIMARY KEY (company_id, member_id),
  -- Keyed by company like every tenant table (ARCHITECTURE.md "Beyond one machine").
  UNIQUE (company_id, serial)
);
-- Apple's calls name the pass by its serial alone (with its token), before its company is known.
CREATE INDEX wallet_pass_serial_idx ON wallet_pass (serial);

-- Apple devices that registered a pass for its updates (Apple's pass web service), at most a few
-- per pass (server/members/wallet/wallet-passes.ts).
CREATE TABLE wallet_pass_device (
  company_id integer NOT NULL,
  device_id text NOT NULL CHECK (length(device_id) BETWEEN 1 AND 128),
  serial text NOT NULL,
  push_token text NOT NULL CHECK (length(push_token) BETWEEN 1 AND 200),
  registered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, device_id, serial),
  FOREIGN KEY (company_id, serial) REFERENCES wallet_pass (company_id, serial) ON DELETE CASCADE
);
CREATE INDEX wallet_pass_device_serial_idx ON wallet_pass_device (company_id, serial);
