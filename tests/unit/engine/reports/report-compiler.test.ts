// The report compiler's rules (engine/server/reports): which source a part reads, that every value
// reaches SQL as a parameter, how the rows are worked into measures, sorted, cut and totalled, and
// the comparison windows' dates.
import { compareRange, dayNumber } from '../../../../engine/server/reports/report-dates';
import { partFigures } from '../../../../engine/server/reports/report-rows';
import {
  compilePart,
  compileStatements,
  rollupAnswers,
  TODAY,
} from '../../../../engine/server/reports/report-sql';
import type { FactSource, ReportPart, RollupSource } from '../../../../engine/server/reports/report-types';

const DAY_ROLLUP: RollupSource = {
  from: 'sale_day',
  company: 'company_id',
  shop: 'shop_id',
  date: 'day',
  dimensions: { day: 'day', shop: 'shop_id' },
  measures: {
    amount: 'SUM(amount)',
    sales: 'SUM(sales)',
    guests: { sum: 'SUM(guests)', count: 'SUM(sales)' },
  },
  holds: { status: ['closed'] },
};

const FACT: FactSource = {
  from: 'sale s',
  company: 's.company_id',
  shop: 's.shop_id',
  date: 's.day',
  arrivals: { from: 'sale', company: 'company_id', shop: 'shop_id', at: 'at' },
  scene: 's.scene_id',
  dimensions: {
    day: { sql: 's.day', title: 'x:day', format: 'date' },
    shop: {
      sql: 's.shop_id',
      title: 'x:shop',
      format: 'id',
      label: '(SELECT name FROM shop WHERE id = {key})',
    },
    kind: { sql: 's.kind', title: 'x:kind', format: 'text' },
  },
  measures: {
    amount: { sum: 's.amount', title: 'x:amount', format: 'money' },
    sales: { count: '*', title: 'x:sales', format: 'count' },
    guests: { avg: 's.guests', title: 'x:guests', format: 'number' },
    average: { ratio: ['amount', 'sales'], title: 'x:average', format: 'money' },
    tables: { distinct: 's.table_no', title: 'x:tables', format: 'count' },
  },
  filters: { status: { sql: 's.status', values: ['open', 'closed'], default: ['closed'] } },
  rollups: [DAY_ROLLUP],
};

const part = (extra: Partial<ReportPart>): ReportPart => ({
  name: 'p',
  title: 'x:p',
  fact: 'sale',
  measures: ['amount', 'sales', 'average'],
  chart: 'bar',
  ...extra,
});

const QUERY = { companies: [7], shops: 'all' as const, from: '2026-03-01', to: '2026-03-31' };

describe('the source a part reads', () => {
  it('takes the roll-up when it answers every dimension, measure and filter', () => {
    expect(compilePart(FACT, part({ dimensions: ['shop'] }), QUERY).via).toBe('sale_day');
    expect(compilePart(FACT, part({ measures: ['guests'], dimensions: ['day'] }), QUERY).via).toBe(
      'sale_day',
    );
  });

  it('splits the totals row off when the roll-up of the rows counts distinct things within its grain', () => {
    // Tables counted per kind and day: a table under two kinds would count twice in a total.
    const byKind: RollupSource = {
      ...DAY_ROLLUP,
      from: 'sale_kind',
      dimensions: { ...DAY_ROLLUP.dimensions, kind: 'kind' },
      measures: { ...DAY_ROLLUP.measures, tables: 'SUM(tables)' },
      grain: ['kind'],
    };
    const fact = { ...FACT, rollups: [byKind, DAY_ROLLUP] };
    const kinds = part({ measures: ['amount', 'sales'], dimensions: ['kind'] });
    expect(compilePart(fact, kinds, QUERY).via).toBe('raw');
    const [rows, totals, ...more] = compileStatements(fact, kinds, QUERY);
    expect([rows?.via, totals?.via, more]).toEqual(['sale_kind', 'sale_day', []]);
    expect(rows?.sql).not.toContain('GROUPING SETS');
    expect(totals?.sql).toContain('1 AS g');
    // Grouped by its grain and more, or with no grain at all, one statement does.
    expect(compileStatements(fact, { ...kinds, dimensions: ['kind', 'day'] }, QUERY)).toHaveLength(2);
    expect(compileStatements(fact, part({ dimensions: ['shop'] }), QUERY).map((each) => each.via)).toEqual([
      'sale_day',
    ]);
    expect(compileStatements(fact, part({ measures: ['tables'] }), QUERY).map((each) => each.via)).toEqual([
      'raw',
    ]);
  });

  it('reads the raw facts for a dimension, a measure, a filter value or a scene the roll-up lacks', () => {
    expect(rollupAnswers(FACT, part({ dimensions: ['kind'] }), DAY_ROLLUP, false)).toBe(false);
    expect(compilePart(FACT, part({ measures: ['tables'] }), QUERY).via).toBe('raw');
    expect(compilePart(FACT, part({ where: { status: ['open'] } }), QUERY).via).toBe('raw');
    expect(compilePart(FACT, part({ where: { status: ['open', 'closed'] } }), QUERY).via).toBe('raw');
    expect(compilePart(FACT, part({}), { ...QUERY, sceneId: 3 }).via).toBe('raw');
    expect(compilePart(FACT, part({}), { ...QUERY, raw: true }).via).toBe('raw');
  });

  it('sends every value as a parameter and totals in the same statement', () => {
    const compiled = compilePart(FACT, part({ dimensions: ['shop'] }), {
      ...QUERY,
      shops: [3, 4],
      raw: true,
    });
    expect(compiled.params).toEqual(['2026-03-01', '2026-03-31', [7], [3, 4], ['closed']]);
    expect(compiled.sql).not.toMatch(/2026|closed'/);
    expect(compiled.sql).toContain('GROUPING SETS ((s.shop_id), ())');
    // Each shop's name read once, by its value.
    expect(compiled.sql).toContain('(SELECT v.k, ((SELECT name FROM shop WHERE id = v.k)) AS label');
    expect(compiled.sql).toContain('SELECT DISTINCT d0 AS k FROM a');
  });

  it("reads a fact's {today} on the server's calendar, sent as a parameter, else the database's", () => {
    const ages: FactSource = {
      ...FACT,
      dimensions: {
        ...FACT.dimensions,
        adult: { sql: `age(${TODAY}, s.born) >= '18 years'`, title: 'x:adult', format: 'text' },
      },
    };
    const adults = part({ dimensions: ['adult'] });
    const zoned = compilePart(ages, adults, { ...QUERY, companies: 'all', timeZone: 'Asia/Hong_Kong' });
    expect(zoned.sql).toContain("age((now() AT TIME ZONE $4::text)::date, s.born) >= '18 years'");
    expect(zoned.params).toEqual(['2026-03-01', '2026-03-31', ['closed'], 'Asia/Hong_Kong']);
    expect(compilePart(ages, adults, { ...QUERY, companies: 'all' }).sql).toContain(
      'age(current_date, s.born)',
    );
  });

  it('leaves the scope out only for a caller who reaches everything', () => {
    const compiled = compilePart(FACT, part({}), { ...QUERY, companies: 'all' });
    expect(compiled.sql).not.toContain('company_id');
    expect(compiled.params).toEqual(['2026-03-01', '2026-03-31']);
  });
});

describe('the rows of a part', () => {
  const shops = part({ dimensions: ['shop'], sort: { by: 'amount', direction: 'desc' }, limit: 2 });
  const compiled = compilePart(FACT, shops, QUERY);
  const row = (shop: number | null, amount: number, sales: number, g = 0) => ({
    d0: shop,
    l0: shop === null ? null : `Shop ${shop}`,
    g,
    m0: String(amount),
    m1: String(sales),
  });

  it('sorts by the measure, breaks ties by the dimension, and sums what the limit cut', () => {
    const figures = partFigures(FACT, shops, compiled.components, [
      row(3, 500, 2),
      row(1, 900, 3),
      row(2, 500, 4),
      row(4, 100, 1),
      row(null, 2_000, 10, 1),
    ]);
    expect(figures.rows).toEqual([
      { shop: 1, shopLabel: 'Shop 1', amount: 900, sales: 3, average: 300 },
      { shop: 2, shopLabel: 'Shop 2', amount: 500, sales: 4, average: 125 },
    ]);
    expect(figures.rest).toEqual({ amount: 600, sales: 3, average: 200 });
    expect(figures.totals).toEqual({ amount: 2_000, sales: 10, average: 200 });
  });

  it('divides sums, never averages averages, and answers nothing over nothing', () => {
    const guests = part({ measures: ['guests', 'average'] });
    const components = compilePart(FACT, guests, QUERY).components;
    expect(components.map((each) => `${each.measure}.${each.part}`)).toEqual([
      'guests.sum',
      'guests.count',
      'amount.value',
      'sales.value',
    ]);
    const totals = (values: number[]) =>
      partFigures(FACT, guests, components, [
        { g: 1, ...Object.fromEntries(values.map((v, i) => [`m${i}`, v])) },
      ]).totals;
    expect(totals([7, 3, 1_000, 3])).toEqual({ guests: 2.3333, average: 333 });
    expect(totals([0, 0, 0, 0])).toEqual({ guests: null, average: null });
  });
});

describe('comparison windows', () => {
  const range = { from: '2026-03-01', to: '2026-03-14' };
  it.each([
    ['lastWeek', '2026-02-22', '2026-03-07'],
    ['fourWeeksAgo', '2026-02-01', '2026-02-14'],
    ['sixMonthsAgo', '2025-08-31', '2025-09-13'],
    ['last30Days', '2026-01-30', '2026-02-28'],
  ] as const)('%s reads %s to %s', (window, from, to) => {
    expect(compareRange(range, window)).toEqual({ from, to });
  });

  it('keeps the weekdays of the range for the week-based windows', () => {
    for (const window of ['lastWeek', 'fourWeeksAgo', 'sixMonthsAgo'] as const) {
      const shifted = compareRange(range, window);
      expect(((dayNumber(range.from) ?? 0) - (dayNumber(shifted.from) ?? 0)) % 7).toBe(0);
    }
  });

  it('takes only real dates', () => {
    expect(dayNumber('2024-02-29')).toBeDefined();
    for (const text of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-1-1', ' 2026-01-01', 20260101])
      expect(dayNumber(text)).toBeUndefined();
  });
});
