// The store's settings records through the API, beyond what every settings record is proved to do
// (settings-records-generated.test.ts): the kitchen's urgent-after-warning rule on a first save and
// on a change, values behind a switch that is off dropped and not brought back, the slideshow's
// timing kept only with pictures to show, the QR ordering cut-off's fixed choices, and a store
// manager saving his own shop's settings without naming it.
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants, type DemoTenants } from '../support/tenants';

type Settings = { id: number | null; version: number } & Record<string, unknown>;
type Answer = { status: number; data: Settings; errors?: { field: string; msgEn: string }[] };

const KITCHEN = '/kitchen/settings';
const OTHER = '/other/settings';
const SECONDARY = '/secondary/screen/settings';
const QR = '/qr/ordering/settings';
const URGENT_BEFORE_WARNING =
  'Urgent cannot come before the warning: enter at least the minutes of the warning';

describeOnEachDatabase('store settings records', (api) => {
  let tenants: DemoTenants;
  const call = (username: string, path: string, payload: object) =>
    api.callAs<Settings>(username, 'PUT', path, payload) as Promise<Answer>;
  /** The shop's settings as stored (or its defaults), read by the company's owner. */
  const read = async (path: string, shopId: number) => (await call('hk.owner', path, { shopId })).data;
  /** Saves `values` over the shop's settings at the version just read. */
  const save = async (path: string, shopId: number, values: object) => {
    const { version } = await read(path, shopId);
    return call('hk.owner', `${path}/modify`, { ...values, shopId, version });
  };
  const problems = (answer: Answer) => {
    expect(answer.status).toBe(1);
    return (answer.errors ?? []).map((error) => [error.field, error.msgEn]);
  };
  const refusedFields = async (answer: Promise<Answer>) => problems(await answer).map(([field]) => field);

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
  });

  it('refuses an urgent time before the warning, reading the defaults under a first save and the stored record under a change', async () => {
    const shopId = tenants.central;
    // The default warning is 10 minutes: urgent after 5 breaks the rule though only urgent is sent.
    expect(problems(await save(KITCHEN, shopId, { urgentAfterMinutes: 5 }))).toEqual([
      ['urgentAfterMinutes', URGENT_BEFORE_WARNING],
    ]);
    expect((await read(KITCHEN, shopId)).id).toBeNull();

    const saved = await save(KITCHEN, shopId, { warnAfterMinutes: 12, urgentAfterMinutes: 12 });
    expect(saved.status).toBe(0);
    expect(problems(await save(KITCHEN, shopId, { warnAfterMinutes: 13 }))).toEqual([
      ['urgentAfterMinutes', URGENT_BEFORE_WARNING],
    ]);
    expect(await read(KITCHEN, shopId)).toMatchObject({
      warnAfterMinutes: 12,
      urgentAfterMinutes: 12,
      version: 1,
    });
  });

  it('drops the timers with the timers off, so no rule holds against them and they do not come back', async () => {
    const shopId = tenants.causeway;
    const off = await save(KITCHEN, shopId, {
      showTimers: false,
      warnAfterMinutes: 30,
      urgentAfterMinutes: 5,
    });
    expect(off.status).toBe(0);
    expect(off.data).not.toHaveProperty('warnAfterMinutes');
    expect(off.data).not.toHaveProperty('urgentAfterMinutes');
    // Turned on again, the timers need their minutes anew: the dropped ones are gone.
    expect(await refusedFields(save(KITCHEN, shopId, { showTimers: true }))).toEqual([
      'warnAfterMinutes',
      'urgentAfterMinutes',
    ]);
    const on = await save(KITCHEN, shopId, { showTimers: true, warnAfterMinutes: 8, urgentAfterMinutes: 15 });
    expect(on.data).toMatchObject({
      showTimers: true,
      warnAfterMinutes: 8,
      urgentAfterMinutes: 15,
      version: 2,
    });
  });

  it("keeps a table reminder's basis and minutes, an auto-lock's seconds and a time limit's minutes only while switched on", async () => {
    const shopId = tenants.central;
    const on = await save(OTHER, shopId, {
      tableReminder: true,
      tableReminderBasis: 'openTable',
      tableReminderMinutes: 45,
      orderTimeLimit: true,
      orderTimeLimitMinutes: 90,
    });
    // The first save fills what it leaves out from the defaults: the auto-lock is on after 300 s.
    expect(on.data).toMatchObject({
      tableReminderBasis: 'openTable',
      tableReminderMinutes: 45,
      screenAutoLockSeconds: 300,
      orderTimeLimitMinutes: 90,
      soldOutDisplaySelfOrder: 'endOfCategory',
    });
    const off = await save(OTHER, shopId, {
      tableReminder: false,
      screenAutoLock: false,
      orderTimeLimit: false,
    });
    expect(off.status).toBe(0);
    const stored = await read(OTHER, shopId);
    for (const hidden of [
      'tableReminderBasis',
      'tableReminderMinutes',
      'screenAutoLockSeconds',
      'orderTimeLimitMinutes',
    ])
      expect(stored).not.toHaveProperty(hidden);
    expect(
      problems(await save(OTHER, shopId, { tableReminder: true, tableReminderBasis: 'sendToKitchen' })),
    ).toEqual([['tableReminderMinutes', 'Please enter Remind after (minutes)']]);
  });

  it('keeps the idle time with one slideshow picture, and the time per picture only with several', async () => {
    const shopId = tenants.central;
    const pictures = ['3f/3fa9e5.png', 'a1/a1b2c3.jpg'];
    const one = await save(SECONDARY, shopId, {
      slideshowImages: pictures.slice(0, 1),
      idleAfterSeconds: 30,
      slideIntervalSeconds: 5,
    });
    expect(one.data).toMatchObject({ slideshowImages: pictures.slice(0, 1), idleAfterSeconds: 30 });
    expect(one.data).not.toHaveProperty('slideIntervalSeconds');
    const two = await save(SECONDARY, shopId, { slideshowImages: pictures, slideIntervalSeconds: 5 });
    expect(two.data).toMatchObject({
      slideshowImages: pictures,
      idleAfterSeconds: 30,
      slideIntervalSeconds: 5,
    });
    const none = await save(SECONDARY, shopId, { slideshowImages: [] });
    expect(none.data).not.toHaveProperty('idleAfterSeconds');
    expect(none.data).not.toHaveProperty('slideIntervalSeconds');
  });

  it("offers the QR ordering cut-off's choices only, as minutes", async () => {
    const shopId = tenants.central;
    for (const minutes of [45, '30', -15])
      expect(await refusedFields(save(QR, shopId, { lastOrderCutoffMinutes: minutes }))).toEqual([
        'lastOrderCutoffMinutes',
      ]);
    const saved = await save(QR, shopId, { lastOrderCutoffMinutes: 60, paymentTiming: 'payFirst' });
    expect(saved.data).toMatchObject({
      lastOrderCutoffMinutes: 60,
      paymentTiming: 'payFirst',
      enabled: true,
    });
  });

  it("lets a store manager read and save his own shop's settings without naming the shop", async () => {
    const mine = await call('hk.central', OTHER, {});
    expect(mine.data).toMatchObject({ shopId: tenants.central });
    const saved = await call('hk.central', `${OTHER}/modify`, {
      version: mine.data.version,
      qrExpiryMinutesAfterPayment: 5,
    });
    expect(saved.status).toBe(0);
    expect((await read(OTHER, tenants.central)).qrExpiryMinutesAfterPayment).toBe(5);
  });
});
