// Store settings' options and reasons, dish discount reasons and QR ordering quantity limits through
// the API: each cross-field rule refused on the server with its own message on its field, on a
// create and on a change; a limit's hidden dish dropped; one limit per dish in a shop; and a
// company's reasons out of another company's sight and reach.
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants, type DemoTenants } from '../support/tenants';

type Saved = { id: number; version: number } & Record<string, unknown>;
type Method = 'POST' | 'PUT' | 'DELETE';

describeOnEachDatabase('store reasons and limits', (api) => {
  let tenants: DemoTenants;
  let serial = 0;
  const next = (prefix: string) => `${prefix} ${(serial += 1)}`;
  const as = <T = Saved>(username: string, method: Method, path: string, payload: object) =>
    api.callAs<T>(username, method, path, payload);
  const made = async (path: string, record: object, username = 'hk.owner') => {
    const answer = await as(username, 'POST', path, record);
    if (answer.status !== 0) throw new Error(`${path}: ${answer.msgEn} ${JSON.stringify(answer.errors)}`);
    return answer.data;
  };
  /** The fields and English messages of a refused write. */
  const problems = (answer: { status: number; errors?: { field: string; msgEn: string }[] }) => {
    expect(answer.status).toBe(1);
    return answer.errors?.map((error) => [error.field, error.msgEn]);
  };
  const refusal = async (path: string, record: object) =>
    problems(await as('hk.owner', 'POST', path, record));
  const change = (path: string, before: Saved, values: object) =>
    as('hk.owner', 'PUT', `${path}/modify`, { id: before.id, version: before.version, ...values });
  const readBack = async (path: string, id: number, username = 'hk.owner') =>
    (await as<Saved[]>(username, 'PUT', path, { id })).data[0];

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
  });

  it('caps a percentage discount at 100, and only a percentage', async () => {
    const path = '/dish/discount/reason';
    const cap = 'A percentage discount cannot be more than 100';
    expect(await refusal(path, { reason: 'Staff', type: 'percentage', value: 100.01 })).toEqual([
      ['value', cap],
    ]);
    await made(path, { reason: 'Staff', type: 'percentage', value: 100 });
    const amount = await made(path, { reason: 'Regular', type: 'amount', value: 150, limitQuantity: 3 });
    // The rule reads the record as it will be after the change: 150 turned into a percentage.
    expect(problems(await change(path, amount, { type: 'percentage' }))).toEqual([['value', cap]]);
    expect(await readBack(path, amount.id)).toMatchObject({ type: 'amount', value: 150, version: 1 });
    expect(await refusal(path, { reason: 'Free', type: 'amount', value: 0 })).toEqual([
      ['value', expect.stringContaining('more than 0')],
    ]);
  });

  it('needs at least one operation for an order operation reason, given empty or left out', async () => {
    const path = '/order/operation/reason';
    const choose = [['appliesTo', 'Choose at least one operation the reason applies to']];
    expect(await refusal(path, { reason: 'Complaint', appliesTo: [] })).toEqual(choose);
    expect(await refusal(path, { reason: 'Complaint' })).toEqual(choose);
    const reason = await made(path, { reason: 'Complaint', appliesTo: ['refundPayment', 'deleteOrder'] });
    expect(problems(await change(path, reason, { appliesTo: [] }))).toEqual(choose);
    // A search by one operation finds the reasons offered for it.
    const found = await as<Saved[]>('hk.owner', 'PUT', path, { appliesTo: 'deleteOrder', id: reason.id });
    expect(found.data.map((record) => record.id)).toEqual([reason.id]);
  });

  it('needs a category or a label for a dish filter', async () => {
    const path = '/dish/filter';
    const none = [['categoryIds', 'Choose at least one category or label for the filter']];
    expect(await refusal(path, { name: next('Hot drinks') })).toEqual(none);
    expect(await refusal(path, { name: next('Hot drinks'), categoryIds: [], labelIds: [] })).toEqual(none);
    const category = await made('/category', { name: next('Drinks') });
    const label = await made('/label', { name: next('Signature') });
    await made(path, { name: next('By category'), categoryIds: [category.id] });
    const byLabel = await made(path, { name: next('By label'), labelIds: [label.id] });
    expect(problems(await change(path, byLabel, { labelIds: [] }))).toEqual(none);
  });

  describe('QR ordering quantity limits', () => {
    const path = '/qr/quantity/limit';
    let categoryId = 0;
    let dishId = 0;
    beforeAll(async () => {
      categoryId = (await made('/category', { name: next('Snacks') })).id;
      dishId = (
        await made('/dish', {
          name: next('Fries'),
          categoryId,
          price: 18,
          timePeriods: [{ start: '11:00', end: '22:00' }],
        })
      ).id;
    });

    it("drops the hidden dish of a category's limit, and asks for the dish once the target is a dish", async () => {
      const limit = await made(path, {
        shopId: tenants.central,
        target: 'category',
        categoryId,
        dishId,
        maxPerOrder: 3,
      });
      expect(limit).not.toHaveProperty('dishId');
      const stored = await readBack(path, limit.id);
      expect(stored).toMatchObject({ target: 'category', categoryId, maxPerOrder: 3 });
      expect(stored).not.toHaveProperty('dishId');
      expect(problems(await change(path, limit, { target: 'dish' }))).toEqual([
        ['dishId', expect.stringContaining('Dish')],
      ]);
      // Turned into a dish's limit, it loses its category the same way.
      const moved = await change(path, limit, { target: 'dish', dishId });
      expect(moved.status).toBe(0);
      expect(moved.data).toMatchObject({ target: 'dish', dishId });
      expect(moved.data).not.toHaveProperty('categoryId');
      await as('hk.owner', 'DELETE', path, { id: limit.id });
    });

    it('holds one limit per dish in a shop, while another shop keeps its own', async () => {
      const limit = { target: 'dish', dishId, maxPerOrder: 2 };
      const first = await made(path, { ...limit, shopId: tenants.central });
      const again = await as('hk.owner', 'POST', path, { ...limit, shopId: tenants.central, perGuest: true });
      expect(again.status).toBe(6);
      expect(again.errors?.map((error) => error.field)).toEqual(['dishId']);
      await made(path, { ...limit, shopId: tenants.causeway });
      // A category's limit beside the dish's is no clash: each unique set holds only its own kind.
      await made(path, { target: 'category', categoryId, maxPerOrder: 9, shopId: tenants.central });
      expect((await readBack(path, first.id))?.maxPerOrder).toBe(2);
    });
  });

  it("keeps a company's reasons out of another company's lists, and its labels out of its filters", async () => {
    const label = await made('/label', { name: next('House') });
    const theirLabel = await made('/label', { name: next('House') }, 'kowloon.owner');
    // The same record in each company: a filter by each company's own label.
    const records: [string, (labelId: number) => object][] = [
      ['/remark', () => ({ content: next('Less sweet'), appliesTo: 'dish' })],
      ['/cash/reason', () => ({ reason: next('Float'), type: 'cashIn' })],
      ['/order/operation/reason', () => ({ reason: next('Complaint'), appliesTo: ['cancelTable'] })],
      ['/dish/filter', (labelId) => ({ name: next('House specials'), labelIds: [labelId] })],
      ['/dish/discount/reason', () => ({ reason: next('Regular'), type: 'amount', value: 5 })],
    ];
    for (const [path, record] of records) {
      const own = await made(path, record(label.id));
      const theirs = await made(path, record(theirLabel.id), 'kowloon.owner');
      const seenByThem = await as<Saved[]>('kowloon.owner', 'PUT', path, { pageNumber: 1, pageSize: 500 });
      expect(seenByThem.status).toBe(0);
      const ids = seenByThem.data.map((row) => row.id);
      expect(ids).toContain(theirs.id);
      expect(ids).not.toContain(own.id);
      expect((await as<Saved[]>('kowloon.owner', 'PUT', path, { id: own.id })).count ?? 0).toBe(0);
      expect((await readBack(path, own.id))?.id).toBe(own.id);
    }
    // Nor can another company's filter point at this company's label.
    const borrowed = await as('kowloon.owner', 'POST', '/dish/filter', {
      name: next('Borrowed'),
      labelIds: [label.id],
    });
    expect(borrowed.status).toBe(1);
    expect(borrowed.errors?.map((error) => error.field)).toEqual(['labelIds']);
  });
});
