// The store's tables, printers, take-away settings and kitchen labels through the API (business
// spec §3 "Store settings", §5, §6): an area's name required and unique in its shop, its tables'
// names unique within it ("table name already exists"); each table's QR ordering code assigned by
// the server, kept through edits, and refused when the body sends one its area does not hold; a table
// setting a scene uses kept from deletion with the spec's message; a LAN printer's address; a
// take-away setting's dishes, its own company's only; and the store manager running them himself.
import type { Envelope } from '../../../engine/protocol/envelope';
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants, type DemoTenants } from '../support/tenants';

type Table = { name: string; maxPeople: number; code?: string };
type Saved = { id: number; version: number } & Record<string, unknown>;
type Area = Saved & { tables?: Table[] };
type Method = 'POST' | 'PUT' | 'DELETE';

const CODE = /^[A-Za-z0-9_-]{22}$/;

describeOnEachDatabase('store tables, printers and take-away', (api) => {
  let tenants: DemoTenants;
  let serial = 0;
  const next = (prefix: string) => `${prefix} ${(serial += 1)}`;
  const as = <T = Saved>(username: string, method: Method, path: string, payload: object) =>
    api.callAs<T>(username, method, path, payload);
  const made = async <T = Saved>(path: string, record: object, username = 'hk.owner') => {
    const answer = await as<T>(username, 'POST', path, record);
    if (answer.status !== 0) throw new Error(`${path}: ${answer.msgEn} ${JSON.stringify(answer.errors)}`);
    return answer.data;
  };
  /** The fields and English messages of a refused write. */
  const problems = (answer: Envelope) => {
    expect(answer.status).toBe(1);
    return answer.errors?.map((error) => [error.field, error.msgEn]);
  };
  const change = <T = Saved>(path: string, before: Saved, values: object, username = 'hk.owner') =>
    as<T>(username, 'PUT', `${path}/modify`, { id: before.id, version: before.version, ...values });
  const readBack = async <T = Saved>(path: string, id: number, username = 'hk.owner') =>
    (await as<T[]>(username, 'PUT', path, { id })).data[0] as T;
  const codesOf = (area: Area) => (area.tables ?? []).map((table) => table.code);

  const newDish = async (username = 'hk.owner') => {
    const categoryId = (await made('/category', { name: next('Noodles') }, username)).id;
    const dish = {
      name: next('Wonton noodles'),
      categoryId,
      price: 48,
      timePeriods: [{ start: '11:00', end: '22:00' }],
    };
    return (await made('/dish', dish, username)).id;
  };

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
  });

  describe('the floor plan', () => {
    const path = '/table/area';
    const area = (tables: Table[], shopId = tenants.central) => ({ name: next('Hall'), shopId, tables });

    it('needs an area name, unique in its shop while another shop may repeat it', async () => {
      expect(problems(await as('hk.owner', 'POST', path, { shopId: tenants.central, name: '' }))).toEqual([
        ['name', expect.stringContaining('Area name')],
      ]);
      const name = next('Terrace');
      await made(path, { name, shopId: tenants.central });
      const again = await as('hk.owner', 'POST', path, { name, shopId: tenants.central });
      expect(again.status).toBe(6);
      expect(again.errors?.map((error) => error.field)).toEqual(['name']);
      await made(path, { name, shopId: tenants.causeway });
    });

    it('refuses two tables of one area by the same name, on a create and on a change', async () => {
      const exists = [['tables', 'Table name already exists']];
      const twice = [
        { name: 'A1', maxPeople: 4 },
        { name: 'A1', maxPeople: 2 },
      ];
      expect(problems(await as('hk.owner', 'POST', path, area(twice)))).toEqual(exists);
      const hall = await made<Area>(path, area([{ name: 'A1', maxPeople: 4 }]));
      const renamed = [...(hall.tables ?? []), { name: 'A1', maxPeople: 2 }];
      expect(problems(await change(path, hall, { tables: renamed }))).toEqual(exists);
      // Another area may have its own A1.
      await made(path, area([{ name: 'A1', maxPeople: 4 }]));
    });

    it('gives every table its own QR ordering code and keeps it through edits, moves and new rows', async () => {
      const hall = await made<Area>(
        path,
        area([
          { name: 'A1', maxPeople: 4 },
          { name: 'A2', maxPeople: 6 },
        ]),
      );
      const [first, second] = codesOf(hall);
      expect(first).toMatch(CODE);
      expect(second).toMatch(CODE);
      expect(first).not.toBe(second);

      // The form sends the rows as it read them: renamed, moved and one added.
      const [a1, a2] = hall.tables ?? [];
      const edited = await change<Area>(path, hall, {
        tables: [{ ...a2, name: 'B2' }, { ...a1 }, { name: 'A3', maxPeople: 2 }],
      });
      expect(edited.status).toBe(0);
      expect(edited.data.tables?.map((table) => [table.name, table.code])).toEqual([
        ['B2', second],
        ['A1', first],
        ['A3', expect.stringMatching(CODE)],
      ]);
      const added = edited.data.tables?.[2]?.code;
      expect([first, second]).not.toContain(added);

      // A change to another field leaves every code where it was.
      const renamed = await change<Area>(path, edited.data, { name: next('Main hall') });
      expect(codesOf(renamed.data)).toEqual([second, first, added]);
      expect(codesOf(await readBack<Area>(path, hall.id))).toEqual([second, first, added]);
    });

    it('refuses a code its area does not hold, naming the row: made up, copied to a second row, or another area’s', async () => {
      const forged = 'AAAAAAAAAAAAAAAAAAAAAA';
      const qrRow = (row: number) => ['tables', `Tables, row ${row}: QR ordering code cannot be changed`];
      expect(
        problems(await as('hk.owner', 'POST', path, area([{ name: 'A1', maxPeople: 4, code: forged }]))),
      ).toEqual([qrRow(1)]);
      const created = await made<Area>(path, area([{ name: 'A1', maxPeople: 4 }]));
      const other = await made<Area>(path, area([{ name: 'C1', maxPeople: 4 }]));
      const [held] = codesOf(created);
      const [borrowed] = codesOf(other);
      const [row] = created.tables ?? [];
      const refused = await change<Area>(path, created, {
        tables: [
          { ...row },
          { ...row, name: 'A2' },
          { name: 'A3', maxPeople: 2, code: borrowed },
          { name: 'A4', maxPeople: 2, code: forged },
        ],
      });
      expect(problems(refused)).toEqual([qrRow(2), qrRow(3), qrRow(4)]);
      expect(await readBack<Area>(path, created.id)).toMatchObject({
        version: created.version,
        tables: [row],
      });
      expect(codesOf(await readBack<Area>(path, other.id))).toEqual([borrowed]);
      expect(codesOf(created)).toEqual([held]);
    });

    it("refuses another company's code to its areas, and keeps each company's areas its own", async () => {
      const ours = await made<Area>(path, area([{ name: 'A1', maxPeople: 4 }]));
      const [code] = codesOf(ours);
      const theirs = await as('kowloon.owner', 'POST', path, {
        name: next('Hall'),
        shopId: tenants.mongkok,
        tables: [{ name: 'A1', maxPeople: 4, code }],
      });
      expect(problems(theirs)?.map(([field]) => field)).toEqual(['tables']);
      expect((await as<Saved[]>('kowloon.owner', 'PUT', path, { id: ours.id })).count ?? 0).toBe(0);
    });

    it("lets the store manager keep his own shop's floor plan", async () => {
      const hall = await made<Area>(path, area([{ name: 'A1', maxPeople: 4 }]), 'hk.central');
      const [code] = codesOf(hall);
      const edited = await change<Area>(
        path,
        hall,
        { tables: [...(hall.tables ?? []), { name: 'A2', maxPeople: 2 }] },
        'hk.central',
      );
      expect(edited.status).toBe(0);
      expect(codesOf(edited.data)[0]).toBe(code);
      const removed = await as<number[]>('hk.central', 'DELETE', path, { id: hall.id });
      expect(removed).toMatchObject({ status: 0, data: [hall.id] });
    });
  });

  it('keeps a table setting a scene uses from deletion until the scene changes', async () => {
    const areaId = (await made('/table/area', { name: next('Hall'), shopId: tenants.central })).id;
    const setting = await made('/table/setting', {
      name: next('Dinner'),
      shopId: tenants.central,
      areaIds: [areaId],
    });
    const scene = await made('/scene', { name: next('Dinner'), tableSettingId: setting.id });
    const refused = await as('hk.owner', 'DELETE', '/table/setting', { id: setting.id });
    expect(refused.status).toBe(7);
    expect(refused.msgEn).toBe('The table setting is being used, change the scene first');
    expect((await readBack('/table/setting', setting.id))?.id).toBe(setting.id);

    expect((await change('/scene', scene, { tableSettingId: null })).status).toBe(0);
    expect(await as('hk.owner', 'DELETE', '/table/setting', { id: setting.id })).toMatchObject({
      status: 0,
      data: [setting.id],
    });
    // A table setting opens areas of its own shop only.
    const elsewhere = (await made('/table/area', { name: next('Hall'), shopId: tenants.causeway })).id;
    const crossed = await as('hk.owner', 'POST', '/table/setting', {
      name: next('Lunch'),
      shopId: tenants.central,
      areaIds: [elsewhere],
    });
    expect(problems(crossed)?.map(([field]) => field)).toEqual(['areaIds']);
  });

  describe('printers', () => {
    const path = '/printer';
    const printer = (values: object) => ({
      name: next('Kitchen'),
      serialNumber: `SN-${(serial += 1)}`,
      shopId: tenants.central,
      model: 'receipt',
      language: 'en',
      status: 'on',
      ...values,
    });

    it('asks a LAN printer for a valid address and drops the address of a cloud one', async () => {
      expect(problems(await as('hk.owner', 'POST', path, printer({ connection: 'lan' })))).toEqual([
        ['lanIp', expect.stringContaining('LAN IP')],
      ]);
      expect(
        problems(await as('hk.owner', 'POST', path, printer({ connection: 'lan', lanIp: '10.0.0.300' }))),
      ).toEqual([['lanIp', 'Please enter a valid IPv4 address, such as 192.168.1.50']]);
      const cloud = await made(path, printer({ connection: 'cloud', key: 'k7Hq92xP', lanIp: '10.0.0.8' }));
      expect(cloud).not.toHaveProperty('lanIp');
      expect(problems(await change(path, cloud, { connection: 'lan' }))).toEqual([
        ['lanIp', expect.stringContaining('LAN IP')],
      ]);
      const lan = await change(path, cloud, { connection: 'lan', lanIp: '192.168.1.50' });
      expect(lan.status).toBe(0);
      // The cloud key goes with the cloud.
      expect(lan.data).toMatchObject({ connection: 'lan', lanIp: '192.168.1.50' });
      expect(lan.data).not.toHaveProperty('key');
    });

    it("routes a shop's kitchen labels to its own printers only", async () => {
      const own = await made(path, printer({ connection: 'lan', lanIp: '192.168.1.60' }));
      const sibling = await made(
        path,
        printer({ connection: 'lan', lanIp: '192.168.1.61', shopId: tenants.causeway }),
      );
      const label = { name: next('Hot kitchen'), shopId: tenants.central, colour: '#D13438' };
      await made('/kitchen/label', { ...label, printerIds: [own.id] });
      const crossed = await as('hk.owner', 'POST', '/kitchen/label', {
        ...label,
        name: next('Bar'),
        printerIds: [sibling.id],
      });
      expect(problems(crossed)?.map(([field]) => field)).toEqual(['printerIds']);
    });
  });

  describe('take-away settings', () => {
    const path = '/take/away/setting';
    const setting = (values: object) => ({
      name: next('Lunch take-away'),
      shopId: tenants.central,
      timeoutMinutes: 20,
      pickupInterval: 30,
      packingFeeType: 'none',
      ...values,
    });
    const chooseDish = [['dishIds', 'Take-away dishes must be selected']];

    it('needs at least one dish, given empty or left out, on a create and on a change', async () => {
      expect(problems(await as('hk.owner', 'POST', path, setting({})))).toEqual(chooseDish);
      expect(problems(await as('hk.owner', 'POST', path, setting({ dishIds: [] })))).toEqual(chooseDish);
      const saved = await made(path, setting({ dishIds: [await newDish()] }));
      expect(problems(await change(path, saved, { dishIds: [] }))).toEqual(chooseDish);
    });

    it("refuses another company's dish", async () => {
      const theirs = await newDish('kowloon.owner');
      expect(
        problems(await as('hk.owner', 'POST', path, setting({ dishIds: [await newDish(), theirs] }))),
      ).toEqual([['dishIds', expect.any(String)]]);
    });

    it('offers pickup every 15 or 30 minutes or every whole hour up to 12', async () => {
      const dishIds = [await newDish()];
      for (const minutes of [15, 30, 60, 720])
        await made(path, setting({ dishIds, pickupInterval: minutes }));
      for (const minutes of [45, 780])
        expect(
          problems(await as('hk.owner', 'POST', path, setting({ dishIds, pickupInterval: minutes }))),
        ).toEqual([['pickupInterval', expect.any(String)]]);
    });

    it('asks how an automatic checkout is paid and what a packing fee costs', async () => {
      const dishIds = [await newDish()];
      expect(
        problems(
          await as(
            'hk.owner',
            'POST',
            path,
            setting({ dishIds, autoCheckout: true, packingFeeType: 'perOrder' }),
          ),
        ),
      ).toEqual([
        ['paymentMethod', expect.stringContaining('Payment method')],
        ['packingFee', expect.stringContaining('Packing fee')],
      ]);
      const saved = await made(
        path,
        setting({
          dishIds,
          autoCheckout: true,
          paymentMethod: 'octopus',
          packingFeeType: 'perDish',
          packingFee: 2,
        }),
        'hk.central',
      );
      expect(saved).toMatchObject({ paymentMethod: 'octopus', packingFee: 2 });
    });
  });

  it('keeps one stock entry per dish in a shop, while another shop counts its own', async () => {
    const dishId = await newDish();
    await made(
      '/inventory',
      { dishId, quantity: 40, alertThreshold: 5, shopId: tenants.central },
      'hk.central',
    );
    const again = await as('hk.owner', 'POST', '/inventory', {
      dishId,
      quantity: 3,
      shopId: tenants.central,
    });
    expect(again.status).toBe(6);
    expect(again.errors?.map((error) => error.field)).toEqual(['dishId']);
    await made('/inventory', { dishId, quantity: 12, shopId: tenants.causeway });
  });
});
