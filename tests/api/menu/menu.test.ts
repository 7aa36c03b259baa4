// Menu management (issue 6) through the API as hk's owner: business spec §5's menu rules, each
// refused with its own message on its field and nothing written; the delete rules between
// categories, dishes, combos and the branches' menus; the drag-to-sort save; the spreadsheet
// import's dry run and one-transaction run, with lookups by name; and a dish's actual monthly
// sales beside its basic figure (business §3), from the orders its shops' tills sent.
import type { ImportOutcome } from '../../../engine/protocol/import';
import type { PosOrder, PosOrderLine } from '../../../protocol/pos-order';
import { addDays, zonedDate, zonedInstant, zonedIso } from '../../../protocol/zoned-time';
import { ingestOrders, NO_INGEST_PARTS } from '../../../server/sales/ingest-orders';
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants } from '../support/tenants';

type Saved = { id: number; version: number } & Record<string, unknown>;

describeOnEachDatabase('menu management', (api) => {
  const owner = <T = Saved>(method: 'POST' | 'PUT' | 'DELETE', path: string, payload: object) =>
    api.callAs<T>('hk.owner', method, path, payload);
  let serial = 0;
  const made = async (path: string, record: object) => {
    const answer = await owner('POST', path, record);
    if (answer.status !== 0) throw new Error(`${path}: ${answer.msgEn} ${JSON.stringify(answer.errors)}`);
    return answer.data;
  };
  const category = (name = `Category ${(serial += 1)}`) => made('/category', { name, name_en: name });
  const dish = (categoryId: number, name = `Dish ${(serial += 1)}`) =>
    made('/dish', { name, categoryId, price: 38, timePeriods: [{ start: '07:00', end: '11:00' }] });
  /** The field and English message of a refused write, which must have changed nothing. */
  const refusal = async (path: string, record: object) => {
    const answer = await owner('POST', path, record);
    expect(answer.status).toBe(1);
    return answer.errors?.map((error) => [error.field, error.msgEn]);
  };

  describe('dish details (business spec §5)', () => {
    const detail = (extra: object) => ({
      name: 'Sweetness',
      options: [{ name: 'Less' }, { name: 'Normal' }, { name: 'More' }],
      ...extra,
    });

    it('asks for one of the two switches first, and for a name', async () => {
      expect(await refusal('/dish/detail', detail({}))).toEqual([
        ['required', 'Turn on Required or Multiple choice first'],
      ]);
      expect(
        await refusal('/dish/detail', detail({ name: '', multiple: true, minSelect: 0, maxSelect: 2 })),
      ).toEqual([['name', expect.stringContaining('Name')]]);
    });

    it('holds required-and-multiple to a minimum of 1 and a maximum at least the minimum', async () => {
      expect(
        await refusal('/dish/detail', detail({ required: true, multiple: true, minSelect: 0, maxSelect: 2 })),
      ).toEqual([
        ['minSelect', 'With Required and Multiple choice both on, the minimum selection must be 1 or more'],
      ]);
      expect(
        await refusal('/dish/detail', detail({ required: true, multiple: true, minSelect: 2, maxSelect: 1 })),
      ).toEqual([['maxSelect', 'The maximum selection cannot be less than the minimum selection']]);
      await made('/dish/detail', detail({ required: true, multiple: true, minSelect: 1, maxSelect: 2 }));
    });

    it('lets multiple-only start at 0, and fixes required-only at exactly 1', async () => {
      await made('/dish/detail', detail({ multiple: true, minSelect: 0, maxSelect: 3 }));
      expect(await refusal('/dish/detail', detail({ required: true, minSelect: 1, maxSelect: 2 }))).toEqual([
        ['maxSelect', 'With only Required on, the maximum selection is fixed at 1'],
      ]);
      await made('/dish/detail', detail({ required: true, minSelect: 1, maxSelect: 1 }));
    });

    it('needs at least as many options as the minimum, each option named', async () => {
      expect(
        await refusal(
          '/dish/detail',
          detail({ multiple: true, minSelect: 2, maxSelect: 3, options: [{ name: 'Only' }] }),
        ),
      ).toEqual([
        ['options', 'Too few options for the minimum selection: add options or lower the minimum selection'],
      ]);
      expect(
        await refusal(
          '/dish/detail',
          detail({ multiple: true, minSelect: 0, maxSelect: 3, options: [{ name: 'Hot' }, { price: 3 }] }),
        ),
      ).toEqual([['options', expect.stringMatching(/row 2: .*name/i)]]);
    });
  });

  describe('dishes and combos', () => {
    it('needs a scene or a time period, and refuses a repeated start or end time', async () => {
      const { id: categoryId } = await category();
      expect(await refusal('/dish', { name: 'Toast', categoryId, price: 18 })).toEqual([
        ['sceneIds', 'Choose at least one scene or add a time period'],
      ]);
      const periods = (a: string, b: string, c: string, d: string) => [
        { start: a, end: b },
        { start: c, end: d },
      ];
      expect(
        await refusal('/dish', {
          name: 'Toast',
          categoryId,
          price: 18,
          timePeriods: periods('07:00', '11:00', '07:00', '12:00'),
        }),
      ).toEqual([['timePeriods', 'Repeated start time: two time periods cannot start at the same time']]);
      expect(
        await refusal('/dish', {
          name: 'Toast',
          categoryId,
          price: 18,
          timePeriods: periods('07:00', '11:00', '08:00', '11:00'),
        }),
      ).toEqual([['timePeriods', 'Repeated end time: two time periods cannot end at the same time']]);
      const scene = await made('/scene', {
        name: 'Breakfast',
        timePeriods: [{ start: '07:00', end: '11:00' }],
      });
      const toast = await made('/dish', { name: 'Toast', categoryId, price: 18, sceneIds: [scene.id] });
      // A search by one scene finds the dishes that list it among theirs.
      const found = await owner<Saved[]>('PUT', '/dish', { sceneIds: scene.id });
      expect(found.data.map((record) => record.id)).toEqual([toast.id]);
    });

    it('needs a label and a dish in each combo dish, and a combo-label printer when printing so', async () => {
      const { id: categoryId } = await category();
      const { id: dishId } = await dish(categoryId);
      const { id: labelId } = await made('/label', { name: 'Drinks' });
      const combo = (extra: object) => ({ name: 'Set A', kind: 'fixed', quantity: 1, ...extra });
      expect(await refusal('/combo', combo({ dishes: [{ dishId }] }))).toEqual([
        ['dishes', expect.stringMatching(/row 1: .*label/i)],
      ]);
      expect(
        await refusal('/combo', combo({ printMode: 'comboLabel', dishes: [{ labelId, dishId }] })),
      ).toEqual([
        ['dishes', 'Print by combo label is chosen: set at least one combo dish to print by combo label'],
      ]);
      await made(
        '/combo',
        combo({ printMode: 'comboLabel', dishes: [{ labelId, dishId, printByComboLabel: true }] }),
      );
      // A dish some combo holds cannot be deleted from under it.
      expect((await owner('DELETE', '/dish', { id: dishId })).status).toBe(7);
    });
  });

  describe("a dish's monthly sales, basic and actual (business §3)", () => {
    /** A closed order of the shop's, on its business day `date` at noon, of these lines. */
    const closedOn = (id: string, date: string, zone: string, lines: PosOrderLine[]): PosOrder => {
      const closed = zonedInstant(date, 12 * 60, zone);
      const subtotal = lines.reduce((sum, line) => sum + (line.deleted ? 0 : line.amount), 0);
      return {
        orderId: id,
        ticketNumber: id,
        orderNo: id,
        guests: 2,
        type: 'takeAway',
        openedAt: zonedIso(closed - 20 * 60_000, zone),
        closedAt: zonedIso(closed, zone),
        subtotal,
        discount: 0,
        serviceCharge: 0,
        packingFee: 0,
        tips: 0,
        salesTax: 0,
        total: subtotal,
        updatedAt: zonedIso(closed, zone),
        lines,
        payments: [{ method: 'cash', amount: subtotal }],
        operations: [],
      };
    };

    it('counts the last 30 days of the dish as its shops sold it, worked out as read, never stored', async () => {
      const tenants = await demoTenants(api.db);
      const { rows } = await api.db.query<{ zone: string }>(
        `SELECT coalesce(NULLIF(data->>'timeZone', ''), $2) AS zone FROM res_shop WHERE id = $1`,
        [tenants.central, api.config.timeZone],
      );
      const zone = rows[0]?.zone ?? api.config.timeZone;
      const categoryId = (await category()).id;
      const sold = await made('/dish', {
        name: 'Monthly seller',
        categoryId,
        price: 30,
        monthlySalesBasic: 120,
        timePeriods: [{ start: '07:00', end: '11:00' }],
      });
      const other = await dish(categoryId);
      const line = (quantity: number, extra: Partial<PosOrderLine> = {}): PosOrderLine => ({
        kind: 'dish',
        itemId: sold.id,
        name: 'Monthly seller',
        quantity,
        amount: quantity * 3000,
        ...extra,
      });
      const today = zonedDate(Date.now(), zone);
      const ingested = await ingestOrders(
        api.db,
        api.records,
        { companyId: tenants.hk, shopId: tenants.central, deviceId: null, timeZone: zone },
        [
          // Today and 29 days ago are within the 30 days; 30 days ago is not.
          closedOn('monthly-1', today, zone, [
            line(2),
            { kind: 'custom', name: 'Market fish', quantity: 1, amount: 1500 },
          ]),
          closedOn('monthly-2', addDays(today, -29), zone, [
            line(3),
            line(9, { deleted: { reason: 'Sold out' } }),
          ]),
          closedOn('monthly-3', addDays(today, -30), zone, [line(5)]),
        ],
        NO_INGEST_PARTS,
      );
      expect(ingested.rejected).toEqual([]);
      const read = async (id: number) => (await owner<Saved[]>('PUT', '/dish', { id })).data[0];
      expect(await read(sold.id)).toMatchObject({ monthlySalesBasic: 120, monthlySalesActual: 5 });
      expect(await read(other.id)).toMatchObject({ monthlySalesActual: 0 });
      // The page of the list carries it too, beside the basic figure.
      const page = await owner<Saved[]>('PUT', '/dish', { pageNumber: 1, pageSize: 100 });
      expect(page.data.find((row) => row.id === sold.id)).toMatchObject({ monthlySalesActual: 5 });
      // Only the server works it out: a write naming it is refused, and the figure stays the sales'.
      const write = await owner('PUT', '/dish/modify', {
        id: sold.id,
        version: sold.version,
        monthlySalesActual: 999,
      });
      expect(write.status).toBe(1);
      expect(write.errors?.map((error) => error.field)).toEqual(['monthlySalesActual']);
      expect(await read(sold.id)).toMatchObject({ monthlySalesActual: 5 });
    });
  });

  describe('delete rules', () => {
    it('keeps a category while it has dishes, and lets it go once they moved', async () => {
      const full = await category();
      const other = await category();
      const held = await dish(full.id);
      expect((await owner('DELETE', '/category', { id: full.id })).status).toBe(7);
      expect((await owner('PUT', '/category/can/delete', { id: full.id })).data).toEqual({
        canDelete: false,
      });
      const moved = await owner('PUT', '/dish/modify', {
        id: held.id,
        version: held.version,
        categoryId: other.id,
      });
      expect(moved.status).toBe(0);
      expect((await owner('DELETE', '/category', { id: full.id })).status).toBe(0);
    });

    it("deletes a main-menu dish from every branch's menu and manual control", async () => {
      const tenants = await demoTenants(api.db);
      const { id: categoryId } = await category();
      const main = await dish(categoryId);
      for (const shopId of [tenants.central, tenants.causeway]) {
        await made('/branch/dish', { shopId, dishId: main.id, price: 40, status: 'available' });
      }
      await made('/menu/control', { shopId: tenants.central, dishId: main.id, status: 'unavailable' });
      const branchEntries = async () =>
        (await owner<Saved[]>('PUT', '/branch/dish', { dishId: main.id })).count ?? 0;
      expect(await branchEntries()).toBe(2);
      expect((await owner('DELETE', '/dish', { id: main.id })).status).toBe(0);
      expect(await branchEntries()).toBe(0);
      expect((await owner<Saved[]>('PUT', '/menu/control', { dishId: main.id })).count).toBe(0);
    });
  });

  describe('names by language', () => {
    it('finds a record by its Chinese or its English name in a contains search', async () => {
      const brisket = await category('清湯腩 Special');
      await owner('PUT', '/category/modify', {
        id: brisket.id,
        version: brisket.version,
        name_en: 'Clear broth brisket',
      });
      const byChinese = await owner<Saved[]>('PUT', '/category', { name: '清湯' });
      const byEnglish = await owner<Saved[]>('PUT', '/category', { name: 'broth bris' });
      expect(byChinese.data.map((record) => record.id)).toEqual([brisket.id]);
      expect(byEnglish.data.map((record) => record.id)).toEqual([brisket.id]);
    });
  });

  describe('drag-to-sort', () => {
    it('saves every new order at once, and refuses the lot when one record is out of reach', async () => {
      const first = await category();
      const second = await category();
      const sorted = await owner<Saved[]>('PUT', '/category/sort', {
        orders: [
          { id: second.id, showOrder: 1 },
          { id: first.id, showOrder: 2 },
        ],
      });
      expect(sorted.status).toBe(0);
      expect(sorted.data.map((record) => [record.id, record.showOrder])).toEqual([
        [second.id, 1],
        [first.id, 2],
      ]);
      const foreign = await api.callAs<Saved>('kowloon.owner', 'POST', '/category', { name: 'Elsewhere' });
      const refused = await owner('PUT', '/category/sort', {
        orders: [
          { id: first.id, showOrder: 9 },
          { id: foreign.data.id, showOrder: 1 },
        ],
      });
      expect(refused.status).toBe(2);
      const after = await owner<Saved[]>('PUT', '/category', { id: first.id });
      expect(after.data[0]?.showOrder).toBe(2);
    });
  });

  describe('spreadsheet import', () => {
    const importDishes = (rows: object[], dryRun: boolean) =>
      api.call<ImportOutcome>({
        method: 'POST',
        url: '/pro-api/dish/import',
        headers: { 'x-token': token },
        payload: { rows, dryRun },
      });
    let token = '';
    beforeAll(async () => {
      token = await api.signIn('hk.owner');
    });

    it('lists every bad row in a dry run and writes nothing until the sheet is fixed', async () => {
      const drinks = `Drinks ${(serial += 1)}`;
      await category(drinks);
      const twice = `Twice ${(serial += 1)}`;
      await category(twice);
      await category(twice);
      const rows = Array.from({ length: 120 }, (_, i) => ({
        name: `Imported ${serial}-${i}`,
        categoryId: drinks,
        price: 20 + (i % 7),
        timePeriods: [{ start: '11:00', end: '14:00' }],
      }));
      rows[4] = { ...rows[4], price: -1 } as (typeof rows)[number];
      rows[40] = { ...rows[40], categoryId: 'No such category' } as (typeof rows)[number];
      rows[99] = { ...rows[99], categoryId: twice } as (typeof rows)[number];
      // Longer than any category's name: refused as such, never looked up nor echoed back.
      rows[60] = { ...rows[60], categoryId: 'c'.repeat(5000) } as (typeof rows)[number];
      const before = (await owner<Saved[]>('PUT', '/dish', {})).count;

      const checked = await importDishes(rows, true);
      expect(checked.body.status).toBe(1);
      const outcome = checked.body.data;
      expect(outcome).toMatchObject({ total: 120, written: 0, dryRun: true, problemCount: 4 });
      expect(outcome.problems.map((problem) => [problem.row, problem.field, problem.msgEn])).toEqual([
        [5, 'price', expect.stringContaining('0')],
        [41, 'categoryId', 'Category “No such category” does not exist, please create it again'],
        [61, 'categoryId', 'Category cannot be longer than 100 characters'],
        [
          100,
          'categoryId',
          `There are multiple Category entries with the same name “${twice}”, please select manually`,
        ],
      ]);
      // The answer reported progress as it went, up to the last row.
      expect((checked.body as unknown as { progress: number[] }).progress.at(-1)).toBe(120);
      expect((await owner<Saved[]>('PUT', '/dish', {})).count).toBe(before);

      // The same sheet imported for real is refused whole.
      expect((await importDishes(rows, false)).body.status).toBe(1);
      expect((await owner<Saved[]>('PUT', '/dish', {})).count).toBe(before);

      rows[4] = { ...rows[4], price: 22 } as (typeof rows)[number];
      rows[40] = { ...rows[40], categoryId: drinks } as (typeof rows)[number];
      rows[99] = { ...rows[99], categoryId: drinks } as (typeof rows)[number];
      rows[60] = { ...rows[60], categoryId: drinks } as (typeof rows)[number];
      expect((await importDishes(rows, true)).body).toMatchObject({ status: 0, data: { written: 0 } });
      const imported = await importDishes(rows, false);
      expect(imported.body).toMatchObject({ status: 0, data: { total: 120, written: 120, problemCount: 0 } });
      expect((await owner<Saved[]>('PUT', '/dish', {})).count).toBe((before ?? 0) + 120);
      // Each imported dish has its audit entry, written with the rows in the same transaction.
      const { rows: audited } = await api.db.query<{ name: string }>(
        `SELECT a.changes->'name'->>'after' AS name FROM audit_log a JOIN res_dish d ON d.id = a.record_id
          WHERE a.resource = 'dish' AND a.action = 'create' AND d.data->>'name' LIKE $1`,
        [`Imported ${serial}-%`],
      );
      expect(audited.map((row) => row.name).sort()).toEqual(rows.map((row) => row.name).sort());
    });

    it("checks every row's references, though the sheet's repeated reads are made once", async () => {
      const drinks = `Steady ${(serial += 1)}`;
      await category(drinks);
      const { rows: found } = await api.db.query<{ own: number; foreign: number }>(
        `SELECT c.id AS own, (SELECT f.id FROM res_category f WHERE f.company_id <> c.company_id
                                AND f.deleted_at IS NULL LIMIT 1) AS foreign
           FROM res_category c WHERE c.data->>'name' = $1`,
        [drinks],
      );
      const [ids] = found;
      if (!ids?.foreign) throw new Error("no other company's category to point at");
      // Another company's category, by id, on rows 2 and 5 only: each is refused, the rest pass.
      const rows = Array.from({ length: 6 }, (_, i) => ({
        name: `Steady ${serial}-${i}`,
        categoryId: i === 1 || i === 4 ? ids.foreign : ids.own,
        price: 20,
        timePeriods: [{ start: '11:00', end: '14:00' }],
      }));
      const checked = (await importDishes(rows, true)).body.data;
      expect(checked.problems.map((problem) => [problem.row, problem.field])).toEqual([
        [2, 'categoryId'],
        [5, 'categoryId'],
      ]);
    });

    it('refuses a caller without the create privilege before reading a row', async () => {
      const answer = await api.callAs('hk.central', 'POST', '/dish/import', {
        rows: [{ name: 'x' }],
        dryRun: true,
      });
      expect(answer.status).toBe(3);
    });
  });
});
