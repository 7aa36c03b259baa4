-- Issue 23: an expiry run's transaction key was made of the first lot it expired and how many, and
-- the same pair could come round again: a run expires a lot's rest, a refund then gives points back
-- to that lot, and the next run expires it alone once more, under the same key, which the key's
-- uniqueness refused. An applied migration never changes, so the function is replaced here whole;
-- only its key differs from 0036's.
CREATE OR REPLACE FUNCTION ledger_expire_due(p_company integer, p_now timestamptz, p_limit integer, p_counter_kind text, p_type text)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_lots integer;
  v_id bigint;
  v_total bigint;
BEGIN
  IF to_regclass('pg_temp.ledger_due_account') IS NULL THEN
    CREATE TEMP TABLE ledger_due_account (account_id bigint PRIMARY KEY, unit text) ON COMMIT DELETE ROWS;
    CREATE TEMP TABLE ledger_due_lot (lot_id bigint, account_id bigint, remaining bigint) ON COMMIT DELETE ROWS;
  END IF;
  DELETE FROM ledger_due_account;
  DELETE FROM ledger_due_lot;

  INSERT INTO ledger_due_account
  SELECT DISTINCT d.account_id, a.unit
  FROM (SELECT account_id FROM ledger_lot
        WHERE company_id = p_company AND remaining > 0 AND expires_at <= p_now
        ORDER BY expires_at LIMIT p_limit) d
  JOIN ledger_account a ON a.company_id = p_company AND a.id = d.account_id;
  IF NOT FOUND THEN RETURN 0; END IF;
  -- A temporary table has no statistics until analysed: without them a batch's joins are planned
  -- for a handful of rows.
  ANALYZE ledger_due_account;

  INSERT INTO ledger_account (company_id, kind, member_id, unit, floor, lots)
  SELECT DISTINCT p_company, p_counter_kind, 0, unit, NULL::bigint, false FROM ledger_due_account
  ON CONFLICT (company_id, kind, member_id) DO NOTHING;
  PERFORM 1 FROM ledger_account a
  JOIN (SELECT account_id FROM ledger_due_account
        UNION ALL
        SELECT id FROM ledger_account WHERE company_id = p_company AND kind = p_counter_kind AND member_id = 0) t
    ON a.company_id = p_company AND a.id = t.account_id
  ORDER BY a.id FOR UPDATE OF a;

  -- Under the locks: what is still due (a spend may have emptied a lot while this waited).
  INSERT INTO ledger_due_lot
  SELECT l.id, l.account_id, l.remaining
  FROM ledger_lot l JOIN ledger_due_account d ON l.account_id = d.account_id
  WHERE l.company_id = p_company AND l.remaining > 0 AND l.expires_at <= p_now;
  GET DIAGNOSTICS v_lots = ROW_COUNT;
  IF v_lots = 0 THEN RETURN 0; END IF;
  ANALYZE ledger_due_lot;
  SELECT sum(remaining) INTO v_total FROM ledger_due_lot;

  -- Its key is its own id: nothing replays an expiry run, and a key made of what it expired could
  -- come round again (a refund gives points back to a lot an earlier run expired).
  v_id := nextval(pg_get_serial_sequence('ledger_transaction', 'id'));
  INSERT INTO ledger_transaction (company_id, id, idempotency_key, request_hash, source_kind)
  VALUES (p_company, v_id, '#expiry:' || v_id, 'expiry', 'expiry');
  UPDATE ledger_lot l SET remaining = 0 FROM ledger_due_lot d WHERE l.company_id = p_company AND l.id = d.lot_id;
  INSERT INTO ledger_lot_use (company_id, transaction_id, lot_id, account_id, amount)
  SELECT p_company, v_id, lot_id, account_id, -remaining FROM ledger_due_lot;

  UPDATE ledger_account a SET balance = a.balance - m.amount
  FROM (SELECT account_id, sum(remaining) AS amount FROM ledger_due_lot GROUP BY account_id) m
  WHERE a.company_id = p_company AND a.id = m.account_id;
  UPDATE ledger_account SET balance = balance + v_total
  WHERE company_id = p_company AND kind = p_counter_kind AND member_id = 0;

  INSERT INTO ledger_entry (company_id, transaction_id, account_id, unit, type, amount, balance_after)
  SELECT p_company, v_id, a.id, a.unit, p_type, -m.amount, a.balance
  FROM (SELECT account_id, sum(remaining) AS amount FROM ledger_due_lot GROUP BY account_id) m
  JOIN ledger_account a ON a.company_id = p_company AND a.id = m.account_id
  UNION ALL
  SELECT p_company, v_id, c.id, c.unit, p_type, v_total, c.balance
  FROM ledger_account c WHERE c.company_id = p_company AND c.kind = p_counter_kind AND c.member_id = 0;
  RETURN v_lots;
END $$;
