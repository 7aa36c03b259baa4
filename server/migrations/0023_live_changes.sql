-- Live updates (engine/server/live): a table made live by liveTriggerDdl calls this after each
-- statement, with the rows it changed as `changed_rows` and its topic as the trigger's argument. One
-- notification per tenant the statement touched: who changed what is read back through the ordinary
-- scoped calls, so the payload names only the topic and the tenant. Read through to_jsonb so one
-- function serves tables with a shop column and without.
CREATE FUNCTION announce_live_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenant record;
BEGIN
  FOR tenant IN
    SELECT DISTINCT (to_jsonb(changed) ->> 'company_id')::integer AS company_id,
                    (to_jsonb(changed) ->> 'shop_id')::integer AS shop_id
      FROM changed_rows AS changed
  LOOP
    PERFORM pg_notify('live_change', json_build_object(
      'topic', TG_ARGV[0], 'companyId', tenant.company_id, 'shopId', tenant.shop_id)::text);
  END LOOP;
  RETURN NULL;
END $$;
