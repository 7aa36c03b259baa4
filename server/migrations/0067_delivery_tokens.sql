-- Issue 27: each shop's access token on each delivery platform, kept between calls and app servers
-- (server/delivery/delivery-tokens.ts), so a token is asked for once and renewed before it expires
-- rather than on every call. The tokens are sealed with the server's keys, as encrypted fields are.
CREATE TABLE delivery_token (
  company_id integer NOT NULL REFERENCES res_company (id),
  shop_id integer NOT NULL,
  platform text NOT NULL CHECK (platform IN ('foodpanda', 'deliveroo', 'keeta')),
  token text NOT NULL,
  refresh_token text,
  expires_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, shop_id, platform)
);
