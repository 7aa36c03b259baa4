/**
 * @jest-environment node
 */
// Rules across fields and rows fields (business spec §5 through the engine): the comparisons,
// counts, `some` and `distinct` conditions, rules refusing with their own message, and problems
// inside a row naming its number.
import { evaluate } from '../../../../engine/schema/conditions';
import { validateRecord } from '../../../../engine/schema/record-validation';
import { rowProblemText } from '../../../../engine/schema/row-problem-text';
import { testResource } from '../../../support/resources';

const detail = testResource(
  'detail',
  {
    name: { type: 'string', title: 'test:name' },
    multiple: { type: 'boolean', title: 'test:multiple' },
    minSelect: { type: 'integer', title: 'test:min', minimum: 0 },
    maxSelect: { type: 'integer', title: 'test:max', minimum: 1 },
    options: {
      type: 'array',
      title: 'test:options',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name'],
        properties: {
          name: { type: 'string', title: 'test:optionName' },
          price: { type: 'number', title: 'test:price', minimum: 0 },
          hot: { type: 'boolean', title: 'test:hot' },
        },
      },
    },
  },
  {
    required: ['name'],
    rules: [
      {
        field: 'maxSelect',
        when: { field: 'multiple', truthy: true },
        check: { field: 'maxSelect', gte: { field: 'minSelect' } },
        message: 'test:maxAtLeastMin',
      },
      {
        field: 'options',
        check: { field: 'options', count: { gte: { field: 'minSelect' } } },
        message: 'test:tooFew',
      },
      { field: 'options', check: { field: 'options', distinct: 'name' }, message: 'test:sameName' },
    ],
  },
);

const problemsOf = (record: Record<string, unknown>) =>
  validateRecord(detail, record, Object.keys(record)).problems;

describe('conditions over numbers, lists and rows', () => {
  it('compares with a number or another field, and fails anything that is not a number', () => {
    expect(evaluate({ field: 'a', gte: 2 }, { a: 2 })).toBe(true);
    expect(evaluate({ field: 'a', gt: 2 }, { a: 2 })).toBe(false);
    expect(evaluate({ field: 'a', lte: { field: 'b' } }, { a: 1, b: 3 })).toBe(true);
    expect(evaluate({ field: 'a', lt: { field: 'b' } }, { a: 3, b: 3 })).toBe(false);
    expect(evaluate({ field: 'a', gte: 0 }, { a: '5' })).toBe(false);
    expect(evaluate({ field: 'a', gte: { field: 'b' } }, { a: 5 })).toBe(false);
  });

  it('compares two dates or two times of day as they fall, and never a date with a time or a number', () => {
    expect(evaluate({ field: 'to', gte: { field: 'from' } }, { from: '2026-05-01', to: '2026-05-01' })).toBe(
      true,
    );
    expect(evaluate({ field: 'to', gte: { field: 'from' } }, { from: '2026-05-02', to: '2026-05-01' })).toBe(
      false,
    );
    expect(evaluate({ field: 'end', gt: { field: 'start' } }, { start: '18:00', end: '24:00' })).toBe(true);
    expect(evaluate({ field: 'end', lt: { field: 'start' } }, { start: '18:00', end: '02:30' })).toBe(true);
    expect(evaluate({ field: 'a', gte: { field: 'b' } }, { a: '2026-05-01', b: '18:00' })).toBe(false);
    expect(evaluate({ field: 'a', gte: { field: 'b' } }, { a: 'later', b: 'earlier' })).toBe(false);
    expect(evaluate({ field: 'a', gte: 0 }, { a: '18:00' })).toBe(false);
  });

  it('counts a list, an absent one as empty', () => {
    expect(evaluate({ field: 'l', count: { gte: 2 } }, { l: [1, 2] })).toBe(true);
    expect(evaluate({ field: 'l', count: { gte: 1 } }, {})).toBe(false);
    expect(evaluate({ field: 'l', count: { lt: 1 } }, {})).toBe(true);
  });

  it('finds a value in a list field, and none in an absent list or a plain value', () => {
    expect(evaluate({ field: 'l', contains: 'sms' }, { l: ['email', 'sms'] })).toBe(true);
    expect(evaluate({ field: 'l', contains: 'sms' }, { l: ['email'] })).toBe(false);
    expect(evaluate({ field: 'l', contains: 'sms' }, {})).toBe(false);
    expect(evaluate({ field: 'l', contains: 'sms' }, { l: 'sms' })).toBe(false);
  });

  it('finds some row meeting a condition, and rows sharing a value', () => {
    const rows = { r: [{ p: false }, { p: true }] };
    expect(evaluate({ field: 'r', some: { field: 'p', truthy: true } }, rows)).toBe(true);
    expect(evaluate({ field: 'r', some: { field: 'p', truthy: true } }, { r: [{ p: false }] })).toBe(false);
    expect(evaluate({ field: 'r', distinct: 's' }, { r: [{ s: '07:00' }, { s: '11:00' }, {}] })).toBe(true);
    expect(evaluate({ field: 'r', distinct: 's' }, { r: [{ s: '07:00' }, { s: '07:00' }] })).toBe(false);
  });
});

describe('rules', () => {
  it('refuse a record with their own message on their field, only while `when` holds', () => {
    expect(
      problemsOf({
        name: 'Milk',
        multiple: true,
        minSelect: 2,
        maxSelect: 1,
        options: [{ name: 'a' }, { name: 'b' }],
      }),
    ).toEqual([{ field: 'maxSelect', key: 'test:maxAtLeastMin', label: 'test:max' }]);
    expect(
      problemsOf({
        name: 'Milk',
        multiple: false,
        minSelect: 2,
        maxSelect: 1,
        options: [{ name: 'a' }, { name: 'b' }],
      }),
    ).toEqual([]);
  });

  it('report one rule per field, and none on a field whose value already failed', () => {
    const found = problemsOf({ name: 'Milk', minSelect: 3, options: [{ name: 'a' }, { name: 'a' }] });
    expect(found).toEqual([{ field: 'options', key: 'test:tooFew', label: 'test:options' }]);
    const broken = problemsOf({ name: 'Milk', minSelect: 3, options: [{ name: 'a', price: -1 }] });
    expect(broken.map((problem) => problem.key)).toEqual(['validation:minimum']);
  });
});

describe('rows fields', () => {
  it('name the row and the sub-field of a problem, a blank required sub-field counting as missing', () => {
    const found = problemsOf({
      name: 'Milk',
      minSelect: 0,
      options: [{ name: 'a' }, { name: '', price: 3 }],
    });
    expect(found).toEqual([
      {
        field: 'options',
        key: 'validation:required',
        label: 'test:options',
        row: { number: 2, label: 'test:optionName' },
      },
    ]);
    const negative = problemsOf({ name: 'Milk', options: [{ name: 'a', price: -2 }] });
    expect(negative[0]).toMatchObject({
      key: 'validation:minimum',
      params: { limit: '0' },
      row: { number: 1, label: 'test:price' },
    });
  });

  it('store rows without their empty sub-values', () => {
    const { value } = validateRecord(
      detail,
      { name: 'Milk', options: [{ name: 'a', price: null, hot: false }] },
      ['name', 'options'],
    );
    expect(value.options).toEqual([{ name: 'a', hot: false }]);
  });

  it('word a row problem as "field, row n: message"', () => {
    const t = (key: string, params: Record<string, string | number> = {}) =>
      key === 'validation:inRow'
        ? `${params.label}, row ${params.row}: ${params.message}`
        : key === 'validation:required'
          ? `Please enter ${params.label}`
          : key;
    const text = rowProblemText(
      {
        field: 'options',
        key: 'validation:required',
        label: 'test:options',
        row: { number: 2, label: 'Name' },
      },
      'Options',
      t,
    );
    expect(text).toBe('Options, row 2: Please enter Name');
  });
});
