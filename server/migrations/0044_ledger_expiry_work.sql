-- Issue 23: one million points lots expired in at most 60 s (docs/benchmarks.md). 0038's
-- ledger_expire_due spent most of a batch of 5,000 accounts joining the whole account table: the
-- planner, costing a random read at four sequential ones, preferred reading a million accounts to
-- 5,000 index lookups in the two statements that move balances and write entries. On a server
-- whose tables sit in memory a random read costs about what a sequential one does, so the function
-- plans with that (random_page_cost 1.1). It also joins the accounts once, not three times: the
-- due accounts are read from the lots alone, and the balances moved and the entries written are
-- one statement.
--
-- And it runs in shards: p_shard of p_shards takes only the accounts whose id leaves that
-- remainder, and moves its own shard of the company's expiry account (member_id 0, -1, -2…; the
-- company's expired points are their sum), so the expiry job's workers never wait on one row and
-- use each core. An applied migration never changes, so the function is replaced here whole.
DROP FUNCTION ledger_expire_due(integer, timestamptz, integer, text, text);
CREATE FUNCTION ledger_expire_due(p_company integer, p_now timestamptz, p_limit integer, p_counter_kind text,
  p_type text, p_shard integer, p_shards integer)
RETURNS integer LANGUAGE plpgsql SET random_page_cost = 1.1 AS $$
DECLARE
  v_lots integer;
  v_id bigint;
  v_total bigint;
  -- This shard's part of the company's expiry account.
  v_counter integer := -p_shard;
BEGIN
  IF to_regclass('pg_temp.ledger_expiring_account') IS NULL THEN
    CREATE TEMP TABLE ledger_expiring_account (account_id bigint PRIMARY KEY) ON COMMIT DELETE ROWS;
    CREATE TEMP TABLE ledger_expiring_lot (lot_id bigint, account_id bigint, remaining bigint) ON COMMIT DELETE ROWS;
  END IF;
  DELETE FROM ledger_expiring_account;
  DELETE FROM ledger_expiring_lot;

  INSERT INTO ledger_expiring_account
  SELECT DISTINCT account_id FROM (
    SELECT account_id FROM ledger_lot
    WHERE company_id = p_company AND remaining > 0 AND expires_at <= p_now AND account_id % p_shards = p_shard
    ORDER BY expires_at LIMIT p_limit) d;
  IF NOT FOUND THEN RETURN 0; END IF;
  -- A temporary table has no statistics until analysed: without them a batch's joins are planned
  -- for a handful of rows.
  ANALYZE ledger_expiring_account;

  INSERT INTO ledger_account (company_id, kind, member_id, unit, floor, lots)
  SELECT p_company, p_counter_kind, v_counter, a.unit, NULL::bigint, false FROM ledger_account a
  WHERE a.company_id = p_company AND a.id = (SELECT min(account_id) FROM ledger_expiring_account)
  ON CONFLICT (company_id, kind, member_id) DO NOTHING;
  PERFORM 1 FROM ledger_account a
  JOIN (SELECT account_id FROM ledger_expiring_account
        UNION ALL
        SELECT id FROM ledger_account WHERE company_id = p_company AND kind = p_counter_kind AND member_id = v_counter) t
    ON a.company_id = p_company AND a.id = t.account_id
  ORDER BY a.id FOR UPDATE OF a;

  -- Under the locks: what is still due (a spend may have emptied a lot while this waited).
  -- Each account's lots looked up by its own (OFFSET 0 keeps the lookup apart): merged in account
  -- order instead, the scan walked past every lot earlier batches emptied, more at each batch.
  INSERT INTO ledger_expiring_lot
  SELECT l.id, d.account_id, l.remaining
  FROM ledger_expiring_account d
  CROSS JOIN LATERAL (
    SELECT id, remaining FROM ledger_lot
    WHERE company_id = p_company AND account_id = d.account_id AND remaining > 0 AND expires_at <= p_now
    OFFSET 0) l;
  GET DIAGNOSTICS v_lots = ROW_COUNT;
  IF v_lots = 0 THEN RETURN 0; END IF;
  ANALYZE ledger_expiring_lot;
  SELECT sum(remaining) INTO v_total FROM ledger_expiring_lot;

  -- Its key is its own id: nothing replays an expiry run (0038).
  v_id := nextval(pg_get_serial_sequence('ledger_transaction', 'id'));
  INSERT INTO ledger_transaction (company_id, id, idempotency_key, request_hash, source_kind)
  VALUES (p_company, v_id, '#expiry:' || v_id, 'expiry', 'expiry');
  UPDATE ledger_lot l SET remaining = 0 FROM ledger_expiring_lot d WHERE l.company_id = p_company AND l.id = d.lot_id;
  INSERT INTO ledger_lot_use (company_id, transaction_id, lot_id, account_id, amount)
  SELECT p_company, v_id, lot_id, account_id, -remaining FROM ledger_expiring_lot;

  -- The entries' check (ledger_check_entries) runs after the whole statement, so it reads the
  -- balances both updates left.
  WITH lost AS (
    SELECT account_id, sum(remaining) AS amount FROM ledger_expiring_lot GROUP BY account_id
  ), moved AS (
    UPDATE ledger_account a SET balance = a.balance - lost.amount FROM lost
    WHERE a.company_id = p_company AND a.id = lost.account_id
    RETURNING a.id, a.unit, -lost.amount AS amount, a.balance
  ), counter AS (
    UPDATE ledger_account SET balance = balance + v_total
    WHERE company_id = p_company AND kind = p_counter_kind AND member_id = v_counter
    RETURNING id, unit, v_total AS amount, balance
  )
  INSERT INTO ledger_entry (company_id, transaction_id, account_id, unit, type, amount, balance_after)
  SELECT p_company, v_id, id, unit, p_type, amount, balance FROM moved
  UNION ALL
  SELECT p_company, v_id, id, unit, p_type, amount, balance FROM counter;
  RETURN v_lots;
END $$;
