// The servers' shifts kept by the clock-event ingest (migration 0018, server/sales/clock-shifts.ts):
// a clock-in pairs with the same server's next clock-out however the events arrive (out of order,
// late between a pair, retried), a shift across midnight is its clock-in's day, and a shift with no
// clock-out (still going, forgotten, or one closed only days later) counts no hours. After every
// step the stored shifts equal the pairing recomputed in JavaScript from every event.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReportAnswer } from '../../../engine/protocol/report';
import { ROOT_DIR } from '../../../server/config';
import { ingestClockEvents } from '../../../server/sales/ingest-clock-events';
import type { IngestSource } from '../../../server/sales/ingest-orders';
import { describeOnEachDatabase } from '../support/api-harness';
import { addServer, pairShifts, sortShifts, storedEvents, storedShifts } from '../support/staff-facts';
import { demoTenants, type DemoTenants } from '../support/tenants';

describeOnEachDatabase('server shifts from clock events', (api) => {
  let tenants: DemoTenants;
  let source: IngestSource;

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    source = { companyId: tenants.hk, shopId: tenants.central, deviceId: null, timeZone: 'Asia/Hong_Kong' };
  });

  const clock = async (serverId: number, events: [id: string, kind: 'in' | 'out', at: string][]) => {
    const result = await ingestClockEvents(
      api.db,
      api.records,
      source,
      events.map(([eventId, kind, at]) => ({ eventId, serverId, kind, at })),
    );
    expect(result.rejected).toEqual([]);
    return result.accepted.map((entry) => entry.outcome);
  };
  const shiftsOf = async (serverId: number) => {
    const { rows } = await api.db.query<{ date: string; start: string; minutes: number | null }>(
      `SELECT business_date::text AS date, to_char(started_at AT TIME ZONE 'Asia/Hong_Kong', 'HH24:MI') AS start, minutes
         FROM server_shift WHERE server_id = $1 ORDER BY started_at`,
      [serverId],
    );
    return rows;
  };

  afterEach(async () => {
    expect(await storedShifts(api.db)).toEqual(sortShifts(pairShifts(await storedEvents(api.db))));
  });

  it('pairs a clock-in with the next clock-out whichever arrives first, and a retry changes nothing', async () => {
    const server = await addServer(api.db, tenants.hk, 'shift.order');
    expect(await clock(server, [['O-1', 'out', '2026-03-02T17:30:00+08:00']])).toEqual(['created']);
    expect(await shiftsOf(server)).toEqual([]);
    const batch: Parameters<typeof clock>[1] = [['O-2', 'in', '2026-03-02T09:00:00+08:00']];
    expect(await clock(server, batch)).toEqual(['created']);
    expect(await shiftsOf(server)).toEqual([{ date: '2026-03-02', start: '09:00', minutes: 510 }]);
    expect(await clock(server, batch)).toEqual(['unchanged']);
    expect(await shiftsOf(server)).toEqual([{ date: '2026-03-02', start: '09:00', minutes: 510 }]);
    // Both in one batch, the clock-out first.
    await clock(server, [
      ['O-3', 'out', '2026-03-03T15:00:30+08:00'],
      ['O-4', 'in', '2026-03-03T08:59:40+08:00'],
    ]);
    expect((await shiftsOf(server))[1]).toEqual({ date: '2026-03-03', start: '08:59', minutes: 360 });
  });

  it('pairs again when a late event lands between a clock-in and its clock-out', async () => {
    const server = await addServer(api.db, tenants.hk, 'shift.late');
    await clock(server, [
      ['L-1', 'in', '2026-03-04T09:00:00+08:00'],
      ['L-2', 'out', '2026-03-04T17:00:00+08:00'],
    ]);
    expect(await shiftsOf(server)).toEqual([{ date: '2026-03-04', start: '09:00', minutes: 480 }]);
    // A lunch break sent late: out at 12:00, back in at 13:00.
    await clock(server, [['L-3', 'out', '2026-03-04T12:00:00+08:00']]);
    expect(await shiftsOf(server)).toEqual([{ date: '2026-03-04', start: '09:00', minutes: 180 }]);
    await clock(server, [['L-4', 'in', '2026-03-04T13:00:00+08:00']]);
    expect(await shiftsOf(server)).toEqual([
      { date: '2026-03-04', start: '09:00', minutes: 180 },
      { date: '2026-03-04', start: '13:00', minutes: 240 },
    ]);
  });

  it('counts a shift across midnight on its clock-in’s day', async () => {
    const server = await addServer(api.db, tenants.hk, 'shift.night');
    await clock(server, [
      ['N-1', 'in', '2026-03-05T18:00:00+08:00'],
      ['N-2', 'out', '2026-03-06T02:15:00+08:00'],
    ]);
    expect(await shiftsOf(server)).toEqual([{ date: '2026-03-05', start: '18:00', minutes: 495 }]);
    const answer = await api.callAs<ReportAnswer>('hk.owner', 'PUT', '/report/business_time_clock', {
      from: '2026-03-05',
      to: '2026-03-06',
      shopIds: [tenants.central],
    });
    const timesheet = answer.data.parts.find((part) => part.name === 'timesheet');
    expect(timesheet?.rows.filter((row) => row.server === server)).toEqual([
      expect.objectContaining({ day: '2026-03-05', workedMinutes: 495, shifts: 1, openShifts: 0 }),
    ]);
  });

  it('counts no hours for a shift without a clock-out, until one comes', async () => {
    const server = await addServer(api.db, tenants.hk, 'shift.open');
    await clock(server, [['M-1', 'in', '2026-03-07T09:00:00+08:00']]);
    expect(await shiftsOf(server)).toEqual([{ date: '2026-03-07', start: '09:00', minutes: null }]);
    // Clocked in again without clocking out: the first shift will never close.
    await clock(server, [['M-2', 'in', '2026-03-07T13:00:00+08:00']]);
    await clock(server, [['M-3', 'out', '2026-03-07T18:00:00+08:00']]);
    expect(await shiftsOf(server)).toEqual([
      { date: '2026-03-07', start: '09:00', minutes: null },
      { date: '2026-03-07', start: '13:00', minutes: 300 },
    ]);
    // A clock-out more than a day after its clock-in is a forgotten one, not a shift.
    await clock(server, [
      ['M-4', 'in', '2026-03-08T09:00:00+08:00'],
      ['M-5', 'out', '2026-03-09T10:00:00+08:00'],
    ]);
    expect((await shiftsOf(server))[2]).toEqual({ date: '2026-03-08', start: '09:00', minutes: null });
    const answer = await api.callAs<ReportAnswer>('hk.owner', 'PUT', '/report/business_time_clock', {
      from: '2026-03-07',
      to: '2026-03-08',
      shopIds: [tenants.central],
    });
    const byServer = answer.data.parts.find((part) => part.name === 'hoursByServer');
    expect(byServer?.rows.find((row) => row.server === server)).toMatchObject({
      workedMinutes: 300,
      shifts: 3,
      daysWorked: 2,
      averageShift: 300,
      openShifts: 2,
    });
  });

  it('keeps one server’s shifts at one shop apart from another shop’s', async () => {
    const server = await addServer(api.db, tenants.hk, 'shift.two');
    await clock(server, [['T-1', 'in', '2026-03-10T09:00:00+08:00']]);
    source = { ...source, shopId: tenants.causeway };
    await clock(server, [['T-2', 'out', '2026-03-10T12:00:00+08:00']]);
    source = { ...source, shopId: tenants.central };
    expect(await shiftsOf(server)).toEqual([{ date: '2026-03-10', start: '09:00', minutes: null }]);
  });

  it('pairs the events stored before migration 0018 by the same rule', async () => {
    const kept = await api.db.query('SELECT * FROM server_shift ORDER BY clock_in_id');
    expect(kept.rows.length).toBeGreaterThan(5);
    const migration = readFileSync(join(ROOT_DIR, 'server/migrations/0018_server_shifts.sql'), 'utf8');
    const backfill = migration.slice(migration.indexOf('INSERT INTO server_shift'));
    await api.db.query('DELETE FROM server_shift');
    await api.db.query(backfill);
    expect((await api.db.query('SELECT * FROM server_shift ORDER BY clock_in_id')).rows).toEqual(kept.rows);
  });
});
