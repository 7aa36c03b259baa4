-- Issue 14 item 4: the token of a shop's public booking URL (`/book/<token>`), made when its
-- reservation settings are first saved and replaced when an operator recreates the URL. Typed
-- table, not a settings field: the token is the server's alone (no form writes it), recreating it
-- changes no settings version a form holds, and the audit trail records only that it changed.
-- One row per shop; replacing the token overwrites it, so an old token is kept nowhere and never
-- leads to the shop again (business spec §4: recreating the URL invalidates the old one for good).
CREATE TABLE reservation_booking_token (
  shop_id integer PRIMARY KEY REFERENCES res_shop (id),
  company_id integer NOT NULL REFERENCES res_company (id),
  -- 128 random bits, URL-safe: unguessable, so the link itself is the only way to the page.
  token text NOT NULL UNIQUE,
  made_at timestamptz NOT NULL DEFAULT now(),
  made_by integer REFERENCES res_user (id)
);
