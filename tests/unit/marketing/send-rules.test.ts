/**
 * @jest-environment node
 */
// A marketing task's send rules by a table whose instants are written by hand with their offsets,
// across daylight-saving changes both ways (New York, London, Sydney), a zone without them (Hong
// Kong), 29 February and the 31st; then whole stretches of runs held to a brute-force reference that
// knows nothing of the code (there Lord Howe's half-hour changes and Santiago's at midnight join
// in): it walks the calendar a day at a time and finds each run's instant by formatting every minute
// around it with Intl.DateTimeFormat in the zone.
import {
  nextOccurrence,
  occurrencesBetween,
  type Occurrence,
  type SendRule,
} from '../../../server/marketing/send-rules';

const MINUTE = 60_000;
const EPOCH = new Date(0);
const at = (iso: string) => new Date(iso);

// ---- the reference ----

const formatters = new Map<string, Intl.DateTimeFormat>();
/** The zone's wall clock at `instant`, as 'YYYY-MM-DD HH:MM'. */
function wall(zone: string, instant: number): string {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  const part = Object.fromEntries(formatter.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}
/** A wall clock read as if it were UTC, to subtract two of them. */
const wallMs = (text: string) => Date.parse(`${text.replace(' ', 'T')}:00Z`);

/**
 * The first minute the zone's clocks show `date` `time` or later, found minute by minute: the time's
 * first showing, or for a time they skip, the jump past it.
 */
function searchInstant(zone: string, target: string): number {
  // The offset at the wall time read as UTC is off by one clock change at most, an hour in these zones.
  const guess = wallMs(target) - (wallMs(wall(zone, wallMs(target))) - wallMs(target));
  for (let instant = guess - 90 * MINUTE; instant <= guess + 90 * MINUTE; instant += MINUTE)
    if (wall(zone, instant) >= target) return instant;
  throw new Error(`no instant found for ${target} in ${zone}`);
}

const referenceInstants = new Map<string, number>();
function referenceInstant(zone: string, date: string, time: string): number {
  const target = `${date} ${time}`;
  const known = referenceInstants.get(`${zone} ${target}`);
  if (known !== undefined) return known;
  const instant = searchInstant(zone, target);
  referenceInstants.set(`${zone} ${target}`, instant);
  return instant;
}

const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysIn = (year: number, month: number) =>
  month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** Whether the rule runs on `date`, from the calendar's own arithmetic. */
function runsOn(rule: Exclude<SendRule, { every: 'now' }>, date: string): boolean {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8));
  switch (rule.every) {
    case 'once':
      return date === rule.date;
    case 'daily':
      return true;
    case 'weekly':
      return (new Date(`${date}T12:00:00Z`).getUTCDay() || 7) === rule.weekday;
    case 'monthly':
      return day === Math.min(rule.day, daysIn(year, month));
    case 'yearly':
      return (
        month === Number(rule.date.slice(5, 7)) &&
        day === Math.min(Number(rule.date.slice(8)), daysIn(year, month))
      );
  }
}

function referenceNext(rule: SendRule, zone: string, after: Date, start: Date): Occurrence | null {
  if (rule.every === 'now') return start > after ? { key: 'now', at: start } : null;
  const from = Math.max(after.getTime(), start.getTime());
  // A day early, in case the zone's day there began before the floor.
  let date = wall(zone, from - 24 * 60 * MINUTE).slice(0, 10);
  for (let days = 0; days < 3 * 366; days += 1) {
    if (runsOn(rule, date)) {
      const instant = referenceInstant(zone, date, rule.time);
      if (instant > after.getTime() && instant >= start.getTime())
        return { key: date, at: new Date(instant) };
    }
    date = new Date(Date.parse(`${date}T00:00:00Z`) + 24 * 60 * MINUTE).toISOString().slice(0, 10);
  }
  return null;
}

// ---- the hand-written table ----

const NY = 'America/New_York';
const LONDON = 'Europe/London';
const SYDNEY = 'Australia/Sydney';
const HK = 'Asia/Hong_Kong';
const daily = (time: string): SendRule => ({ every: 'daily', time });
const monthly = (day: number, time: string): SendRule => ({ every: 'monthly', day, time });
const yearly = (date: string, time: string): SendRule => ({ every: 'yearly', date, time });
const weekly = (weekday: number, time: string): SendRule => ({ every: 'weekly', weekday, time });
const once = (date: string, time: string): SendRule => ({ every: 'once', date, time });

interface Row {
  why: string;
  zone: string;
  rule: SendRule;
  after: string;
  start?: string;
  /** [key, the run's instant with its offset], or null for none. */
  next: [string, string] | null;
}

const ROWS: Row[] = [
  // New York: 2027-03-14 02:00 EST jumps to 03:00 EDT; 2027-11-07 02:00 EDT falls back to 01:00 EST.
  {
    why: 'NY: 02:30 is skipped, runs as the clocks jump to 03:00',
    zone: NY,
    rule: daily('02:30'),
    after: '2027-03-13T12:00-05:00',
    next: ['2027-03-14', '2027-03-14T03:00-04:00'],
  },
  {
    why: 'NY: the day after the gap is 02:30 again',
    zone: NY,
    rule: daily('02:30'),
    after: '2027-03-14T03:00-04:00',
    next: ['2027-03-15', '2027-03-15T02:30-04:00'],
  },
  {
    why: 'NY: 02:00, the gap’s first minute, runs at 03:00',
    zone: NY,
    rule: daily('02:00'),
    after: '2027-03-13T12:00-05:00',
    next: ['2027-03-14', '2027-03-14T03:00-04:00'],
  },
  {
    why: 'NY: 01:59, just before the gap, is untouched',
    zone: NY,
    rule: daily('01:59'),
    after: '2027-03-13T12:00-05:00',
    next: ['2027-03-14', '2027-03-14T01:59-05:00'],
  },
  {
    why: 'NY: weekly on Sunday at 02:30 meets the gap: 03:00',
    zone: NY,
    rule: weekly(7, '02:30'),
    after: '2027-03-08T00:00-05:00',
    next: ['2027-03-14', '2027-03-14T03:00-04:00'],
  },
  {
    why: 'NY: monthly on the 14th at 02:15 meets the gap: 03:00',
    zone: NY,
    rule: monthly(14, '02:15'),
    after: '2027-03-01T00:00-05:00',
    next: ['2027-03-14', '2027-03-14T03:00-04:00'],
  },
  {
    why: 'NY: 01:30 shown twice runs at the first (EDT)',
    zone: NY,
    rule: daily('01:30'),
    after: '2027-11-06T12:00-04:00',
    next: ['2027-11-07', '2027-11-07T01:30-04:00'],
  },
  {
    why: 'NY: the second 01:30 (EST) is no run',
    zone: NY,
    rule: daily('01:30'),
    after: '2027-11-07T01:30-04:00',
    next: ['2027-11-08', '2027-11-08T01:30-05:00'],
  },
  {
    why: 'NY: asked between the two showings, the next day',
    zone: NY,
    rule: daily('01:30'),
    after: '2027-11-07T01:00-05:00',
    next: ['2027-11-08', '2027-11-08T01:30-05:00'],
  },
  // London: 2027-03-28 01:00 GMT jumps to 02:00 BST; 2027-10-31 02:00 BST falls back to 01:00 GMT.
  {
    why: 'London: 01:30 is skipped, runs at the jump, 02:00 BST',
    zone: LONDON,
    rule: daily('01:30'),
    after: '2027-03-27T12:00+00:00',
    next: ['2027-03-28', '2027-03-28T02:00+01:00'],
  },
  {
    why: 'London: 09:00 the morning after is 23 hours on',
    zone: LONDON,
    rule: daily('09:00'),
    after: '2027-03-27T09:00+00:00',
    next: ['2027-03-28', '2027-03-28T09:00+01:00'],
  },
  {
    why: 'London: 01:30 shown twice runs in BST',
    zone: LONDON,
    rule: daily('01:30'),
    after: '2027-10-30T12:00+01:00',
    next: ['2027-10-31', '2027-10-31T01:30+01:00'],
  },
  {
    why: 'London: then the next day in GMT',
    zone: LONDON,
    rule: daily('01:30'),
    after: '2027-10-31T01:30+01:00',
    next: ['2027-11-01', '2027-11-01T01:30+00:00'],
  },
  {
    why: 'London: Sunday 00:30 before the change is untouched',
    zone: LONDON,
    rule: weekly(7, '00:30'),
    after: '2027-10-25T00:00+00:00',
    next: ['2027-10-31', '2027-10-31T00:30+01:00'],
  },
  // Sydney: 2027-04-04 03:00 AEDT falls back to 02:00 AEST; 2027-10-03 02:00 AEST jumps to 03:00 AEDT.
  {
    why: 'Sydney: 02:30 shown twice runs in AEDT',
    zone: SYDNEY,
    rule: daily('02:30'),
    after: '2027-04-03T12:00+11:00',
    next: ['2027-04-04', '2027-04-04T02:30+11:00'],
  },
  {
    why: 'Sydney: then the next day in AEST',
    zone: SYDNEY,
    rule: daily('02:30'),
    after: '2027-04-04T02:30+11:00',
    next: ['2027-04-05', '2027-04-05T02:30+10:00'],
  },
  {
    why: 'Sydney: 02:30 is skipped in October, runs at the jump, 03:00',
    zone: SYDNEY,
    rule: daily('02:30'),
    after: '2027-10-02T12:00+10:00',
    next: ['2027-10-03', '2027-10-03T03:00+11:00'],
  },
  {
    why: 'Sydney: the 31st in April is the 30th',
    zone: SYDNEY,
    rule: monthly(31, '20:00'),
    after: '2027-04-01T00:00+11:00',
    next: ['2027-04-30', '2027-04-30T20:00+10:00'],
  },
  // Hong Kong keeps +08:00 all year: the calendar rules alone.
  {
    why: 'HK: the 31st in a 30-day month',
    zone: HK,
    rule: monthly(31, '09:00'),
    after: '2027-04-01T00:00+08:00',
    next: ['2027-04-30', '2027-04-30T09:00+08:00'],
  },
  {
    why: 'HK: and the 31st again in May',
    zone: HK,
    rule: monthly(31, '09:00'),
    after: '2027-04-30T09:00+08:00',
    next: ['2027-05-31', '2027-05-31T09:00+08:00'],
  },
  {
    why: 'HK: the 31st in a common February',
    zone: HK,
    rule: monthly(31, '09:00'),
    after: '2027-01-31T09:00+08:00',
    next: ['2027-02-28', '2027-02-28T09:00+08:00'],
  },
  {
    why: 'HK: the 30th in a leap February',
    zone: HK,
    rule: monthly(30, '09:00'),
    after: '2028-01-31T00:00+08:00',
    next: ['2028-02-29', '2028-02-29T09:00+08:00'],
  },
  {
    why: 'HK: the 29th in a common February',
    zone: HK,
    rule: monthly(29, '09:00'),
    after: '2027-02-01T00:00+08:00',
    next: ['2027-02-28', '2027-02-28T09:00+08:00'],
  },
  {
    why: 'HK: yearly 29 Feb in a common year is the 28th',
    zone: HK,
    rule: yearly('2028-02-29', '10:00'),
    after: '2027-01-01T00:00+08:00',
    next: ['2027-02-28', '2027-02-28T10:00+08:00'],
  },
  {
    why: 'HK: and the 29th in a leap year',
    zone: HK,
    rule: yearly('2028-02-29', '10:00'),
    after: '2027-02-28T10:00+08:00',
    next: ['2028-02-29', '2028-02-29T10:00+08:00'],
  },
  {
    why: 'HK: and the 28th again the year after',
    zone: HK,
    rule: yearly('2028-02-29', '10:00'),
    after: '2028-02-29T10:00+08:00',
    next: ['2029-02-28', '2029-02-28T10:00+08:00'],
  },
  {
    why: 'HK: yearly takes its date’s month and day, not its year',
    zone: HK,
    rule: yearly('2030-03-01', '10:00'),
    after: '2027-01-01T00:00+08:00',
    next: ['2027-03-01', '2027-03-01T10:00+08:00'],
  },
  {
    why: 'HK: yearly 28 Feb stays on the 28th in a leap year',
    zone: HK,
    rule: yearly('2027-02-28', '10:00'),
    after: '2028-01-01T00:00+08:00',
    next: ['2028-02-28', '2028-02-28T10:00+08:00'],
  },
  {
    why: 'HK: yearly at the year’s last minute, passed: next year',
    zone: HK,
    rule: yearly('2027-12-31', '23:59'),
    after: '2027-12-31T23:59+08:00',
    next: ['2028-12-31', '2028-12-31T23:59+08:00'],
  },
  {
    why: 'HK: midnight’s key is the local day, not the UTC one',
    zone: HK,
    rule: daily('00:00'),
    after: '2027-05-01T00:00+08:00',
    next: ['2027-05-02', '2027-05-02T00:00+08:00'],
  },
  {
    why: 'HK: once, still to come',
    zone: HK,
    rule: once('2027-06-01', '12:00'),
    after: '2027-05-01T00:00+08:00',
    next: ['2027-06-01', '2027-06-01T12:00+08:00'],
  },
  {
    why: 'HK: once, passed: none',
    zone: HK,
    rule: once('2027-06-01', '12:00'),
    after: '2027-06-01T12:00+08:00',
    next: null,
  },
  {
    why: 'HK: once, before the task existed: none',
    zone: HK,
    rule: once('2027-06-01', '12:00'),
    after: '1970-01-01T00:00Z',
    start: '2027-06-01T12:01+08:00',
    next: null,
  },
  {
    why: 'HK: daily, created after today’s time: tomorrow',
    zone: HK,
    rule: daily('09:00'),
    after: '1970-01-01T00:00Z',
    start: '2027-05-01T10:00+08:00',
    next: ['2027-05-02', '2027-05-02T09:00+08:00'],
  },
  {
    why: 'HK: daily, created at that very minute: today',
    zone: HK,
    rule: daily('09:00'),
    after: '1970-01-01T00:00Z',
    start: '2027-05-01T09:00+08:00',
    next: ['2027-05-01', '2027-05-01T09:00+08:00'],
  },
  {
    why: 'now: its one run is the task’s start',
    zone: HK,
    rule: { every: 'now' },
    after: '1970-01-01T00:00Z',
    start: '2027-05-01T10:00+08:00',
    next: ['now', '2027-05-01T10:00+08:00'],
  },
  {
    why: 'now: once run, none after it',
    zone: HK,
    rule: { every: 'now' },
    after: '2027-05-01T10:00+08:00',
    start: '2027-05-01T10:00+08:00',
    next: null,
  },
];

describe('a send rule’s next run, by the hand-written table', () => {
  it.each(ROWS.map((row) => [row.why, row] as const))('%s', (_why, row) => {
    const start = at(row.start ?? '1970-01-01T00:00Z');
    const expected = row.next && { key: row.next[0], at: at(row.next[1]) };
    expect(nextOccurrence(row.rule, row.zone, at(row.after), start)).toEqual(expected);
    // The reference agrees with the hand, so it may be trusted on the stretches below.
    expect(referenceNext(row.rule, row.zone, at(row.after), start)).toEqual(expected);
  });
});

describe('a send rule’s runs in a stretch', () => {
  it('lists every run after the start and up to the end, the gap’s included', () => {
    const runs = occurrencesBetween(
      daily('02:30'),
      NY,
      at('2027-03-12T12:00-05:00'),
      at('2027-03-16T00:00-04:00'),
      EPOCH,
    );
    expect(runs).toEqual([
      { key: '2027-03-13', at: at('2027-03-13T02:30-05:00') },
      { key: '2027-03-14', at: at('2027-03-14T03:00-04:00') },
      { key: '2027-03-15', at: at('2027-03-15T02:30-04:00') },
    ]);
    expect(
      occurrencesBetween(
        daily('02:30'),
        NY,
        at('2027-03-15T02:30-04:00'),
        at('2027-03-15T02:30-04:00'),
        EPOCH,
      ),
    ).toEqual([]);
  });

  it('has a now rule’s one run in it when its start is', () => {
    const start = at('2027-05-01T10:00+08:00');
    expect(occurrencesBetween({ every: 'now' }, HK, EPOCH, at('2027-06-01T00:00Z'), start)).toEqual([
      { key: 'now', at: start },
    ]);
  });
});

// ---- long stretches against the reference ----

/** Each zone's clock changes of 2027, three days either side: the days a daily rule can go wrong. */
const CHANGES: Record<string, [string, string][]> = {
  [NY]: [
    ['2027-03-11', '2027-03-18'],
    ['2027-11-04', '2027-11-11'],
  ],
  [LONDON]: [
    ['2027-03-25', '2027-04-01'],
    ['2027-10-28', '2027-11-04'],
  ],
  [SYDNEY]: [
    ['2027-04-01', '2027-04-08'],
    ['2027-09-30', '2027-10-07'],
  ],
  // Half an hour: 02:00 jumps to 02:30 and 02:00 falls back to 01:30.
  'Australia/Lord_Howe': [
    ['2027-04-01', '2027-04-08'],
    ['2027-09-30', '2027-10-07'],
  ],
  // At midnight: 24:00 falls back to 23:00, and 00:00 jumps to 01:00.
  'America/Santiago': [
    ['2027-04-01', '2027-04-08'],
    ['2027-09-02', '2027-09-09'],
  ],
};
const DAILY_TIMES = ['00:00', '00:30', '01:30', '01:45', '02:00', '02:15', '02:30', '23:30'];
/** Rules with few runs, and until when to follow them: a leap year and a common one for the monthly and yearly. */
const SPARSE_RULES: [SendRule, string][] = [
  [weekly(7, '02:30'), '2028-01-01T00:00Z'],
  [monthly(31, '01:30'), '2029-01-01T00:00Z'],
  [monthly(29, '23:45'), '2029-01-01T00:00Z'],
  [yearly('2028-02-29', '02:00'), '2029-01-01T00:00Z'],
];

function referenceRuns(rule: SendRule, zone: string, from: Date, to: Date): Occurrence[] {
  const runs: Occurrence[] = [];
  for (
    let run = referenceNext(rule, zone, from, EPOCH);
    run && run.at <= to;
    run = referenceNext(rule, zone, run.at, EPOCH)
  )
    runs.push(run);
  return runs;
}

describe('long stretches of runs agree with the brute-force reference', () => {
  it.each(Object.keys(CHANGES))('weekly, monthly and yearly rules from 2027 in %s', (zone) => {
    const from = at('2027-01-01T00:00Z');
    for (const [rule, until] of SPARSE_RULES) {
      const to = at(until);
      const runs = occurrencesBetween(rule, zone, from, to, EPOCH);
      expect(runs).toEqual(referenceRuns(rule, zone, from, to));
      // The next run from the moment before each run is that run.
      runs.forEach((run) => {
        expect(nextOccurrence(rule, zone, new Date(run.at.getTime() - 1), EPOCH)).toEqual(run);
      });
    }
  });

  it.each(Object.entries(CHANGES))('daily rules around the clock changes of 2027 in %s', (zone, changes) => {
    for (const [fromDay, toDay] of changes) {
      const from = at(`${fromDay}T00:00Z`);
      const to = at(`${toDay}T00:00Z`);
      for (const time of DAILY_TIMES)
        expect(occurrencesBetween(daily(time), zone, from, to, EPOCH)).toEqual(
          referenceRuns(daily(time), zone, from, to),
        );
    }
  });
});
