-- Issue 10: app servers keep resolved sessions in a short-lived cache (server/auth/session-cache.ts).
-- Every change to what a session is resolved from tells every app server at once, in the writing
-- transaction, so no write path can forget to: a revocation, a deleted session, any change to an
-- account (type, reach, secrets, disabled, deletion) or to a permission type. The payload is empty:
-- such changes are rare, and each server simply forgets every session it holds. PostgreSQL folds
-- identical notifications of one transaction into one, so a statement touching many rows sends one.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_change', '');
  RETURN NULL;
END
$$;

-- The once-a-minute touch of a live session (last_seen_at, and expires_at pushed later) changes
-- neither who it is nor what it may do, and must not empty the caches; an expiry brought forward does.
CREATE TRIGGER user_session_changed AFTER UPDATE ON user_session FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR NEW.expires_at < OLD.expires_at
        OR OLD.user_id <> NEW.user_id OR OLD.token_hash <> NEW.token_hash)
  EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER user_session_removed AFTER DELETE OR TRUNCATE
  ON user_session FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER res_user_changed AFTER UPDATE OR DELETE OR TRUNCATE
  ON res_user FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER res_privilege_mapping_changed AFTER UPDATE OR DELETE OR TRUNCATE
  ON res_privilege_mapping FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
