// The seven demographic reports of membership analysis (issue 26 item 4, docs/schemas.md
// "Membership analysis: demographics") through PUT /pro-api/report/{name}, on both engines. Members
// are made through the member screen's call and signed up in 2021 (a year no demo record reaches),
// their orders sent by two tills; every figure equals what is computed here from those members and
// orders, every breakdown adds up to its total, the roll-ups answer as the raw facts, an edit and a
// deletion move the figures, and another company reads none of them.
import type { ReportAnswer, ReportRow } from '../../../engine/protocol/report';
import { runReport } from '../../../engine/server/reports/report-run';
import { compilePart } from '../../../engine/server/reports/report-sql';
import type { PosOrder } from '../../../protocol/pos-order';
import { wallClock } from '../../../protocol/wall-clock';
import { zonedDate } from '../../../protocol/zoned-time';
import { ageBandMoves, moveAgeBands } from '../../../server/membership-analysis/age-band-job';
import { AGE_BANDS } from '../../../server/membership-analysis/age-bands';
import { rebuildMembershipAnalysis } from '../../../server/membership-analysis/bulk-loaded-storage';
import { setSignUpTimes } from '../../../server/membership-analysis/member-facts-table';
import { loadProductReports } from '../../../server/sales/product-reports';
import { REPORT_FACTS } from '../../../server/sales/report-facts';
import { describeOnEachDatabase } from '../support/api-harness';
import { deviceCalls } from '../support/pos-devices';
import { closedOrder, companyRecords, type CompanyRecords } from '../support/pos-orders';
import { deletedOrder, type OrdersAnswer } from '../support/member-orders';
import { breakdowns, part, present } from '../support/report-answers';
import { demoTenants, type DemoTenants } from '../support/tenants';

const YEAR = { from: '2021-01-01', to: '2021-12-31' };
const REPORTS = [
  'membership_demographic_gender',
  'membership_demographic_age',
  'membership_demographic_visited_branches',
  'membership_demographic_sign_up_time',
  'membership_demographic_birth_month',
  'membership_demographic_member_level',
  'membership_demographic_member_activity',
];

// A member's level follows his points once his orders are counted (server/members/member-levels.ts):
// with no points anyone who comes is silver, so only members without orders are gold.
interface Member {
  key: string;
  gender?: 'male' | 'female' | 'other';
  birthday?: string;
  level: 'silver' | 'gold' | null;
  vip: boolean;
  signedUpAt: string;
}

const MEMBERS: Member[] = [
  {
    key: 'a',
    gender: 'female',
    birthday: '1990-03-14',
    level: 'silver',
    vip: true,
    signedUpAt: '2021-01-04T01:15:00Z',
  },
  {
    key: 'b',
    gender: 'male',
    birthday: '2008-12-31',
    level: 'silver',
    vip: false,
    signedUpAt: '2021-01-04T09:40:00Z',
  },
  {
    key: 'c',
    gender: 'female',
    birthday: '1961-07-01',
    level: 'silver',
    vip: true,
    signedUpAt: '2021-02-17T15:59:00Z',
  },
  { key: 'd', level: null, vip: false, signedUpAt: '2021-03-08T04:00:00Z' },
  {
    key: 'e',
    gender: 'other',
    birthday: '1999-03-02',
    level: 'silver',
    vip: false,
    signedUpAt: '2021-03-08T23:30:00Z',
  },
  {
    key: 'f',
    gender: 'male',
    birthday: '1975-10-20',
    level: 'silver',
    vip: false,
    signedUpAt: '2021-06-30T12:00:00Z',
  },
  { key: 'g', gender: 'female', level: 'gold', vip: false, signedUpAt: '2021-12-31T10:00:00Z' },
  {
    key: 'i',
    gender: 'male',
    birthday: '1948-02-29',
    level: 'gold',
    vip: true,
    signedUpAt: '2021-09-18T06:00:00Z',
  },
  // Signed up the year after: in no figure of 2021's, though his order of 2021 is.
  {
    key: 'h',
    gender: 'male',
    birthday: '1985-05-05',
    level: 'silver',
    vip: false,
    signedUpAt: '2022-01-02T03:00:00Z',
  },
];

type Shop = 'central' | 'causeway';
interface Order {
  id: string;
  member: string;
  shop: Shop;
  closedAt: string;
  deleted?: boolean;
}

const ORDERS: Order[] = [
  { id: 'DM-1', member: 'a', shop: 'central', closedAt: '2021-02-01T13:00:00+08:00' },
  { id: 'DM-2', member: 'a', shop: 'central', closedAt: '2021-02-03T13:00:00+08:00' },
  { id: 'DM-3', member: 'a', shop: 'causeway', closedAt: '2021-05-09T19:00:00+08:00' },
  { id: 'DM-4', member: 'b', shop: 'causeway', closedAt: '2021-02-01T12:00:00+08:00' },
  { id: 'DM-5', member: 'c', shop: 'central', closedAt: '2021-03-01T12:00:00+08:00' },
  { id: 'DM-6', member: 'c', shop: 'central', closedAt: '2021-03-02T12:00:00+08:00' },
  { id: 'DM-7', member: 'c', shop: 'central', closedAt: '2021-03-03T12:00:00+08:00' },
  { id: 'DM-8', member: 'c', shop: 'central', closedAt: '2021-03-04T12:00:00+08:00' },
  { id: 'DM-9', member: 'c', shop: 'causeway', closedAt: '2021-03-05T12:00:00+08:00' },
  { id: 'DM-10', member: 'e', shop: 'central', closedAt: '2021-04-01T12:00:00+08:00', deleted: true },
  { id: 'DM-11', member: 'h', shop: 'causeway', closedAt: '2021-11-11T12:00:00+08:00' },
  // Closed in 2022: counts among his visits so far, not among 2021's members who came.
  { id: 'DM-12', member: 'f', shop: 'causeway', closedAt: '2022-02-02T12:00:00+08:00' },
];

const ZONE = 'Asia/Hong_Kong';

/** Counts of items by a key, as a report's rows read: value → count. */
function counted<T>(items: readonly T[], key: (item: T) => string | number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[String(key(item))] = (counts[String(key(item))] ?? 0) + 1;
  return counts;
}
/** A part's rows as value → measure, one dimension. */
const rowsBy = (rows: readonly ReportRow[], dimension: string, measure: string) =>
  Object.fromEntries(rows.map((row) => [String(row[dimension]), Number(row[measure])]));
/** Whole years from `birthday` to `today` (both YYYY-MM-DD). */
function yearsOld(birthday: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthday.slice(0, 4));
  return today.slice(5) < birthday.slice(5) ? years - 1 : years;
}
function ageBandOf(birthday: string | undefined, today: string): number {
  if (!birthday) return 0;
  const years = yearsOld(birthday, today);
  return AGE_BANDS.find(({ from, to }) => years >= from && (to === null || years <= to))?.band ?? 0;
}
const bandOf = (count: number, bounds: readonly number[]) => bounds.filter((bound) => count >= bound).length;
/** Visits: 0, 1, 2–3, 4–10, 11 and more. */
const visitBand = (visits: number) => bandOf(visits, [1, 2, 4, 11]);
/** Branches: 0, 1, 2, 3, 4 and more. */
const branchBand = (shops: number) => bandOf(shops, [1, 2, 3, 4]);

describeOnEachDatabase('the demographic reports of membership analysis', (api) => {
  let tenants: DemoTenants;
  let records: CompanyRecords;
  let today: string;
  const levels: Record<'silver' | 'gold', number> = { silver: 0, gold: 0 };
  const ids = new Map<string, number>();
  const members = MEMBERS.map((member) => ({ ...member }));
  const devices = deviceCalls(api);
  const keys: Partial<Record<Shop, string>> = {};

  const ask = async (name: string, body: object = { ...YEAR, compare: 'lastWeek' }, user = 'hk.owner') => {
    const answer = await api.callAs<ReportAnswer>(user, 'PUT', `/report/${name}`, body);
    expect(answer.status).toBe(0);
    return answer.data;
  };
  const shopId = (shop: Shop) => (shop === 'central' ? tenants.central : tenants.causeway);
  const memberId = (key: string) => present(ids.get(key), `member ${key}`);

  /** The members of 2021 as they stand, and each one's closed orders of all time. */
  const inYear = () => members.filter(({ signedUpAt }) => signedUpAt.startsWith('2021'));
  const closedOf = (key: string) => ORDERS.filter((order) => order.member === key && !order.deleted);
  const visitsOf = (key: string) => closedOf(key).length;
  const shopsOf = (key: string) => new Set(closedOf(key).map(({ shop }) => shop)).size;
  const levelOf = (member: Member) => (member.level ? levels[member.level] : 0);

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    records = await companyRecords(api.db, tenants.hk, 'demographics');
    // Today on the server's calendar, as the member's `age` reads it, whatever the session's zone.
    today = zonedDate(Date.now(), api.config.timeZone);
    // Two levels no order of these climbs between: a member stays where the test puts him.
    for (const [name, range] of [
      ['silver', { pointsFrom: 0, pointsTo: 99_999 }],
      ['gold', { pointsFrom: 100_000 }],
    ] as const) {
      const made = await api.callAs<{ id: number }>('hk.owner', 'POST', '/member/level', {
        name: `人口統計 ${name}`,
        status: 'enabled',
        ...range,
        spendingPerPoint: 999_999,
      });
      expect(made.status).toBe(0);
      levels[name] = made.data.id;
    }
    for (const [n, member] of members.entries()) {
      const made = await api.callAs<{ id: number }>('hk.owner', 'POST', '/member', {
        nickname: `人口 ${member.key}`,
        countryCode: '+852',
        phone: `6600${String(n).padStart(4, '0')}`,
        password: 'dimsum8',
        ...(member.gender ? { gender: member.gender } : {}),
        ...(member.birthday ? { birthday: member.birthday } : {}),
        ...(member.level ? { memberLevelId: levels[member.level] } : {}),
        ...(member.vip ? { vip: true, vipUntil: '2030-06-30' } : {}),
      });
      expect(made.status).toBe(0);
      ids.set(member.key, made.data.id);
    }
    // A sign-up time is the record's creation stamp, which no call sets: moved as the demo's seed moves it.
    await api.db.query(
      `UPDATE res_member m SET created_at = s.at FROM unnest($1::int[], $2::timestamptz[]) AS s (id, at)
        WHERE m.id = s.id`,
      [members.map(({ key }) => memberId(key)), members.map(({ signedUpAt }) => signedUpAt)],
    );
    await setSignUpTimes(
      api.db,
      tenants.hk,
      members.map(({ key, signedUpAt }) => ({ memberId: memberId(key), at: signedUpAt })),
      api.config.timeZone,
    );
    for (const shop of ['central', 'causeway'] as const) {
      const device = await devices.create('hk.owner', shopId(shop), `Demographics ${shop}`);
      keys[shop] = (await devices.issue('hk.owner', device)).data.key;
    }
    for (const order of ORDERS) {
      const sent: PosOrder = {
        ...closedOrder(records, order.id, order.closedAt),
        memberId: memberId(order.member),
      };
      const batches = order.deleted
        ? [sent, deletedOrder(sent, order.closedAt.replace('12:00', '12:30'))]
        : [sent];
      for (const batch of batches) {
        const answer = await devices.send(
          'orders',
          { shopId: shopId(order.shop), orders: [batch] },
          keys[order.shop],
        );
        expect((answer.data as unknown as OrdersAnswer).rejected).toEqual([]);
      }
    }
  });

  it('counts 2021’s new members by gender, age, birth month, level and VIP as they are', async () => {
    expect(api.config.timeZone).toBe(ZONE);
    const year = inYear();
    const gender = await ask('membership_demographic_gender');
    expect(part(gender, 'genderFigures').totals).toMatchObject({
      members: year.length,
      withBirthday: year.filter(({ birthday }) => birthday).length,
    });
    expect(rowsBy(part(gender, 'byGender').rows, 'gender', 'members')).toEqual(
      counted(year, ({ gender: given }) => given ?? 'unknown'),
    );
    const age = await ask('membership_demographic_age');
    expect(rowsBy(part(age, 'byAgeBand').rows, 'ageBand', 'members')).toEqual(
      counted(year, ({ birthday }) => ageBandOf(birthday, today)),
    );
    const birthMonth = await ask('membership_demographic_birth_month');
    expect(rowsBy(part(birthMonth, 'byBirthMonth').rows, 'birthMonth', 'members')).toEqual(
      counted(year, ({ birthday }) => (birthday ? Number(birthday.slice(5, 7)) : 0)),
    );
    const level = await ask('membership_demographic_member_level');
    expect(rowsBy(part(level, 'byLevel').rows, 'level', 'members')).toEqual(counted(year, levelOf));
    expect(rowsBy(part(level, 'byLevel').rows, 'level', 'vipMembers')).toEqual(
      Object.fromEntries(
        Object.keys(counted(year, levelOf)).map((id) => [
          id,
          year.filter((member) => String(levelOf(member)) === id && member.vip).length,
        ]),
      ),
    );
    expect(rowsBy(part(level, 'byVip').rows, 'vip', 'members')).toEqual(
      counted(year, ({ vip }) => (vip ? 'vip' : 'regular')),
    );
    expect(part(level, 'levelFigures').totals.vipShare).toBeCloseTo(
      year.filter(({ vip }) => vip).length / year.length,
      4,
    );
  });

  it('counts the sign-ups by the day, month, hour and weekday on the restaurants’ clocks', async () => {
    const year = inYear();
    const clock = (member: Member) => wallClock(Date.parse(member.signedUpAt), ZONE);
    const answer = await ask('membership_demographic_sign_up_time');
    expect(part(answer, 'signUpFigures').totals.members).toBe(year.length);
    expect(rowsBy(part(answer, 'signUpsDaily').rows, 'day', 'members')).toEqual(
      counted(year, (member) => clock(member).date),
    );
    expect(rowsBy(part(answer, 'signUpsMonthly').rows, 'month', 'members')).toEqual(
      counted(year, (member) => `${clock(member).date.slice(0, 7)}-01`),
    );
    expect(rowsBy(part(answer, 'signUpsByHour').rows, 'hour', 'members')).toEqual(
      counted(year, (member) => clock(member).hour),
    );
    expect(rowsBy(part(answer, 'signUpsByWeekday').rows, 'weekday', 'members')).toEqual(
      counted(year, (member) => new Date(`${clock(member).date}T00:00:00Z`).getUTCDay() || 7),
    );
  });

  it('counts the new members who came, to each branch, by day and by how many branches', async () => {
    const year = inYear();
    const came = year.filter(({ key }) => visitsOf(key) > 0);
    const visitsIn = (members: readonly Member[], shop?: Shop) =>
      members.flatMap(({ key }) => closedOf(key)).filter((order) => !shop || order.shop === shop).length;
    const branches = await ask('membership_demographic_visited_branches');
    expect(part(branches, 'visitFigures').totals).toMatchObject({
      members: year.length,
      activeMembers: came.length,
      visits: visitsIn(year),
    });
    const byShop = part(branches, 'membersByShop');
    for (const shop of ['central', 'causeway'] as const)
      expect(byShop.rows.find((row) => row.shop === shopId(shop))).toMatchObject({
        members: came.filter(({ key }) => closedOf(key).some((order) => order.shop === shop)).length,
        visits: visitsIn(year, shop),
      });
    // A member who came to both branches is in both rows and once in the total.
    expect(byShop.totals).toMatchObject({ members: came.length, visits: visitsIn(year) });
    const clock = (member: Member) => wallClock(Date.parse(member.signedUpAt), ZONE).date;
    const daily = part(branches, 'membersDaily').rows;
    expect(rowsBy(daily, 'day', 'members')).toEqual(counted(year, clock));
    expect(rowsBy(daily, 'day', 'activeMembers')).toEqual(
      Object.fromEntries(
        Object.keys(counted(year, clock)).map((day) => [
          day,
          came.filter((member) => clock(member) === day).length,
        ]),
      ),
    );
    expect(rowsBy(part(branches, 'byBranchBand').rows, 'branchBand', 'members')).toEqual(
      counted(year, ({ key }) => branchBand(shopsOf(key))),
    );
    const activity = await ask('membership_demographic_member_activity');
    expect(part(activity, 'activityFigures').totals).toMatchObject({
      members: year.length,
      activeMembers: year.filter(({ key }) => visitsOf(key) > 0).length,
      visits: year.reduce((sum, { key }) => sum + visitsOf(key), 0),
    });
    expect(rowsBy(part(activity, 'byVisitBand').rows, 'visitBand', 'members')).toEqual(
      counted(year, ({ key }) => visitBand(visitsOf(key))),
    );
  });

  it('adds every breakdown up to its total, and reads the same from roll-ups as from raw facts', async () => {
    const reports = loadProductReports(api.config, api.schemas);
    let checked = 0;
    for (const name of REPORTS) {
      const answer = await ask(name);
      const report = present(reports.get(name), name);
      for (const declared of report.parts.filter((one) => (one.dimensions ?? []).length > 0))
        expect([name, declared.name, part(answer, declared.name).rows.length > 0]).toEqual([
          name,
          declared.name,
          true,
        ]);
      for (const sum of breakdowns(report, answer)) {
        expect([...sum.where, sum.added]).toEqual([...sum.where, sum.total]);
        checked += 1;
      }
      const scope = { companies: [tenants.hk], shops: 'all' as const, english: true, ...YEAR };
      expect(await runReport(api.db, REPORT_FACTS, report, scope)).toEqual(
        await runReport(api.db, REPORT_FACTS, report, scope, { raw: true }),
      );
    }
    expect(checked).toBeGreaterThanOrEqual(40);
    // What can be summed by day is read from its roll-up, so the comparison above compares two paths.
    const scope = { companies: [tenants.hk], shops: 'all' as const, ...YEAR };
    const via = (name: string, partName: string) => {
      const declared = present(reports.get(name), name).parts.find((one) => one.name === partName);
      return compilePart(present(REPORT_FACTS.members, 'members'), present(declared, partName), scope).via;
    };
    expect([
      via('membership_demographic_gender', 'byGender'),
      via('membership_demographic_sign_up_time', 'signUpsByHour'),
      via('membership_demographic_member_level', 'byLevel'),
      via('membership_demographic_birth_month', 'byBirthMonth'),
      via('membership_demographic_gender', 'genderFigures'),
      via('membership_demographic_birth_month', 'birthMonthByGender'),
      via('membership_demographic_member_activity', 'visitBandByGender'),
      via('membership_demographic_visited_branches', 'byBranchBand'),
    ]).toEqual([
      'member_signup_rollup',
      'member_signup_rollup',
      'member_level_rollup',
      'member_birth_month_rollup',
      'member_birth_month_rollup',
      'member_birth_month_rollup',
      'member_visit_rollup',
      'member_visit_rollup',
    ]);
    // The age today: its roll-up, with the members whose band changed since, from their birthdays.
    expect(via('membership_demographic_age', 'byAgeBand')).toContain('member_age_rollup');
  });

  it('makes a bulk load’s storage whole again as the product kept it', async () => {
    // 2021's rows are this file's members and orders alone; their levels never moved (above).
    const stored = async () => {
      const read = async (sql: string) => (await api.db.query(sql, [tenants.hk])).rows;
      const tables: Record<string, unknown[]> = {
        facts: await read(
          `SELECT member_id, gender, birthday::text, birth_month, signed_up_at, signed_up_on::text,
                  signed_up_hour, level_id, vip, visits, shops_visited, age_band, age_band_until::text
             FROM member_fact WHERE company_id = $1 AND signed_up_on BETWEEN '2021-01-01' AND '2021-12-31'
            ORDER BY member_id`,
        ),
        shopVisits: await read(
          `SELECT member_id, shop_id, signed_up_on::text, visits FROM member_shop_visit
            WHERE company_id = $1 AND signed_up_on BETWEEN '2021-01-01' AND '2021-12-31' ORDER BY 1, 2`,
        ),
        snapshots: await read(
          `SELECT s.* FROM member_order_snapshot s JOIN sales_order o ON o.id = s.order_id
            WHERE s.company_id = $1 AND o.business_date BETWEEN '2021-01-01' AND '2021-12-31'
            ORDER BY s.order_id`,
        ),
      };
      for (const table of [
        'member_signup_rollup',
        'member_level_rollup',
        'member_birth_month_rollup',
        'member_visit_rollup',
        'member_age_rollup',
        'member_shop_rollup',
      ])
        tables[table] = await read(
          `SELECT * FROM ${table} WHERE company_id = $1 AND signed_up_on BETWEEN '2021-01-01' AND '2021-12-31'
            ORDER BY 1, 2, 3, 4, 5`,
        );
      for (const table of [
        'member_sales_rollup',
        'member_sales_month_rollup',
        'member_sales_band_rollup',
        'member_sales_band_month_rollup',
      ])
        tables[table] = await read(
          `SELECT * FROM ${table} WHERE company_id = $1 AND business_date BETWEEN '2021-01-01' AND '2021-12-31'
            ORDER BY 2, 3, 4, 5, 6`,
        );
      return tables;
    };
    const kept = await stored();
    expect(kept.facts).toHaveLength(inYear().length);
    expect(kept.shopVisits?.length).toBeGreaterThan(0);
    expect(kept.snapshots?.length).toBeGreaterThan(0);
    // What a bulk load leaves: no member's facts, no order's attributes, the roll-ups without them.
    await api.db.query('DELETE FROM member_fact WHERE company_id = $1', [tenants.hk]);
    await api.db.query('DELETE FROM member_order_snapshot WHERE company_id = $1', [tenants.hk]);
    await api.db.query('DELETE FROM member_sales_rollup WHERE company_id = $1', [tenants.hk]);
    const member = present(api.schemas.byName.get('member'), 'member');
    await rebuildMembershipAnalysis(api.db, member, tenants.hk, api.config.timeZone);
    expect(await stored()).toEqual(kept);
  });

  it('reads a band that changed today before the hourly job moves it, and the job moves it', async () => {
    const kept = (id: number) =>
      api.db.query<{ band: number; until: string | null }>(
        `SELECT age_band AS band, age_band_until::text AS until FROM member_fact
          WHERE company_id = $1 AND member_id = $2`,
        [tenants.hk, id],
      );
    const a = present(
      members.find(({ key }) => key === 'a'),
      'a',
    );
    const [before] = (await kept(memberId('a'))).rows;
    expect(before).toEqual({ band: ageBandOf(a.birthday, today), until: expect.any(String) });
    expect(String(before?.until) > today).toBe(true);
    // As if his birthday had moved him yesterday: the band kept, and its roll-up row, now a day late.
    await api.db.query(
      `UPDATE member_fact SET age_band = 7, age_band_until = $3::date - 1 WHERE company_id = $1 AND member_id = $2`,
      [tenants.hk, memberId('a'), today],
    );
    const moves = ageBandMoves(api.config.timeZone);
    expect(await moves.options.recurs?.due(api.db, new Date())).toContain(tenants.hk);
    const reports = loadProductReports(api.config, api.schemas);
    const report = present(reports.get('membership_demographic_age'), 'age');
    const scope = { companies: [tenants.hk], shops: 'all' as const, english: false, ...YEAR };
    const expected = counted(inYear(), ({ birthday }) => ageBandOf(birthday, today));
    expect(
      rowsBy(part(await ask('membership_demographic_age'), 'byAgeBand').rows, 'ageBand', 'members'),
    ).toEqual(expected);
    expect(await runReport(api.db, REPORT_FACTS, report, scope)).toEqual(
      await runReport(api.db, REPORT_FACTS, report, scope, { raw: true }),
    );
    expect(await moveAgeBands(api.db, tenants.hk, api.config.timeZone)).toBeGreaterThanOrEqual(1);
    expect((await kept(memberId('a'))).rows).toEqual([before]);
    expect(await moveAgeBands(api.db, tenants.hk, api.config.timeZone)).toBe(0);
    expect(await moves.options.recurs?.due(api.db, new Date())).not.toContain(tenants.hk);
    const rolledUp = await api.db.query<{ band: number; members: number }>(
      `SELECT age_band AS band, sum(members)::int AS members FROM member_age_rollup
        WHERE company_id = $1 AND signed_up_on BETWEEN $2 AND $3 GROUP BY age_band`,
      [tenants.hk, YEAR.from, YEAR.to],
    );
    expect(Object.fromEntries(rolledUp.rows.map(({ band, members: n }) => [String(band), n]))).toEqual(
      expected,
    );
  });

  it('follows a member’s edit of his gender and level, and his deletion', async () => {
    const edited = await api.callAs('hk.owner', 'PUT', '/member/modify', {
      id: memberId('b'),
      version: 1,
      gender: 'female',
      memberLevelId: levels.gold,
    });
    expect(edited.status).toBe(0);
    Object.assign(
      present(
        members.find(({ key }) => key === 'b'),
        'b',
      ),
      { gender: 'female', level: 'gold' },
    );
    const removed = await api.callAs('hk.owner', 'DELETE', '/member', { ids: [memberId('g')] });
    expect(removed.status).toBe(0);
    members.splice(
      members.findIndex(({ key }) => key === 'g'),
      1,
    );

    const year = inYear();
    const gender = await ask('membership_demographic_gender');
    expect(rowsBy(part(gender, 'byGender').rows, 'gender', 'members')).toEqual(
      counted(year, ({ gender: given }) => given ?? 'unknown'),
    );
    const level = await ask('membership_demographic_member_level');
    expect(rowsBy(part(level, 'byLevel').rows, 'level', 'members')).toEqual(counted(year, levelOf));
    const scope = { companies: [tenants.hk], shops: 'all' as const, english: false, ...YEAR };
    const reports = loadProductReports(api.config, api.schemas);
    for (const name of [
      'membership_demographic_gender',
      'membership_demographic_member_level',
      'membership_demographic_member_activity',
    ]) {
      const report = present(reports.get(name), name);
      expect(await runReport(api.db, REPORT_FACTS, report, scope)).toEqual(
        await runReport(api.db, REPORT_FACTS, report, scope, { raw: true }),
      );
    }
  });

  it('shows another company none of them, and refuses a manager without the page', async () => {
    for (const name of REPORTS) {
      const answer = await ask(name, YEAR, 'kowloon.owner');
      for (const each of answer.parts)
        expect([name, each.name, each.rows.length]).toEqual([name, each.name, 0]);
    }
    const refused = await api.callAs('hk.central', 'PUT', '/report/membership_demographic_gender', YEAR);
    expect(refused.status).not.toBe(0);
  });
});
