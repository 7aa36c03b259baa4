/**
 * @jest-environment node
 */
// The values the server holds inside a written record (engine/server/resources/server-held-values.ts):
// a read-only sub-value is taken only as the stored record held it, once, any other refused naming
// its row; a generated one is filled where blank.
import type { ResourceSchema } from '../../../../engine/schema/resource';
import { withServerHeldValues } from '../../../../engine/server/resources/server-held-values';
import { noteSchema } from '../../../support/resources';

const TOKEN = /^[A-Za-z0-9_-]{22}$/;

const plan: ResourceSchema = {
  ...noteSchema,
  fields: {
    ticket: { type: 'string', title: 'test:ticket', ui: { readOnly: true, generated: 'token' } },
    tables: {
      type: 'array',
      title: 'test:tables',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string', title: 'test:name' },
          code: { type: 'string', title: 'test:code', ui: { readOnly: true, generated: 'token' } },
          stamp: { type: 'string', title: 'test:stamp', ui: { readOnly: true } },
        },
      },
    },
  },
};

type Row = { name: string; code?: string; stamp?: string };
const rows = (record: Record<string, unknown>) => record.tables as Row[];

describe('server-held values', () => {
  it('fills a generated field and every new row, each with its own token', () => {
    const { value, problems } = withServerHeldValues(plan, { tables: [{ name: 'A1' }, { name: 'A2' }] }, {});
    expect(problems).toEqual([]);
    expect(value.ticket).toMatch(TOKEN);
    const [first, second] = rows(value);
    expect(first?.code).toMatch(TOKEN);
    expect(second?.code).toMatch(TOKEN);
    expect(new Set([value.ticket, first?.code, second?.code]).size).toBe(3);
    expect(first).not.toHaveProperty('stamp');
  });

  it('keeps what the stored rows held, once each, wherever the row moved, and leaves the input alone', () => {
    const stored = {
      ticket: 't',
      tables: [
        { name: 'A1', code: 'one', stamp: 's1' },
        { name: 'A2', code: 'two', stamp: 's2' },
      ],
    };
    const written = {
      ticket: 't',
      tables: [
        { name: 'A2', code: 'two', stamp: 's2' },
        { name: 'A1 renamed', code: 'one', stamp: 's1' },
        { name: 'A3' },
      ],
    };
    const before = structuredClone(written);
    const { value, problems } = withServerHeldValues(plan, written, stored);
    expect(problems).toEqual([]);
    const [moved, renamed, added] = rows(value);
    expect(value.ticket).toBe('t');
    expect(moved).toEqual({ name: 'A2', code: 'two', stamp: 's2' });
    expect(renamed).toEqual({ name: 'A1 renamed', code: 'one', stamp: 's1' });
    expect(added?.code).toMatch(TOKEN);
    expect([moved?.code, renamed?.code]).not.toContain(added?.code);
    expect(written).toEqual(before);
  });

  it('refuses, naming each row, a sub-value the stored rows did not hold: made up, copied or changed', () => {
    const stored = { tables: [{ name: 'A1', code: 'one', stamp: 's1' }] };
    const written = {
      tables: [
        { name: 'A1', code: 'one', stamp: 's1' },
        { name: 'copy of A1', code: 'one' },
        { name: 'A9', code: 'elsewhere' },
        { name: 'A1 again', stamp: 'forged' },
      ],
    };
    const { problems } = withServerHeldValues(plan, written, stored);
    const row = (number: number, label: string) => ({
      field: 'tables',
      key: 'validation:readOnly',
      label: 'test:tables',
      row: { number, label },
    });
    expect(problems).toEqual([row(2, 'test:code'), row(3, 'test:code'), row(4, 'test:stamp')]);
  });

  it('leaves a record without the rows field as it is', () => {
    expect(withServerHeldValues(plan, { ticket: 't' }, { ticket: 't' })).toEqual({
      value: { ticket: 't' },
      problems: [],
    });
  });
});
