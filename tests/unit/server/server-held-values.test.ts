/**
 * @jest-environment node
 */
// The values the server holds inside a written record (engine/server/resources/server-held-values.ts):
// a read-only sub-value survives only as the stored record held it, once; a generated one is filled.
import type { ResourceSchema } from '../../../engine/schema/resource';
import { withServerHeldValues } from '../../../engine/server/resources/server-held-values';
import { noteSchema } from '../../support/resources';

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
    const value = withServerHeldValues(plan, { tables: [{ name: 'A1' }, { name: 'A2' }] }, {});
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
        { name: 'copy of A2', code: 'two', stamp: 's2' },
        { name: 'A1', code: 'one', stamp: 'forged' },
        { name: 'A9', code: 'elsewhere' },
      ],
    };
    const before = structuredClone(written);
    const value = withServerHeldValues(plan, written, stored);
    const [moved, copy, renamed, strange] = rows(value);
    expect(value.ticket).toBe('t');
    expect(moved).toEqual({ name: 'A2', code: 'two', stamp: 's2' });
    expect(copy?.code).toMatch(TOKEN);
    expect(copy).not.toHaveProperty('stamp');
    expect(renamed).toEqual({ name: 'A1', code: 'one' });
    expect(strange?.code).toMatch(TOKEN);
    expect(strange?.code).not.toBe('elsewhere');
    expect(written).toEqual(before);
  });

  it('leaves a record without the rows field as it is', () => {
    expect(withServerHeldValues(plan, { ticket: 't' }, { ticket: 't' })).toEqual({ ticket: 't' });
  });
});
