// Birthday runs at local midnight (issue 25, done when "birthday runs at local midnight pick the right
// members in two time zones"): two companies, one whose first shop keeps Hong Kong's clock and one Los
// Angeles's, send at 00:00. The dispatcher's query of the birthday runs due and its start path, asked
// at instants just before and just after each zone's midnight (and across Los Angeles's clock
// changes), find and start the right company's run of the right day with its birthday members,
// 29 February on 28 February in a common year, and never a second run of a company's day however
// often they are asked. The start path is asked for both companies at every instant, as the job
// does for a company that is due for another run.
import { birthdayDueSql } from '../../../server/marketing/birthday-run';
import type { serverDispatch } from '../../../server/marketing/dispatch-job';
import { describeOnEachDatabase, type ApiHarness } from '../support/api-harness';
import { consentingMember, testDispatcher, topUpBoth } from '../support/marketing-dispatch';

const ZONES = { hk: 'Asia/Hong_Kong', la: 'America/Los_Angeles' } as const;
type Company = keyof typeof ZONES;

/** Each company's members by name: their dates of birth; all consent to email but `silent`. */
const BORN = {
  feb27: '1990-02-27',
  feb28: '1991-02-28',
  leap: '2000-02-29',
  mar01: '1992-03-01',
  mar13: '1993-03-13',
  mar14: '1994-03-14',
  mar15: '1995-03-15',
  nov06: '1996-11-06',
  nov07: '1997-11-07',
  nov08: '1998-11-08',
  silent: '1999-02-28',
} as const;
type Member = keyof typeof BORN;

/** The members each day's run reaches, in either zone. */
const BIRTHDAYS: Record<string, Member[]> = {
  '2027-02-27': ['feb27'],
  '2027-02-28': ['feb28', 'leap'],
  '2027-03-13': ['mar13'],
  '2027-03-14': ['mar14'],
  '2027-03-15': ['mar15'],
  '2027-11-06': ['nov06'],
  '2027-11-07': ['nov07'],
  '2027-11-08': ['nov08'],
  '2028-02-28': ['feb28'],
  '2028-02-29': ['leap'],
};

/**
 * Instants in order, and the day whose run each company starts then (none: no run due). Hong Kong
 * keeps UTC+8 all year; Los Angeles moves from UTC-8 to UTC-7 on 14 March 2027 at 02:00 and back on
 * 7 November at 02:00, so its midnight is 08:00Z on 14 March, 07:00Z on 15 March and 7 November, and
 * 08:00Z again on 8 November.
 */
const TICKS: { at: string; starts: Partial<Record<Company, string>> }[] = [
  { at: '2027-02-27T15:59:00.000Z', starts: { hk: '2027-02-27', la: '2027-02-27' } },
  { at: '2027-02-27T15:59:59.999Z', starts: {} },
  { at: '2027-02-27T16:00:00.000Z', starts: { hk: '2027-02-28' } },
  { at: '2027-02-28T07:59:59.999Z', starts: {} },
  { at: '2027-02-28T08:00:00.000Z', starts: { la: '2027-02-28' } },
  { at: '2027-02-28T08:00:00.000Z', starts: {} },
  { at: '2027-03-13T15:59:00.000Z', starts: { hk: '2027-03-13', la: '2027-03-13' } },
  { at: '2027-03-13T16:00:00.000Z', starts: { hk: '2027-03-14' } },
  { at: '2027-03-14T07:59:59.999Z', starts: {} },
  { at: '2027-03-14T08:00:00.000Z', starts: { la: '2027-03-14' } },
  { at: '2027-03-14T16:00:00.000Z', starts: { hk: '2027-03-15' } },
  { at: '2027-03-15T06:59:59.999Z', starts: {} },
  { at: '2027-03-15T07:00:00.000Z', starts: { la: '2027-03-15' } },
  { at: '2027-11-06T15:59:00.000Z', starts: { hk: '2027-11-06', la: '2027-11-06' } },
  { at: '2027-11-06T16:00:00.000Z', starts: { hk: '2027-11-07' } },
  { at: '2027-11-07T06:59:59.999Z', starts: {} },
  { at: '2027-11-07T07:00:00.000Z', starts: { la: '2027-11-07' } },
  { at: '2027-11-07T16:00:00.000Z', starts: { hk: '2027-11-08' } },
  { at: '2027-11-08T07:59:59.999Z', starts: {} },
  { at: '2027-11-08T08:00:00.000Z', starts: { la: '2027-11-08' } },
  { at: '2028-02-28T15:59:00.000Z', starts: { hk: '2028-02-28', la: '2028-02-28' } },
  { at: '2028-02-28T16:00:00.000Z', starts: { hk: '2028-02-29' } },
  { at: '2028-02-29T07:59:59.999Z', starts: {} },
  { at: '2028-02-29T08:00:00.000Z', starts: { la: '2028-02-29' } },
];

describeOnEachDatabase(
  'birthday runs at local midnight',
  (api: ApiHarness) => {
    const { dispatcher } = testDispatcher(api);
    let dispatch: ReturnType<typeof serverDispatch>;
    const companies = {} as Record<Company, number>;
    const names = new Map<number, Member>();

    /** A company whose first shop keeps `zone`'s clock, sending birthday mail at midnight. */
    const company = async (key: Company) => {
      const id = (
        await api.records.create('company', {
          name: `Birthdays ${key}`,
          contacts: 'Test',
          phone1: '+852 2000 0000',
          email: `${key}@example.com`,
        })
      ).id;
      await api.records.create('shop', { companyId: id, name: `${key} first`, timeZone: ZONES[key] });
      // A later shop in another zone does not move the company's clock.
      await api.records.create('shop', {
        companyId: id,
        name: `${key} second`,
        timeZone: 'Pacific/Honolulu',
      });
      await api.records.create('birthdayMarketing', {
        companyId: id,
        enabled: true,
        channels: ['email'],
        sendTime: '00:00',
        smsLanguage: 'en',
        subject: 'Happy birthday',
        content: 'Happy birthday, {{ name }}',
      });
      await topUpBoth(api, id, 1000, `birthdays-${key}`);
      for (const [name, birthday] of Object.entries(BORN) as [Member, string][]) {
        const consents = name === 'silent' ? [] : (['email'] as const);
        const member = await consentingMember(
          api,
          id,
          { nickname: name, email: `${key}.${name}@example.com`, birthday },
          consents,
        );
        names.set(member, name);
      }
      return id;
    };

    const keys = () => Object.keys(companies) as Company[];

    /** The companies whose birthday run the dispatcher finds due at `at`; then each company's start at `at`. */
    const tick = async (at: number): Promise<Company[]> => {
      const { rows } = await api.db.query<{ company_id: number }>(
        birthdayDueSql(api.records, '$1', api.config.timeZone),
        [new Date(at)],
      );
      const due = new Set(rows.map((row) => row.company_id));
      for (const key of keys()) await dispatch.startDue(companies[key], at);
      return keys().filter((key) => due.has(companies[key]));
    };

    /** Every birthday run started so far, with the members each queued a send record for. */
    const runs = async () => {
      const { rows } = await api.db.query<{
        company: number;
        day: string;
        status: string;
        members: number[];
      }>(
        `SELECT r.company_id AS company, r.occurrence AS day, r.status,
                coalesce(array_agg(s.member_id ORDER BY s.member_id) FILTER (WHERE s.member_id IS NOT NULL), '{}') AS members
           FROM marketing_run r
           LEFT JOIN send_record s ON s.company_id = r.company_id AND s.task = 'birthday'
                AND s.occurrence = r.occurrence AND s.channel = 'email' AND s.status = 'queued'
          WHERE r.kind = 'birthday'
          GROUP BY r.company_id, r.occurrence, r.status ORDER BY r.company_id, r.occurrence`,
      );
      return rows.map((row) => ({
        run: `${keys().find((key) => companies[key] === row.company) ?? row.company} ${row.day}`,
        status: row.status,
        members: row.members.map((member) => names.get(member)),
      }));
    };

    beforeAll(async () => {
      dispatch = dispatcher();
      companies.hk = await company('hk');
      companies.la = await company('la');
    });

    it('starts each company’s run of its own day at its own midnight, with that day’s birthdays', async () => {
      const expected: { run: string; status: string; members: (Member | undefined)[] }[] = [];
      for (const { at, starts } of TICKS) {
        expect({ at, due: await tick(Date.parse(at)) }).toEqual({ at, due: Object.keys(starts) });
        for (const [key, day] of Object.entries(starts))
          expected.push({ run: `${key} ${day}`, status: 'sending', members: BIRTHDAYS[day] ?? [] });
        // hk's company was made first: the runs come by company, then day.
        expected.sort((a, b) => a.run.localeCompare(b.run));
        expect({ at, runs: await runs() }).toEqual({ at, runs: expected });
      }
    });

    it('starts no second run of a company’s day however often it is asked', async () => {
      const before = await runs();
      for (const { at } of TICKS)
        for (const id of Object.values(companies)) await dispatch.startDue(id, Date.parse(at));
      expect(await runs()).toEqual(before);
      const { rows } = await api.db.query<{ records: number; runs: number }>(
        `SELECT (SELECT count(*)::int FROM send_record WHERE task = 'birthday') AS records,
                (SELECT count(*)::int FROM marketing_run WHERE kind = 'birthday') AS runs`,
      );
      expect(rows[0]).toEqual({
        records: before.reduce((sum, run) => sum + run.members.length, 0),
        runs: before.length,
      });
    });
  },
  // The server's own dispatcher would start today's birthday runs in the middle of the tests.
  { demo: false, config: { jobWorkers: false } },
);
