/**
 * @jest-environment node
 */
// The one rule for values only the server writes (engine/server/resources/read-only-values.ts): sent
// as the record holds them now they are let through unwritten, any other is refused naming it.
import { readOnlyValues, sameHeldValue } from '../../../../engine/server/resources/read-only-values';
import { companySchema } from '../../../support/resources';

const current = {
  id: 3,
  companyId: 3,
  name: 'Harbour',
  status: 'approved',
  userCount: 4,
  applicationTime: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const columns = ['companyId', 'createdAt'];

describe('read-only values', () => {
  it('lets through, unwritten, every read-only value sent as held: computed, state and row columns', () => {
    const body = { ...current, rejectReason: null, name: 'Harbour Island' };
    expect(readOnlyValues(companySchema, body, current, columns)).toEqual({
      echoed: new Set(['companyId', 'status', 'userCount', 'applicationTime', 'createdAt', 'rejectReason']),
      problems: [],
    });
  });

  it('refuses each one sent otherwise, naming it by its label', () => {
    const body = {
      status: 'pending',
      userCount: 5,
      createdAt: '2020-01-01T00:00:00.000Z',
      rejectReason: 'x',
    };
    const { echoed, problems } = readOnlyValues(companySchema, body, current, columns);
    expect(echoed.size).toBe(0);
    expect(problems.map((problem) => [problem.field, problem.key, problem.label])).toEqual([
      ['status', 'validation:readOnly', companySchema.fields.status?.title],
      ['userCount', 'validation:readOnly', companySchema.fields.userCount?.title],
      ['createdAt', 'validation:readOnly', 'fields:createdAt'],
      ['rejectReason', 'validation:readOnly', companySchema.fields.rejectReason?.title],
    ]);
  });

  it('holds only the columns the call names, and leaves writable fields to the write', () => {
    const body = { id: 99, version: 7, name: 'Other' };
    expect(readOnlyValues(companySchema, body, current, columns).problems).toEqual([]);
  });

  it('reads absent and null alike, and objects whatever the order of their keys', () => {
    expect(sameHeldValue(null, undefined)).toBe(true);
    expect(sameHeldValue({ a: 1, b: [{ c: 2, d: 3 }] }, { b: [{ d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameHeldValue(0, null)).toBe(false);
    expect(sameHeldValue('', null)).toBe(false);
    expect(sameHeldValue([1, 2], [2, 1])).toBe(false);
  });
});
