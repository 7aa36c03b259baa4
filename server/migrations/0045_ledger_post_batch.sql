-- Issue 23: a redemption at or under 50 ms p95 with 100 callers at once on one member
-- (docs/benchmarks.md). Each posting holds its accounts until its commit, so one member's postings
-- queue behind each other's commits. ledger_post_batch posts several waiting requests in one
-- database transaction: each is still its own ledger transaction with its own key, checked against
-- its accounts' floors in the order given, but every account is locked, updated and flushed once.
-- Only requests that move no account in lots and reverse nothing come here (engine/server/ledger/
-- ledger-batches.ts); the rest are posted one by one by ledger_post.
--
-- p_requests: [{key, request}], each request as ledger_post takes it, the keys distinct. Answers, in
-- the same order, each one's outcome as ledger_post answers it, or {"refused": "LG001"} (its key was
-- used for another request) or {"refused": "LG002"} (an account would go below its floor): a refused
-- request moves nothing and the others go on.
CREATE FUNCTION ledger_post_batch(p_company integer, p_requests jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  -- The batch's accounts in the order of their ids ("slots"), and where each stands as it is moved.
  v_slot_of jsonb := '{}';
  v_account bigint[] := '{}';
  v_kind text[] := '{}';
  v_member integer[] := '{}';
  v_unit text[] := '{}';
  v_floor bigint[] := '{}';
  v_balance bigint[] := '{}';
  v_moved boolean[] := '{}';
  v_slots integer := 0;
  -- The requests, and their postings in the order of (request, slot).
  r_key text[];
  r_request jsonb[];
  p_request integer[];
  p_slot integer[];
  p_type text[];
  p_amount bigint[];
  v_used jsonb;
  v_answers jsonb[] := '{}';
  v_first integer := 1;
  v_last integer;
  v_fits boolean;
  v_id bigint;
  v_entries jsonb;
  v_row record;
  v_s integer;
  -- What is written, one element per transaction and per entry.
  t_count integer := 0;
  t_id bigint[] := '{}';
  t_item integer[] := '{}';
  e_count integer := 0;
  e_transaction bigint[] := '{}';
  e_account bigint[] := '{}';
  e_unit text[] := '{}';
  e_type text[] := '{}';
  e_amount bigint[] := '{}';
  e_after bigint[] := '{}';
BEGIN
  INSERT INTO ledger_account (company_id, kind, member_id, unit, floor, lots)
  SELECT DISTINCT ON (p.kind, p.member) p_company, p.kind, p.member, p.unit, p.floor, false
  FROM jsonb_array_elements(p_requests) r,
    jsonb_to_recordset(r->'request'->'postings') AS p(kind text, member integer, unit text, floor bigint)
  ORDER BY p.kind, p.member
  ON CONFLICT (company_id, kind, member_id) DO NOTHING;
  FOR v_row IN
    SELECT a.id, a.kind, a.member_id, a.unit, a.floor, a.balance
    FROM ledger_account a
    JOIN (SELECT DISTINCT p.kind, p.member FROM jsonb_array_elements(p_requests) r,
            jsonb_to_recordset(r->'request'->'postings') AS p(kind text, member integer)) w
      ON a.company_id = p_company AND a.kind = w.kind AND a.member_id = w.member
    ORDER BY a.id FOR UPDATE OF a
  LOOP
    v_slots := v_slots + 1;
    v_account[v_slots] := v_row.id;
    v_kind[v_slots] := v_row.kind;
    v_member[v_slots] := v_row.member_id;
    v_unit[v_slots] := v_row.unit;
    v_floor[v_slots] := v_row.floor;
    v_balance[v_slots] := v_row.balance;
    v_moved[v_slots] := false;
    v_slot_of := v_slot_of || jsonb_build_object(v_row.kind || '/' || v_row.member_id, v_slots);
  END LOOP;

  SELECT array_agg(r.item->>'key' ORDER BY r.n), array_agg(r.item->'request' ORDER BY r.n)
  INTO r_key, r_request
  FROM jsonb_array_elements(p_requests) WITH ORDINALITY AS r(item, n);
  SELECT array_agg(r.n ORDER BY r.n, s.slot), array_agg(s.slot ORDER BY r.n, s.slot),
         array_agg(p.type ORDER BY r.n, s.slot), array_agg(p.amount ORDER BY r.n, s.slot)
  INTO p_request, p_slot, p_type, p_amount
  FROM jsonb_array_elements(p_requests) WITH ORDINALITY AS r(item, n),
    jsonb_to_recordset(r.item->'request'->'postings') AS p(kind text, member integer, type text, amount bigint),
    LATERAL (SELECT (v_slot_of->>(p.kind || '/' || p.member))::integer AS slot) s;
  -- Under the locks: the keys already used, with what they were used for.
  SELECT coalesce(jsonb_object_agg(t.idempotency_key, jsonb_build_array(t.id, t.request_hash)), '{}')
  INTO v_used
  FROM ledger_transaction t
  WHERE t.company_id = p_company AND t.idempotency_key = ANY (r_key);

  FOR i IN 1 .. cardinality(r_key) LOOP
    v_last := v_first;
    WHILE v_last < cardinality(p_request) AND p_request[v_last + 1] = i LOOP
      v_last := v_last + 1;
    END LOOP;
    IF v_used ? r_key[i] THEN
      v_answers[i] := CASE WHEN v_used->r_key[i]->>1 = r_request[i]->>'hash'
        THEN ledger_outcome(p_company, (v_used->r_key[i]->>0)::bigint, true)
        ELSE '{"refused": "LG001"}'::jsonb END;
    ELSE
      v_fits := true;
      FOR j IN v_first .. v_last LOOP
        v_s := p_slot[j];
        v_fits := v_fits AND (v_floor[v_s] IS NULL OR v_balance[v_s] + p_amount[j] >= v_floor[v_s]);
      END LOOP;
      IF NOT v_fits THEN
        v_answers[i] := '{"refused": "LG002"}'::jsonb;
      ELSE
        -- Ids taken in the requests' order under the locks, so each account's entries run in id order.
        v_id := nextval(pg_get_serial_sequence('ledger_transaction', 'id'));
        t_count := t_count + 1;
        t_id[t_count] := v_id;
        t_item[t_count] := i;
        v_entries := '[]';
        FOR j IN v_first .. v_last LOOP
          v_s := p_slot[j];
          v_balance[v_s] := v_balance[v_s] + p_amount[j];
          v_moved[v_s] := true;
          e_count := e_count + 1;
          e_transaction[e_count] := v_id;
          e_account[e_count] := v_account[v_s];
          e_unit[e_count] := v_unit[v_s];
          e_type[e_count] := p_type[j];
          e_amount[e_count] := p_amount[j];
          e_after[e_count] := v_balance[v_s];
          v_entries := v_entries || jsonb_build_object('account', v_kind[v_s], 'member', nullif(v_member[v_s], 0),
            'unit', v_unit[v_s], 'type', p_type[j], 'amount', p_amount[j], 'balanceAfter', v_balance[v_s]);
        END LOOP;
        v_answers[i] := jsonb_build_object('transactionId', v_id, 'replayed', false, 'entries', v_entries);
      END IF;
    END IF;
    v_first := v_last + 1;
  END LOOP;

  IF t_count > 0 THEN
    -- A key taken by a request that committed after the read above clashes here; the caller then
    -- posts the batch's requests one by one.
    INSERT INTO ledger_transaction (company_id, id, idempotency_key, request_hash, by_user, by_device, by_member,
      source_kind, source_id, reason)
    SELECT p_company, t.id, r_key[t.i], q->>'hash', (q->>'byUser')::integer, (q->>'byDevice')::integer,
      (q->>'byMember')::integer, q->>'sourceKind', q->>'sourceId', q->>'reason'
    FROM unnest(t_id, t_item) AS t(id, i), LATERAL (SELECT r_request[t.i] AS q) r;
    UPDATE ledger_account a SET balance = m.balance
    FROM unnest(v_account, v_balance, v_moved) AS m(id, balance, moved)
    WHERE m.moved AND a.company_id = p_company AND a.id = m.id;
    INSERT INTO ledger_entry (company_id, transaction_id, account_id, unit, type, amount, balance_after)
    SELECT p_company, * FROM unnest(e_transaction, e_account, e_unit, e_type, e_amount, e_after);
  END IF;
  RETURN to_jsonb(v_answers);
END $$;
