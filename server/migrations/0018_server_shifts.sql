-- Issue 13 item 6: the servers' shifts the time clock report reads (business §2 servers/time_clock),
-- paired from the clock events of migration 0014. A typed table kept by the clock-event ingest in its
-- own transaction (server/sales/clock-shifts.ts), as the order roll-ups are: every clock-in is one
-- shift, closed by the same server's next event at the same shop when that is a clock-out at most
-- 24 hours later. Events arrive late or out of order, so the ingest pairs again the affected
-- server's events from the one before the earliest that arrived; a retried event changes nothing.
-- Minutes are whole numbers, so a month of hours adds up exactly. A shift without a clock-out (still
-- going, or followed by another clock-in) has none, and counts as a shift but not as hours.
CREATE TABLE server_shift (
  clock_in_id bigint PRIMARY KEY REFERENCES server_clock_event (id),
  company_id integer NOT NULL REFERENCES res_company (id),
  shop_id integer NOT NULL REFERENCES res_shop (id),
  server_id integer NOT NULL,
  started_at timestamptz NOT NULL,
  -- The clock-in's business date: a shift from 18:00 to 02:00 is the evening's.
  business_date date NOT NULL,
  clock_out_id bigint REFERENCES server_clock_event (id),
  ended_at timestamptz,
  minutes integer CHECK (minutes >= 0),
  CHECK ((clock_out_id IS NULL) = (ended_at IS NULL) AND (ended_at IS NULL) = (minutes IS NULL))
);
CREATE INDEX server_shift_company_date_idx ON server_shift (company_id, business_date);
-- A server's events at a shop in their order, read when they are paired again.
CREATE INDEX server_clock_event_server_idx ON server_clock_event (shop_id, server_id, happened_at);

-- The events stored before this migration, paired by the same rule.
INSERT INTO server_shift (clock_in_id, company_id, shop_id, server_id, started_at, business_date,
                          clock_out_id, ended_at, minutes)
SELECT id, company_id, shop_id, server_id, happened_at, business_date,
       CASE WHEN closes THEN next_id END, CASE WHEN closes THEN next_at END,
       CASE WHEN closes THEN floor(extract(epoch FROM next_at - happened_at) / 60)::int END
  FROM (SELECT e.*, lead(e.id) OVER w AS next_id, lead(e.happened_at) OVER w AS next_at,
               COALESCE(lead(e.kind) OVER w = 'out'
                        AND lead(e.happened_at) OVER w - e.happened_at <= interval '24 hours', false) AS closes
          FROM server_clock_event e
        WINDOW w AS (PARTITION BY e.shop_id, e.server_id ORDER BY e.happened_at, e.kind, e.pos_event_id)) paired
 WHERE kind = 'in';
