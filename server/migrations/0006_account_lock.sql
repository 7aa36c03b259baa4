-- Wrong passwords counted per account (issue 5, business spec §6): after ten in a row the account
-- locks until someone who manages it unlocks it (PUT /unlock/user). Unlike the time-boxed throttle
-- (login_throttle), a lock does not lift by itself.
CREATE TABLE account_lock (
  user_id integer PRIMARY KEY REFERENCES res_user (id) ON DELETE CASCADE,
  failures integer NOT NULL DEFAULT 0,
  locked_at timestamptz
);
