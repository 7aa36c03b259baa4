-- Per-user settings kept on the server (column layouts, saved searches), so they follow the operator
-- from one browser to the next and survive sign-out.
CREATE TABLE user_preference (
  user_id integer NOT NULL REFERENCES res_user (id) ON DELETE CASCADE,
  key text NOT NULL,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
