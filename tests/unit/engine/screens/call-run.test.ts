// A declared call with fields of its own (docs/schemas.md "Calls"): its dialog asks them beside any
// of the record's, each with its own rules; every send carries the call's fixed values, the row's id
// and, for an idempotent call, one key per dialog, the same on a retry.
import { join, resolve } from 'node:path';
import { checkSchemas } from '../../../../engine/schema/checker';
import { loadSchemaSet } from '../../../../engine/schema/loader';
import type { ResourceSchema } from '../../../../engine/schema/resource';
import { validateRecord } from '../../../../engine/schema/record-validation';
import { loadMessages, LANGUAGES } from '../../../../engine/server/messages';
import { callRun } from '../../../../engine/screens/list/call-dialogs';
import { standInServer, type StandInServer } from '../../support/stand-in-server';

const ROOT = resolve(__dirname, '..', '..', '..', '..');
const messages = loadMessages(join(ROOT, 'locales'));
const checked = checkSchemas(loadSchemaSet(join(ROOT, 'schemas'), ROOT), {
  languages: LANGUAGES,
  hasLabel: (language, key) => messages.has(language as (typeof LANGUAGES)[number], key),
  fixtures: false,
});
if (!checked.ok) throw new Error('the product schemas fail');
const member = checked.schemas.byName.get('member') as ResourceSchema;
const t = (key: string) => key;

describe('a call with fields of its own', () => {
  let server: StandInServer | undefined;
  afterEach(() => server?.close());

  it('asks its own fields with their rules, and sends its values, the row and one key per dialog', async () => {
    server = standInServer({ 'POST /member/adjustment': () => ({ data: { replayed: false } }) });
    const run = callRun(member, 'adjustBalance', { id: 41, version: 3 }, t);
    if (!run?.request || run.request.kind !== 'form') throw new Error('the call asks nothing');
    const asked = run.request.resource;
    expect(Object.keys(asked.fields)).toEqual(['amount', 'reason']);
    expect(asked.required).toEqual(['amount', 'reason']);
    expect(asked.fields.amount?.ui?.widget).toBe('cents');
    expect(validateRecord(asked, { reason: 'x' }, ['amount', 'reason']).problems.map((p) => p.field)).toEqual(
      ['amount'],
    );
    expect(validateRecord(asked, { amount: 1.5, reason: 'x' }, ['amount', 'reason']).problems).toHaveLength(
      1,
    );

    await run.send({ amount: 2_550, reason: 'Old card' });
    await run.send({ amount: 2_550, reason: 'Old card' });
    const [first, retry] = server.callsTo('POST /member/adjustment').map((call) => call.body);
    expect(first).toMatchObject({
      amount: 2_550,
      reason: 'Old card',
      holding: 'balance',
      id: 41,
      key: expect.any(String),
    });
    expect(retry?.key).toBe(first?.key);
    // Another opening of the dialog is another edit.
    await callRun(member, 'adjustBalance', { id: 41, version: 3 }, t)?.send({ amount: 1, reason: 'y' });
    expect(server.callsTo('POST /member/adjustment')[2]?.body.key).not.toBe(first?.key);
  });
});
