// Rules across records (issue 12 item 2): at most two primary webhook endpoints per company. The
// count is the server's, inside the write's transaction: a third is refused on its field with the
// declared message, another company counts apart, and two writers racing for the last place cannot
// both take it (on PostgreSQL the two requests really run at once).
import type { Envelope } from '../../../engine/protocol/envelope';
import { describeOnEachDatabase, type ApiHarness } from '../support/api-harness';
import { schemasWith } from '../support/engine-test-schemas';
import { ENDPOINT_PATH, WEBHOOK_ENDPOINT } from '../support/sealed-resource';

const schemas = schemasWith(WEBHOOK_ENDPOINT);

interface Endpoint {
  id: number;
  version: number;
}

async function companyIds(api: ApiHarness): Promise<[number, number]> {
  const { rows } = await api.db.query<{ id: number }>('SELECT id FROM res_company ORDER BY id LIMIT 2');
  return [rows[0]?.id as number, rows[1]?.id as number];
}

describeOnEachDatabase(
  'a limit across records',
  (api) => {
    let token = '';
    const send = <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, payload: object) =>
      api
        .call<T>({ method, url: `/pro-api${ENDPOINT_PATH}${path}`, headers: { 'x-token': token }, payload })
        .then((answer) => answer.body);
    const create = (companyId: number, name: string, primary: boolean) =>
      send<Endpoint>('POST', '', {
        companyId,
        name,
        primary,
        signingSecret: `whsec_${name}_secret_value_long`,
      });
    const primaries = async (companyId: number) =>
      (
        await api.db.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM res_webhook_endpoint
            WHERE company_id = $1 AND deleted_at IS NULL AND (data->>'primary')::boolean`,
          [companyId],
        )
      ).rows[0]?.count;
    const expectRefused = (answer: Envelope<unknown>) => {
      expect(answer.status).not.toBe(0);
      expect(answer.errors).toEqual([
        expect.objectContaining({ field: 'primary', msgEn: expect.stringContaining('at most 2 records') }),
      ]);
    };

    beforeAll(async () => {
      token = await api.signIn('admin');
    });

    it('refuses a third primary record of a company on its field, and counts each company apart', async () => {
      const [first, second] = await companyIds(api);
      expect((await create(first, 'a', true)).status).toBe(0);
      expect((await create(first, 'b', true)).status).toBe(0);
      expect((await create(first, 'c', false)).status).toBe(0);
      expectRefused(await create(first, 'd', true));
      expect((await create(second, 'a', true)).status).toBe(0);
      expect(await primaries(first)).toBe(2);
    });

    it('refuses an edit that would make a third, but lets a primary record be edited', async () => {
      const [first] = await companyIds(api);
      const listed = await send<(Endpoint & { name: string })[]>('PUT', '', { companyId: first });
      const plain = listed.data?.find((record) => record.name === 'c') as Endpoint;
      const primary = listed.data?.find((record) => record.name === 'a') as Endpoint;
      expectRefused(await send('PUT', '/modify', { id: plain.id, version: plain.version, primary: true }));
      expect(
        (await send('PUT', '/modify', { id: primary.id, version: primary.version, name: 'a2' })).status,
      ).toBe(0);
      // A place freed by a delete can be taken again.
      expect((await send('DELETE', '', { ids: [primary.id] })).status).toBe(0);
      expect(
        (await send('PUT', '/modify', { id: plain.id, version: plain.version, primary: true })).status,
      ).toBe(0);
      expect(await primaries(first)).toBe(2);
    });

    it('lets exactly one of two writers racing for the last place through', async () => {
      const [, second] = await companyIds(api);
      const answers = await Promise.all([create(second, 'race1', true), create(second, 'race2', true)]);
      expect(answers.filter((answer) => answer.status === 0)).toHaveLength(1);
      expectRefused(answers.find((answer) => answer.status !== 0) as Envelope<unknown>);
      expect(await primaries(second)).toBe(2);
    });
  },
  { schemas },
);
