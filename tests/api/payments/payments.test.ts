// Payments and coupons through the API (business spec §5, §9): a coupon takes something off and
// serves dine-in, take-away or both; a company prefers at most 3 payment methods, also when two
// writers race for the last place; and the payment gateway's keys and a terminal's signing key are
// answered masked, kept by a blank edit, and found in neither the row nor the audit trail in plain.
import { MASK_DOTS } from '../../../engine/schema/secret-fields';
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants, type DemoTenants } from '../support/tenants';

type Saved = { id: number; version: number } & Record<string, unknown>;
type Method = 'POST' | 'PUT' | 'DELETE';
type Answer = { status: number; data: Saved; errors?: { field: string; msgEn: string }[] };

describeOnEachDatabase('payments and coupons', (api) => {
  let tenants: DemoTenants;
  let serial = 0;
  const next = (prefix: string) => `${prefix} ${(serial += 1)}`;
  const as = (method: Method, path: string, payload: object) =>
    api.callAs<Saved>('hk.owner', method, path, payload) as Promise<Answer>;
  const problems = (answer: Answer) => {
    expect(answer.status).toBe(1);
    return answer.errors?.map((error) => [error.field, error.msgEn]);
  };

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
  });

  describe('coupons', () => {
    const coupon = {
      type: 'cash',
      value: 30,
      quantity: 100,
      distributionType: 'online',
      validityType: 'afterDistribution',
      validForDays: 30,
      validWeekdays: [1, 2, 3, 4, 5, 6, 7],
      dineIn: true,
      takeAway: true,
      roundingMode: 'none',
      noCashExchange: true,
      orientation: 'vertical',
    };

    it('refuses a value of 0 on the value, and a percentage off of 0 on the discount', async () => {
      expect(problems(await as('POST', '/coupon', { ...coupon, name: next('Zero'), value: 0 }))).toEqual([
        ['value', expect.stringContaining('more than 0')],
      ]);
      const discount = { ...coupon, name: next('Zero off'), type: 'discount', discount: 0 };
      expect(problems(await as('POST', '/coupon', discount))).toEqual([
        ['discount', expect.stringContaining('more than 0')],
      ]);
    });

    it('needs dine-in, take-away or both, on a create and on a change', async () => {
      const neither = [['dineIn', 'A coupon applies to dine-in, take-away or both']];
      const refused = await as('POST', '/coupon', {
        ...coupon,
        name: next('Nowhere'),
        dineIn: false,
        takeAway: false,
      });
      expect(problems(refused)).toEqual(neither);
      const made = await as('POST', '/coupon', { ...coupon, name: next('Take-away'), dineIn: false });
      expect(made.status).toBe(0);
      const { id, version } = made.data;
      expect(problems(await as('PUT', '/coupon/modify', { id, version, takeAway: false }))).toEqual(neither);
    });

    it('starts not generated, and refuses a caller who says otherwise', async () => {
      const made = await as('POST', '/coupon', { ...coupon, name: next('Fresh') });
      expect(made.data.generationStatus).toBe('notCreated');
      const { id, version } = made.data;
      const claimed = await as('PUT', '/coupon/modify', { id, version, generationStatus: 'downloaded' });
      expect(problems(claimed)).toEqual([['generationStatus', expect.any(String)]]);
    });
  });

  describe('preferred payment methods', () => {
    const atMost = [['preferred', 'At most 3 payment methods can be preferred']];
    const method = (preferred: boolean) => ({ name: next('Method'), method: 'creditCard', preferred });
    /** The company's preferred methods, as its list finds them. */
    const preferred = async () =>
      (await api.callAs<Saved[]>('hk.owner', 'PUT', '/payment/method', { preferred: true, pageSize: 50 }))
        .data;

    it('refuses a fourth, made or changed, and lets exactly one of two racing writers take the third place', async () => {
      // The company starts with whatever the demo gave it: fill its preferred places up to 3.
      while ((await preferred()).length < 3)
        expect((await as('POST', '/payment/method', method(true))).status).toBe(0);
      expect(problems(await as('POST', '/payment/method', method(true)))).toEqual(atMost);
      const plain = await as('POST', '/payment/method', method(false));
      expect(plain.status).toBe(0);
      const promoted = { id: plain.data.id, version: plain.data.version, preferred: true };
      expect(problems(await as('PUT', '/payment/method/modify', promoted))).toEqual(atMost);

      // One place free again: two writers race for it, one creating and one changing.
      const [first] = await preferred();
      if (!first) throw new Error('no preferred method');
      const freed = await as('PUT', '/payment/method/modify', {
        id: first.id,
        version: first.version,
        preferred: false,
      });
      expect(freed.status).toBe(0);
      const answers = await Promise.all([
        as('POST', '/payment/method', method(true)),
        as('PUT', '/payment/method/modify', promoted),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([0, 1]);
      const loser = answers.find((answer) => answer.status === 1) as Answer;
      expect(problems(loser)).toEqual(atMost);
      expect(await preferred()).toHaveLength(3);
    });
  });

  describe('secrets', () => {
    const secretKey = 'sk_live_51Hx9QmBrigadeKey4242';
    const webhookSecret = 'whsec_Brigade8Signing7Secret99';
    const gateway = {
      enabled: true,
      publishableKey: 'pk_live_51Hx9QmBrigadePublic',
      alipay: true,
      weChatPay: false,
      googlePay: false,
      applePay: true,
      creditCard: true,
    };
    const read = async () => (await as('PUT', '/payment/gateway', { companyId: tenants.hk })).data;
    const rowData = async (table: string, id: number) =>
      (await api.db.query<{ data: string }>(`SELECT data::text AS data FROM ${table} WHERE id = $1`, [id]))
        .rows[0]?.data ?? '';
    const audited = async (resource: string, id: number) =>
      (
        await api.db.query<{ changes: Record<string, unknown> }>(
          'SELECT changes FROM audit_log WHERE resource = $1 AND record_id = $2 ORDER BY id',
          [resource, id],
        )
      ).rows.map((row) => row.changes);

    it("answers the gateway's keys masked, keeps them on a blank edit, and never stores or audits them in plain", async () => {
      const masks = { secretKey: `sk_live_${MASK_DOTS}4242`, webhookSecret: `whsec_${MASK_DOTS}et99` };
      const before = await read();
      const saved = await as('PUT', '/payment/gateway/modify', {
        ...gateway,
        secretKey,
        webhookSecret,
        companyId: tenants.hk,
        version: before.version,
      });
      expect(saved.status).toBe(0);
      expect(saved.data).toMatchObject({ ...gateway, ...masks });
      expect(await read()).toMatchObject(masks);
      const sealed = await rowData('res_payment_gateway', saved.data.id);

      // A blank secret and one left out both keep what is stored; the other fields change.
      const edited = await as('PUT', '/payment/gateway/modify', {
        ...gateway,
        alipay: false,
        secretKey: '',
        companyId: tenants.hk,
        version: saved.data.version,
      });
      expect(edited.status).toBe(0);
      expect(await read()).toMatchObject({ alipay: false, ...masks });
      const stored = await rowData('res_payment_gateway', saved.data.id);
      expect(JSON.parse(stored)).toMatchObject({
        secretKey: JSON.parse(sealed).secretKey,
        webhookSecret: JSON.parse(sealed).webhookSecret,
      });
      for (const plain of [secretKey, webhookSecret, 'BrigadeKey', 'Signing7Secret'])
        expect(stored).not.toContain(plain);

      const trail = await audited('paymentGateway', saved.data.id);
      expect(trail[0]).toMatchObject({ secretKey: { changed: true }, webhookSecret: { changed: true } });
      expect(trail[1]).not.toHaveProperty('secretKey');
      expect(JSON.stringify(trail)).not.toContain('BrigadeKey');
      expect(JSON.stringify(trail)).not.toContain('Signing7Secret');
    });

    it("lists a terminal's signing key masked and stores it sealed", async () => {
      const signingKey = 'kpay_sign_0f1e2d3c4b5a69788796';
      const made = await as('POST', '/eft/terminal', {
        label: next('Counter'),
        provider: 'kpay',
        terminalId: next('KP').replace(' ', '-'),
        ip: '192.168.0.30',
        port: 8080,
        signingKey,
        shopId: tenants.central,
      });
      expect(made.status).toBe(0);
      const listed = await api.callAs<Saved[]>('hk.owner', 'PUT', '/eft/terminal', { id: made.data.id });
      expect(listed.data[0]?.signingKey).toBe(`kpay_sign_${MASK_DOTS}8796`);
      expect(await rowData('res_eft_terminal', made.data.id)).not.toContain('0f1e2d3c4b5a6978');
      expect((await audited('eftTerminal', made.data.id))[0]).toMatchObject({
        signingKey: { changed: true },
      });
    });
  });
});
