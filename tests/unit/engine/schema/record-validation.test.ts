/**
 * @jest-environment node
 */
import { evaluate, isEmptyValue } from '../../../../engine/schema/conditions';
import { validateRecord } from '../../../../engine/schema/record-validation';
import type { ResourceSchema } from '../../../../engine/schema/resource';

const note: ResourceSchema = {
  name: 'note',
  module: 'test',
  title: 'test:note',
  endpoint: '/note',
  scope: 'company',
  route: { name: 'notes', path: '/notes', title: 'test:notes', section: 'test' },
  privileges: { read: 'notes', create: 'notes', update: 'notes', delete: 'notes' },
  fields: {
    title: { type: 'string', title: 'test:title', minLength: 2, maxLength: 5 },
    kind: { type: 'string', title: 'test:kind', enum: ['repair', 'other'] },
    otherKind: {
      type: 'string',
      title: 'test:otherKind',
      ui: {
        visibleWhen: { field: 'kind', equals: 'other' },
        requiredWhen: { field: 'kind', equals: 'other' },
      },
    },
    urgent: { type: 'boolean', title: 'test:urgent' },
    stamp: { type: 'string', title: 'test:stamp', ui: { readOnly: true } },
    count: { type: 'integer', title: 'test:count', minimum: 0 },
  },
  required: ['title', 'urgent', 'count'],
};

const fieldsOf = (record: Record<string, unknown>) =>
  validateRecord(note, record, Object.keys(record)).problems.map((problem) => [problem.field, problem.key]);

describe('conditions', () => {
  it('reads equals, notEquals, in, truthy, empty, all, any and not', () => {
    const record = { kind: 'other', pictures: [], urgent: 1 };
    expect(evaluate({ field: 'kind', equals: 'other' }, record)).toBe(true);
    expect(evaluate({ field: 'kind', notEquals: 'other' }, record)).toBe(false);
    expect(evaluate({ field: 'kind', in: ['repair', 'other'] }, record)).toBe(true);
    expect(evaluate({ field: 'urgent', truthy: true }, record)).toBe(true);
    expect(evaluate({ field: 'pictures', empty: true }, record)).toBe(true);
    expect(
      evaluate(
        {
          all: [
            { field: 'kind', equals: 'other' },
            { field: 'urgent', truthy: false },
          ],
        },
        record,
      ),
    ).toBe(false);
    expect(
      evaluate(
        {
          any: [
            { field: 'kind', equals: 'x' },
            { field: 'urgent', truthy: true },
          ],
        },
        record,
      ),
    ).toBe(true);
    expect(evaluate({ not: { field: 'kind', equals: 'other' } }, record)).toBe(false);
  });

  it('counts as empty what core spec §5 says: "", null, [], a range holding null', () => {
    expect([undefined, null, '', [], [null, '2026-01-01']].every(isEmptyValue)).toBe(true);
    expect([0, false, 'x', ['a']].some(isEmptyValue)).toBe(false);
  });
});

describe('validateRecord', () => {
  it('accepts a good record', () => {
    expect(fieldsOf({ title: 'Door', kind: 'repair', urgent: false, count: 0 })).toEqual([]);
  });

  it('names each required field that is empty, but never a switch, and not 0', () => {
    expect(fieldsOf({ title: '', count: 0 })).toEqual([['title', 'validation:required']]);
  });

  it('requires a field only while its requiredWhen holds, and drops a hidden field', () => {
    expect(fieldsOf({ title: 'Door', kind: 'other', count: 1 })).toEqual([
      ['otherKind', 'validation:required'],
    ]);
    const hidden = validateRecord(note, { title: 'Door', kind: 'repair', otherKind: 'stale', count: 1 }, []);
    expect(hidden.problems).toEqual([]);
    expect(hidden.value).not.toHaveProperty('otherKind');
  });

  it('holds a value written into a hidden field to its schema before dropping it', () => {
    const record = { title: 'Door', kind: 'repair', count: 1, urgent: false };
    expect(fieldsOf({ ...record, otherKind: 'stale' })).toEqual([]);
    for (const otherKind of [5, true, { text: 'x' }])
      expect(fieldsOf({ ...record, otherKind })).toEqual([['otherKind', 'validation:type']]);
    // A stored value the caller did not write is not his to answer for.
    expect(validateRecord(note, { ...record, otherKind: 5 }, []).problems).toEqual([]);
  });

  it('refuses unknown and read-only fields, and maps each JSON Schema rule to a message with its limit', () => {
    expect(fieldsOf({ title: 'Door', count: 1, colour: 'red', stamp: 'x' })).toEqual([
      ['colour', 'validation:unknownField'],
      ['stamp', 'validation:readOnly'],
    ]);
    const result = validateRecord(note, { title: 'Too long title', kind: 'nope', count: -1 }, []);
    expect(result.problems).toEqual([
      { field: 'title', key: 'validation:maxLength', label: 'test:title', params: { limit: '5' } },
      { field: 'kind', key: 'validation:enum', label: 'test:kind' },
      { field: 'count', key: 'validation:minimum', label: 'test:count', params: { limit: '0' } },
    ]);
  });

  it("holds every integer to PostgreSQL's integer unless the schema narrows it", () => {
    expect(fieldsOf({ title: 'Door', urgent: true, count: 2 ** 31 })).toEqual([
      ['count', 'validation:maximum'],
    ]);
    expect(fieldsOf({ title: 'Door', urgent: true, count: 1.5 })).toEqual([['count', 'validation:type']]);
    expect(fieldsOf({ title: 'Door', urgent: true, count: 2 ** 31 - 1 })).toEqual([]);
  });

  it('takes a price in cents as a multiple of 0.01 despite float division, but not a third decimal', () => {
    const priced: ResourceSchema = {
      ...note,
      fields: { price: { type: 'number', title: 'test:price', multipleOf: 0.01 } },
      required: [],
    };
    const problems = (price: number) =>
      validateRecord(priced, { price }, ['price']).problems.map((problem) => problem.key);
    for (const price of [19.99, 0.07, 0.29, 33.33, 4.35]) expect(problems(price)).toEqual([]);
    expect(problems(1.005)).toEqual(['validation:multipleOf']);
  });

  it("shows a list's own message for too few or too many items", () => {
    const chosen: ResourceSchema = {
      ...note,
      fields: {
        days: {
          type: 'array',
          title: 'test:days',
          items: { type: 'integer' },
          minItems: 1,
          maxItems: 2,
          ui: { messages: { minItems: 'test:chooseOne', maxItems: 'test:twoAtMost' } },
        },
      },
      required: [],
    };
    const problems = (days: number[]) =>
      validateRecord(chosen, { days }, ['days']).problems.map((problem) => problem.key);
    expect(problems([])).toEqual(['test:chooseOne']);
    expect(problems([1, 2, 3])).toEqual(['test:twoAtMost']);
    expect(problems([1])).toEqual([]);
  });

  it('refuses a written key that only JavaScript objects know (constructor, toString) as unknown', () => {
    expect(fieldsOf({ title: 'Door', urgent: true, count: 1, constructor: 1, toString: 'x' })).toEqual([
      ['constructor', 'validation:unknownField'],
      ['toString', 'validation:unknownField'],
    ]);
  });

  it('treats null as clearing a field', () => {
    const result = validateRecord(note, { title: 'Door', kind: null, count: 2 }, ['kind']);
    expect(result.problems).toEqual([]);
    expect(result.value).toEqual({ title: 'Door', count: 2 });
  });

  it('holds a new secret to its rules, but neither checks nor requires the stored one', () => {
    const account: ResourceSchema = {
      ...note,
      fields: { pin: { type: 'string', title: 'test:pin', format: 'password', minLength: 4, maxLength: 6 } },
      required: ['pin'],
    };
    const problems = (record: Record<string, unknown>, written: string[]) =>
      validateRecord(account, record, written).problems.map((problem) => [problem.field, problem.key]);
    expect(problems({ pin: '12' }, ['pin'])).toEqual([['pin', 'validation:minLength']]);
    expect(problems({}, [])).toEqual([['pin', 'validation:required']]);
    // On the server a kept secret is its hash, longer than any new one may be.
    expect(problems({ pin: '$argon2id$v=19$m=19456,t=2,p=1$abc$def' }, [])).toEqual([]);
    // In the browser a saved record's secret is blank: the stored one stands.
    expect(problems({ id: 7 }, [])).toEqual([]);
  });
});
