-- Issue 25: a marketing task's progress is live. Its figures are read from its send records
-- (tasks/task-progress.ts), which its own table's live triggers never see: each statement that
-- queues, claims or marks a campaign's records tells the marketingTask topic, once per company it
-- touched, so an open task list reads its progress again (at most four times a second, as every
-- live screen does). The birthday run is not a task: its records say nothing here.
CREATE FUNCTION announce_marketing_progress() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company integer;
BEGIN
  FOR company IN
    SELECT DISTINCT changed.company_id FROM changed_rows AS changed WHERE changed.task LIKE 'marketing:%'
  LOOP
    PERFORM pg_notify('live_change', json_build_object(
      'topic', 'marketingTask', 'companyId', company, 'shopId', NULL)::text);
  END LOOP;
  RETURN NULL;
END $$;

CREATE TRIGGER send_record_marketing_live_insert AFTER INSERT ON send_record
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_marketing_progress();
CREATE TRIGGER send_record_marketing_live_update AFTER UPDATE ON send_record
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_marketing_progress();
