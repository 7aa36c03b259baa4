// Servers clocking in and out at a shop's point of sale (POST /pro-api/pos/clock-events): each
// event is checked alone, its server must be one of the company's, and an event already stored
// (by the device's own event id) is answered unchanged and never written twice. The shifts of the
// servers whose events arrived are paired again in the same transaction (clock-shifts.ts).
import type { Database, SystemRecords } from '../../engine/server';
import { sortBatch, type EntryCheck } from './batch-entries';
import { businessMoment } from './business-day';
import { repairShifts } from './clock-shifts';
import { ProblemList, type IngestProblem } from './ingest-problems';
import type { IngestSource } from './ingest-orders';
import { recordset } from './json-rows';
import { existingIds } from './order-references';
import { FieldReader, isObject } from './pos-field-reader';

export interface ClockIngestResult {
  accepted: { eventId: string; outcome: 'created' | 'unchanged' }[];
  rejected: { index: number; eventId: string | null; errors: IngestProblem[] }[];
}

type EventRow = {
  pos_event_id: string;
  server_id: number;
  kind: string;
  happened_at: string;
  business_date: string;
};

const EVENT_COLUMNS = [
  ['pos_event_id', 'text'],
  ['server_id', 'integer'],
  ['kind', 'text'],
  ['happened_at', 'timestamptz'],
  ['business_date', 'date'],
] as const;

function checkEvent(value: unknown, path: string, timeZone: string): EntryCheck<EventRow> {
  const problems = new ProblemList();
  if (!isObject(value)) {
    problems.add(path, 'object');
    return { ok: false, problems: problems.problems };
  }
  const event = new FieldReader(value, path, problems);
  const eventId = event.text('eventId', 64);
  const serverId = event.id('serverId', false);
  const kind = event.oneOf('kind', ['in', 'out'] as const);
  const at = event.moment('at');
  if (!eventId || serverId === undefined || !kind || !at) return { ok: false, problems: problems.problems };
  return {
    ok: true,
    checked: {
      pos_event_id: eventId,
      server_id: serverId,
      kind,
      happened_at: at.text,
      business_date: businessMoment(at.instant, timeZone).date,
    },
  };
}

export async function ingestClockEvents(
  db: Database,
  records: SystemRecords,
  source: IngestSource,
  events: readonly unknown[],
): Promise<ClockIngestResult> {
  // An event id twice in one batch is refused, as an order's is: which one is true is the device's to say.
  const batch = sortBatch(
    events,
    'events',
    'eventId',
    (value, path) => checkEvent(value, path, source.timeZone),
    (row) => row.pos_event_id,
  );
  const rejected: ClockIngestResult['rejected'] = batch.rejected.map(({ index, id, errors }) => ({
    index,
    eventId: id,
    errors,
  }));
  const { written, created } = await db.transaction(async (tx) => {
    const servers = await existingIds(
      records.within(tx),
      source.companyId,
      'server',
      batch.sound.map((event) => event.checked.server_id),
    );
    const written = batch.sound.filter(({ path, index, checked: row }) => {
      if (servers.has(row.server_id)) return true;
      const problems = new ProblemList();
      problems.add(`${path}.serverId`, 'unknownReference', { value: row.server_id });
      rejected.push({ index, eventId: row.pos_event_id, errors: problems.problems });
      return false;
    });
    if (written.length === 0) return { written, created: new Set<string>() };
    // One batch of a shop at a time, so the pairing below sees every event the other wrote.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('server_clock_event'), $1)", [source.shopId]);
    const names = EVENT_COLUMNS.map(([name]) => name);
    const { rows } = await tx.query<{ id: string; serverId: number; at: string }>(
      `INSERT INTO server_clock_event (company_id, shop_id, device_id, ${names.join(', ')})
       SELECT $2, $3, $4, ${names.map((name) => `r.${name}`).join(', ')} FROM ${recordset(1, EVENT_COLUMNS)}
       ON CONFLICT (shop_id, pos_event_id) DO NOTHING
       RETURNING pos_event_id AS id, server_id AS "serverId", happened_at::text AS at`,
      [
        JSON.stringify(written.map((event) => event.checked)),
        source.companyId,
        source.shopId,
        source.deviceId,
      ],
    );
    await repairShifts(tx, source.shopId, rows);
    return { written, created: new Set(rows.map((row) => row.id)) };
  });
  rejected.sort((a, b) => a.index - b.index);
  return {
    accepted: written.map(({ checked: row }) => ({
      eventId: row.pos_event_id,
      outcome: created.has(row.pos_event_id) ? 'created' : 'unchanged',
    })),
    rejected,
  };
}
