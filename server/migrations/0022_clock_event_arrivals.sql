-- A clock event's arrival time, as orders and feedback keep theirs (0016, 0019): the time clock's
-- freshness is the latest arrival among the caller's events, read per company as this index's first
-- entry. The event's own moment was read before: no index served it, and a till whose clock ran
-- years ahead made every later answer claim figures from that future.
ALTER TABLE server_clock_event ADD COLUMN ingested_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX server_clock_event_company_arrival_idx ON server_clock_event (company_id, ingested_at DESC);
