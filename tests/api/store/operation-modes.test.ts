// The operation modes through the API (business spec §4): whatever the browser sent, the server
// refuses table service (server dine-in, table QR, server-issued QR) together with main QR ordering
// or fast dining, or with dine-in for take-away, with the message on the field, and stores nothing;
// it accepts either side alone. The store manager saves his shop's modes himself.
import { settingsDefaults } from '../../../engine/schema/settings-record';
import type { ResourceSchema } from '../../../engine/schema/resource';
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants, type DemoTenants } from '../support/tenants';

type Entry = { type: string; enable: boolean } & Record<string, unknown>;
type Saved = { id: number | null; version: number; modes: Entry[] };

const PATH = '/operation/mode';
const TOGETHER =
  'Main QR ordering and fast dining cannot be on together with server dine-in, table QR or server-issued QR';
const TAKE_AWAY_DINE_IN =
  'Take-away cannot offer dine-in while server dine-in, table QR or server-issued QR is on';

describeOnEachDatabase('operation modes', (api) => {
  let tenants: DemoTenants;
  let defaults: Entry[];
  /** The default modes with these switched on or off; take-away's dine-in by `tangshi`. */
  const modes = (changes: Record<string, Partial<Entry>>): Entry[] =>
    defaults.map((entry) => ({ ...entry, ...changes[entry.type] }));
  const read = async (username = 'hk.central') =>
    (await api.callAs<Saved>(username, 'PUT', PATH, { shopId: tenants.central })).data;
  const save = (version: number, entries: Entry[], username = 'hk.central') =>
    api.callAs<Saved>(username, 'PUT', `${PATH}/modify`, {
      shopId: tenants.central,
      version,
      modes: entries,
    });

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    const resource = api.schemas.resources.find((candidate) => candidate.name === 'operationModes');
    defaults = settingsDefaults(resource as ResourceSchema).modes as Entry[];
  });

  it('reads main QR ordering on before the first save, and lets the store manager save table service', async () => {
    const before = await read();
    expect(before).toMatchObject({ id: null, version: 0 });
    expect(before.modes.find((entry) => entry.type === 'mainQr')?.enable).toBe(true);

    const tableService = modes({
      mainQr: { enable: false },
      tableQr: { enable: true },
      serverDineIn: { enable: true },
    });
    const saved = await save(0, tableService);
    expect(saved.status).toBe(0);
    expect(saved.data).toMatchObject({ version: 1, modes: tableService });
    expect(await read()).toEqual(saved.data);
    expect((await read('hk.owner')).version).toBe(1);
  });

  it('refuses every blocked combination sent directly, on the field, storing nothing', async () => {
    const stored = await read();
    const blocked: [Record<string, Partial<Entry>>, string][] = [
      [{ tableQr: { enable: true } }, TOGETHER],
      [
        {
          mainQr: { enable: false },
          fastDining: { enable: true, tangshi: true },
          serverQr: { enable: true },
        },
        TOGETHER,
      ],
      [
        {
          mainQr: { enable: false },
          fastDining: { enable: true, tangshi: true },
          serverDineIn: { enable: true },
        },
        TOGETHER,
      ],
      [
        { mainQr: { enable: false }, serverQr: { enable: true }, takeAway: { tangshi: true } },
        TAKE_AWAY_DINE_IN,
      ],
    ];
    for (const [changes, message] of blocked) {
      const answer = await save(stored.version, modes(changes));
      expect(answer.status).toBe(1);
      expect(answer.errors?.map((error) => [error.field, error.msgEn])).toEqual([['modes', message]]);
      expect(answer.errors?.[0]?.msg).toBeTruthy();
    }
    expect(await read()).toEqual(stored);
  });

  it('accepts the other side alone, and take-away with dine-in once table service is off', async () => {
    const stored = await read();
    const selfService = modes({ fastDining: { enable: true, tangshi: true }, takeAway: { tangshi: true } });
    const answer = await save(stored.version, selfService);
    expect(answer.status).toBe(0);
    expect(answer.data.modes).toEqual(selfService);
  });

  it('refuses a mode twice or missing, whoever saves it', async () => {
    const stored = await read('hk.owner');
    const twice = modes({}).map((entry) =>
      entry.type === 'serverQr' ? { ...entry, type: 'tableQr' } : entry,
    );
    const answers = [
      await save(stored.version, twice, 'hk.owner'),
      await save(stored.version, defaults.slice(1)),
    ];
    for (const answer of answers)
      expect(answer.errors?.map((error) => [error.field, error.msgEn])).toEqual([
        ['modes', 'Each of the eight operation modes must appear exactly once'],
      ]);
  });
});
