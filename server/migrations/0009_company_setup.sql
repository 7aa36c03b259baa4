-- Issue 11 item 6: a merchant's first-time setup (/setupwizard). Every merchant made from now on,
-- registered or created by the platform, gets a row in its creating transaction: pending
-- (finished_at null) until its owner submits the wizard. Merchants made before have none: they were
-- set up by hand. Sign-in reads the row to answer `dola_pass` (core spec §2.2).
CREATE TABLE company_setup (
  company_id integer PRIMARY KEY REFERENCES res_company (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  finished_by integer REFERENCES res_user (id)
);

-- What a session answers (dola_pass) changes with the row: app servers forget the sessions they hold.
CREATE TRIGGER company_setup_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON company_setup FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
