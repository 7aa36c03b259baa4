// A report part as a chart's axis and series: its first dimension and first measure, the comparison
// window lined up by position for dates and by value for anything else, and each value named in
// the viewer's language.
import type { PartAnswer } from '../../../../../engine/protocol/report';
import { chartData } from '../../../../../engine/screens/report/chart-series';
import { cellText, changeOf, formatValue } from '../../../../../engine/screens/report/report-values';

const t = (key: string) => (key.startsWith('reports:weekdays.') ? `day ${key.slice(-1)}` : key);
const NAMES = { current: 'now', compared: 'then' };
/** The first day the parts below were asked from. */
const FROM = '2026-11-02';

const part = (change: Partial<PartAnswer>): PartAnswer => ({
  name: 'sales',
  title: 'reports:sales',
  chart: 'line',
  columns: [
    { key: 'day', title: 'reports:day', role: 'dimension', format: 'date' },
    { key: 'netSales', title: 'reports:netSales', role: 'measure', format: 'money' },
    { key: 'orders', title: 'reports:orders', role: 'measure', format: 'count' },
  ],
  rows: [
    { day: '2026-11-02', netSales: 1000, orders: 2 },
    { day: '2026-11-03', netSales: 2500, orders: 3 },
  ],
  totals: { netSales: 3500, orders: 5 },
  ...change,
});

describe('chartData', () => {
  it('draws the first dimension along the axis and the first measure as the values', () => {
    expect(chartData(part({}), NAMES, t, FROM)).toEqual({
      categories: ['2026-11-02', '2026-11-03'],
      series: [{ name: 'now', data: [1000, 2500] }],
      measure: part({}).columns[1],
    });
  });

  it('lines a window of other days up by its shift, missing days as gaps', () => {
    const compare = {
      window: 'lastWeek' as const,
      from: '2026-10-26',
      to: '2026-10-27',
      rows: [{ day: '2026-10-26', netSales: 700, orders: 1 }],
      totals: { netSales: 700, orders: 1 },
    };
    expect(chartData(part({ compare }), NAMES, t, FROM)?.series[1]).toEqual({
      name: 'then',
      data: [700, null],
    });
    // The window lacks its first day (the shop was closed): this Tuesday still meets last Tuesday.
    const closedMonday = { ...compare, rows: [{ day: '2026-10-27', netSales: 900, orders: 2 }] };
    expect(chartData(part({ compare: closedMonday }), NAMES, t, FROM)?.series[1]?.data).toEqual([null, 900]);
    // And a window of another length (the 30 days before) lines up by its own shift.
    const before = {
      ...compare,
      window: 'last30Days' as const,
      from: '2026-10-03',
      to: '2026-11-01',
      rows: [{ day: '2026-10-04', netSales: 400, orders: 1 }],
    };
    expect(chartData(part({ compare: before }), NAMES, t, FROM)?.series[1]?.data).toEqual([null, 400]);
  });

  it('lines any other dimension up by its value, and names weekdays', () => {
    const columns: PartAnswer['columns'] = [
      {
        key: 'weekday',
        title: 'reports:weekday',
        role: 'dimension',
        format: 'number',
        labelKeys: 'reports:weekdays',
      },
      { key: 'orders', title: 'reports:orders', role: 'measure', format: 'count' },
    ];
    const data = chartData(
      part({
        columns,
        rows: [
          { weekday: 1, orders: 4 },
          { weekday: 6, orders: 9 },
        ],
        compare: {
          window: 'fourWeeksAgo',
          from: '2026-10-05',
          to: '2026-10-11',
          rows: [{ weekday: 6, orders: 7 }],
          totals: { orders: 7 },
        },
      }),
      NAMES,
      t,
      FROM,
    );
    expect(data?.categories).toEqual(['day 1', 'day 6']);
    expect(data?.series[1]?.data).toEqual([null, 7]);
  });

  it('draws a series per value of a second dimension, gaps where a day lacks one', () => {
    const columns: PartAnswer['columns'] = [
      { key: 'day', title: 'reports:day', role: 'dimension', format: 'date' },
      { key: 'type', title: 'reports:type', role: 'dimension', format: 'text', labelKeys: 'types' },
      { key: 'orders', title: 'reports:orders', role: 'measure', format: 'count' },
    ];
    const rows = [
      { day: '2026-11-02', type: 'dineIn', orders: 5 },
      { day: '2026-11-02', type: 'takeAway', orders: 2 },
      { day: '2026-11-03', type: 'dineIn', orders: 7 },
    ];
    expect(chartData(part({ columns, rows }), NAMES, t, FROM)).toMatchObject({
      categories: ['2026-11-02', '2026-11-03'],
      series: [
        { name: 'types.dineIn', data: [5, 7] },
        { name: 'types.takeAway', data: [2, null] },
      ],
    });
  });

  it('has nothing to draw without a dimension', () => {
    expect(chartData(part({ columns: part({}).columns.slice(1) }), NAMES, t, FROM)).toBeNull();
  });
});

describe('a report value', () => {
  const column = (format: PartAnswer['columns'][number]['format'], labelKeys?: string) => ({
    key: 'value',
    title: 'reports:value',
    role: 'measure' as const,
    format,
    ...(labelKeys ? { labelKeys } : {}),
  });

  it('reads cents as a price, fractions as percentages, hours as the hour of the day', () => {
    expect(formatValue(123456, column('money'), t)).toBe('$1,234.56');
    expect(formatValue(-5, column('money'), t)).toBe('-$0.05');
    expect(formatValue(0.256, column('percent'), t)).toBe('25.6%');
    expect(formatValue(12345, column('count'), t)).toBe('12,345');
    expect(formatValue(2.5, column('number'), t)).toBe('2.5');
    expect(formatValue(9, column('hour'), t)).toBe('09:00');
    expect(formatValue(null, column('money'), t)).toBe('');
    expect(formatValue('Lunch', column('text'), t)).toBe('Lunch');
  });

  it('reads whole minutes as hours and minutes', () => {
    const spelt = (key: string, options?: Record<string, unknown>) =>
      `${key} ${String(options?.hours)}:${String(options?.minutes)}`;
    expect(formatValue(495, column('minutes'), spelt)).toBe('engine:report.duration 8:15');
    expect(formatValue(125_999.6, column('minutes'), spelt)).toBe('engine:report.duration 2,100:0');
    expect(formatValue(45, column('minutes'), spelt)).toBe('engine:report.duration 0:45');
  });

  it('names a code by its label key and a record by the label the answer carries', () => {
    expect(formatValue(7, column('number', 'reports:weekdays'), t)).toBe('day 7');
    expect(cellText(column('id'), { value: 4, valueLabel: 'Central' }, t)).toBe('Central');
    // The value naming no record (a line without a category, a refund without a reason) says so.
    const none = { ...column('id'), noneKey: 'reports:none.category' };
    expect(cellText(none, { value: 0, valueLabel: null }, t)).toBe('reports:none.category');
    expect(cellText({ ...column('text'), noneKey: 'reports:none.reason' }, { value: '' }, t)).toBe(
      'reports:none.reason',
    );
  });

  it('tells a change as a fraction of what was before, and none from nothing', () => {
    expect(changeOf(150, 100)).toBe(0.5);
    expect(changeOf(50, 100)).toBe(-0.5);
    expect(changeOf(5, 0)).toBeNull();
    expect(changeOf(null, 10)).toBeNull();
  });
});
