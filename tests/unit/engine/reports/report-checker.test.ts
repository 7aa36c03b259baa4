// The report checker (engine/server/reports/report-checker.ts): a report file is refused with its
// file, the path in it and the reason, for the meta-schema and for every name it uses that the facts,
// the navigation or the locales do not have; the registered facts are checked too.
import { checkReports, factProblems } from '../../../../engine/server/reports/report-checker';
import type { FactSources } from '../../../../engine/server/reports/report-types';
import { REPORT_FACTS } from '../../../../server/sales/report-facts';

const FILE = 'schemas/analytics/sales.json';
const context = {
  languages: ['en', 'zh-TW'],
  hasLabel: (_language: string, key: string) => !key.includes('missing'),
  facts: REPORT_FACTS,
  routes: new Set(['sales_report']),
};
const valid = {
  name: 'sales',
  title: 'reports:reports.sales_report',
  route: 'sales_report',
  parts: [
    {
      name: 'top',
      title: 'reports:parts.topDishes',
      fact: 'orderLines',
      measures: ['quantity'],
      dimensions: ['dish'],
      chart: 'bar',
      sort: { by: 'quantity', direction: 'desc' },
      limit: 5,
    },
  ],
};
type Part = (typeof valid.parts)[number];
const withPart = (change: Partial<Record<keyof Part | 'where', unknown>>) => ({
  ...valid,
  parts: [{ ...valid.parts[0], ...change }],
});

const problems = (content: unknown, file = FILE) => {
  const result = checkReports([{ file, content }], context);
  return result.ok ? [] : result.problems.map(({ path, reason }) => ({ path, reason }));
};

describe('the report checker', () => {
  it('passes a valid report', () => {
    const result = checkReports([{ file: FILE, content: valid }], context);
    expect(result.ok && [...result.reports.keys()]).toEqual(['sales']);
  });

  it('refuses what the meta-schema does not allow, at its path', () => {
    expect(problems({ ...valid, chart: 'pie' })).toEqual([
      { path: '$', reason: 'must NOT have additional properties' },
    ]);
    expect(problems(withPart({ chart: 'donut' }))[0]?.path).toBe('$.parts.0.chart');
    expect(problems(withPart({ limit: 0.5 }))[0]?.path).toBe('$.parts.0.limit');
    expect(problems(withPart({ dimensions: ['day', 'shop', 'dish'] }))[0]?.path).toBe('$.parts.0.dimensions');
  });

  it('refuses names the facts, the navigation or the locales lack', () => {
    expect(problems({ ...valid, route: 'nowhere' })).toEqual([
      { path: '$.route', reason: 'route "nowhere" is not a page route of the navigation' },
    ]);
    expect(problems(withPart({ fact: 'tickets' }))).toEqual([
      { path: '$.parts[0].fact', reason: 'no fact "tickets" is registered' },
    ]);
    expect(problems(withPart({ measures: ['weight'], sort: { by: 'weight', direction: 'asc' } }))[0]).toEqual(
      {
        path: '$.parts[0].measures[0]',
        reason: 'fact "orderLines" has no measure "weight"',
      },
    );
    expect(problems(withPart({ dimensions: ['colour'] }))[0]?.path).toBe('$.parts[0].dimensions[0]');
    expect(problems(withPart({ title: 'reports:missing' }))).toEqual([
      { path: '$.parts[0].title', reason: 'label "reports:missing" is missing in en, zh-TW' },
    ]);
    expect(problems({ ...valid, name: 'other' })[0]?.path).toBe('$.name');
  });

  it('reads no name through the prototype chain', () => {
    expect(
      problems(withPart({ measures: ['constructor'], sort: { by: 'constructor', direction: 'desc' } })),
    ).toEqual([{ path: '$.parts[0].measures[0]', reason: 'fact "orderLines" has no measure "constructor"' }]);
    expect(problems(withPart({ dimensions: ['toString'], sort: undefined, limit: undefined }))).toEqual([
      { path: '$.parts[0].dimensions[0]', reason: 'fact "orderLines" has no dimension "toString"' },
    ]);
    expect(problems(withPart({ fact: 'hasOwnProperty' }))).toEqual([
      { path: '$.parts[0].fact', reason: 'no fact "hasOwnProperty" is registered' },
    ]);
  });

  it('refuses a limit without a sort, or over counts that cannot be added up', () => {
    expect(problems(withPart({ sort: undefined }))[0]?.reason).toMatch(/a limit needs a sort/);
    expect(
      problems(withPart({ measures: ['orders'], sort: { by: 'orders', direction: 'desc' } }))[0]?.reason,
    ).toMatch(/distinct counts \(orders\)/);
  });

  it('refuses a fixed filter the fact lacks, or a value it does not know', () => {
    expect(problems(withPart({ where: { colour: ['red'] } }))[0]?.path).toBe('$.parts[0].where.colour');
    expect(problems(withPart({ where: { status: ['lost'] } }))[0]).toEqual({
      path: '$.parts[0].where.status',
      reason: '"lost" is not one of open, closed, deleted',
    });
  });

  it('refuses a scene filter over a fact without scenes', () => {
    const clock = {
      ...valid,
      filters: ['scene'],
      parts: [
        {
          ...valid.parts[0],
          fact: 'clockEvents',
          measures: ['events'],
          dimensions: ['server'],
          sort: { by: 'events', direction: 'desc' },
        },
      ],
    };
    expect(problems(clock)).toEqual([
      { path: '$.parts[0].fact', reason: 'fact "clockEvents" has no scene to filter by' },
    ]);
  });
});

describe('the registered facts', () => {
  it('hold together', () => {
    expect(factProblems(REPORT_FACTS, 'server/sales/report-facts.ts')).toEqual([]);
  });

  it('refuse a ratio of what is not a plain measure, and a roll-up naming what the fact lacks', () => {
    const orders = REPORT_FACTS.orders;
    const dayRollup = orders?.rollups?.[0];
    if (!orders || !dayRollup) throw new Error('no orders fact with its day roll-up');
    const broken: FactSources = {
      orders: {
        ...orders,
        measures: {
          ...orders.measures,
          odd: { ratio: ['averageCheck', 'nothing'], title: 'x:odd', format: 'money' },
        },
        rollups: [{ ...dayRollup, dimensions: { colour: 'colour' } }],
      },
    };
    expect(factProblems(broken, 'facts.ts').map((problem) => problem.path + ': ' + problem.reason)).toEqual([
      '$.orders.measures.odd: "averageCheck" is not a measure that is not a ratio',
      '$.orders.measures.odd: "nothing" is not a measure that is not a ratio',
      '$.orders.rollups[0]: names nothing of the fact: colour',
    ]);
  });

  it('refuse a monthly twin answering a dimension its daily roll-up does not', () => {
    const orders = REPORT_FACTS.orders;
    const hourRollup = orders?.rollups?.[1];
    if (!orders || !hourRollup?.months) throw new Error('no orders fact with its monthly hour roll-up');
    const months = { ...hourRollup.months, dimensions: [...hourRollup.months.dimensions, 'orderType'] };
    const broken: FactSources = { orders: { ...orders, rollups: [{ ...hourRollup, months }] } };
    expect(factProblems(broken, 'facts.ts').map((problem) => problem.path + ': ' + problem.reason)).toEqual([
      '$.orders.rollups[0].months: answers what its roll-up does not: orderType',
    ]);
  });
});
