// Members and member levels (issue 23, the first slice; business spec §3, §4, §5): a level and a
// member made by the owner, the member form's rules each refused on its field, the password kept
// as a hash only, activate and suspend with their privileges, the level held to the member's own
// company, the age worked out from the date of birth, and the list's filters; then what the ledger
// holds for a member: a restaurant's edit of his balance and points, and his points expiring.
import { reconcileLedger } from '../../../engine/server';
import { memberLedger } from '../../../server/members/member-ledger';
import { addDays, addMonths, zonedDate } from '../../../protocol/zoned-time';
import { describeOnEachDatabase } from '../support/api-harness';
import { addManagerWith } from '../support/managers';
import { demoTenants, type DemoTenants } from '../support/tenants';

type Row = { id: number; version: number; [field: string]: unknown };

const level = (overrides: object = {}) => ({
  name: '銀卡',
  name_en: 'Silver',
  status: 'enabled',
  pointsFrom: 0,
  pointsTo: 999,
  spendingPerPoint: 10,
  visitsPerPoint: 3,
  description: '<p>每消費 HK$10 可得 1 積分</p>',
  ...overrides,
});

let serial = 0;
/** A member reachable by phone and email, his unique values his own. */
const member = (overrides: object = {}) => {
  serial += 1;
  return {
    nickname: `阿明 ${serial}`,
    countryCode: '+852',
    phone: `9${String(1000000 + serial).slice(-7)}`,
    email: `ming.${serial}@example.com`,
    account: `ming.${serial}`,
    password: 'dimsum8',
    gender: 'male',
    cuisines: ['cantonese', 'thai'],
    vip: false,
    ...overrides,
  };
};

describeOnEachDatabase('members and member levels', (api) => {
  let tenants: DemoTenants;
  let silverId: number;
  const call = <T = Row>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: object, as = 'hk.owner') =>
    api.callAs<T>(as, method, path, body);
  const make = async (overrides: object = {}) => {
    const made = await call('POST', '/member', member(overrides));
    if (made.status !== 0) throw new Error(`member refused: ${JSON.stringify(made.errors ?? made.msgEn)}`);
    return made.data;
  };
  const read = async (id: number) => (await call<Row[]>('PUT', '/member', { id })).data[0];
  const count = async () => (await call<Row[]>('PUT', '/member', {})).count;

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    const silver = await call('POST', '/member/level', level());
    expect(silver.status).toBe(0);
    silverId = silver.data.id;
  });

  it('makes a level and a member of it, with his sign-up time, and never answers his password', async () => {
    const made = await call(
      'POST',
      '/member',
      member({ memberLevelId: silverId, vip: true, vipUntil: '2027-06-30' }),
    );
    expect(made).toMatchObject({
      status: 0,
      data: {
        companyId: tenants.hk,
        memberLevelId: silverId,
        vip: true,
        accountStatus: 'active',
        version: 1,
      },
    });
    expect(made.data.password).toBeUndefined();
    const listed = await read(made.data.id);
    expect(listed).toMatchObject({ memberLevelId: silverId, signUpTime: made.data.createdAt });
    expect(listed?.password).toBeUndefined();
    const { rows } = await api.db.query<{ password: string }>(
      `SELECT data->>'password' AS password FROM res_member WHERE id = $1`,
      [made.data.id],
    );
    expect(rows[0]?.password).toMatch(/^\$argon2id\$/);
  });

  it('refuses a member with neither phone nor email, on both fields, writing nothing', async () => {
    const before = await count();
    const refused = await call('POST', '/member', member({ phone: null, countryCode: null, email: null }));
    expect(refused.status).toBe(1);
    expect(refused.errors).toEqual([
      { field: 'phone', msg: '請輸入電話號碼或電郵', msgEn: 'Please enter a phone number or an email' },
      { field: 'email', msg: '請輸入電話號碼或電郵', msgEn: 'Please enter a phone number or an email' },
    ]);
    expect(await count()).toBe(before);
    // Either one alone is enough.
    expect((await call('POST', '/member', member({ phone: null, countryCode: null }))).status).toBe(0);
    expect((await call('POST', '/member', member({ email: null }))).status).toBe(0);
  });

  it('refuses a phone without its country or region code, a short password and a bad email, each on its field', async () => {
    const noCode = await call('POST', '/member', member({ countryCode: null }));
    expect(noCode.errors).toEqual([
      {
        field: 'countryCode',
        msg: '請選擇國家或地區代碼',
        msgEn: 'Please select the country or region code',
      },
    ]);
    const shortPassword = await call('POST', '/member', member({ password: 'abc12' }));
    expect(shortPassword.errors).toEqual([
      { field: 'password', msg: expect.any(String), msgEn: 'Password needs at least 6 characters' },
    ]);
    const badEmail = await call('POST', '/member', member({ email: 'ming@' }));
    expect(badEmail.errors).toEqual([
      { field: 'email', msg: '請輸入有效的電郵地址', msgEn: 'Please enter a valid email address' },
    ]);
    for (const phone of ['9123 4567', '12345', '123456789012345']) {
      const badPhone = await call('POST', '/member', member({ phone }));
      expect(badPhone.errors?.map((error) => error.field)).toEqual(['phone']);
    }
    // An edit that leaves the password blank keeps it; one retyped short is refused.
    const made = await make();
    const kept = await call('PUT', '/member/modify', { ...made, nickname: 'Ming', password: '' });
    expect(kept).toMatchObject({ status: 0, data: { nickname: 'Ming' } });
    const short = await call('PUT', '/member/modify', { ...kept.data, password: '12345' });
    expect(short.errors?.map((error) => error.field)).toEqual(['password']);
  });

  it('keeps an account and an email to one member of the company', async () => {
    const first = await make();
    const again = await call('POST', '/member', member({ account: first.account, email: first.email }));
    expect(again.status).toBe(6);
    expect(again.errors?.map((error) => error.field).sort()).toEqual(['account', 'email']);
  });

  it('suspends after asking and activates again, each with its own privilege', async () => {
    const made = await make();
    const suspended = await call('PUT', '/member/suspend', { id: made.id });
    expect(suspended).toMatchObject({ status: 0, data: { accountStatus: 'suspended', version: 2 } });
    expect((await call('PUT', '/member/suspend', { id: made.id })).status).toBe(8);
    const activated = await call('PUT', '/member/activate', { id: made.id });
    expect(activated).toMatchObject({ status: 0, data: { accountStatus: 'active', version: 3 } });
    expect((await call('PUT', '/member/activate', { id: made.id })).status).toBe(8);
    const edited = await call('PUT', '/member/modify', { ...activated.data, accountStatus: 'suspended' });
    expect(edited.errors?.map((error) => error.field)).toEqual(['accountStatus']);

    const schema = await api.callAs<{ stateMachine: { actions: Record<string, { confirm?: string }> } }>(
      'hk.owner',
      'GET',
      '/schema/resource/member',
    );
    expect(schema.data.stateMachine.actions.suspend?.confirm).toBe('members:actions.suspendConfirm');
    expect(schema.data.stateMachine.actions.activate?.confirm).toBeUndefined();

    // A desk that may activate but not suspend.
    const desk = await addManagerWith<Row>(api, 'hk.member.desk', ['members', 'members_activate']);
    const as = (path: string) =>
      api.call<Row>({
        method: 'PUT',
        url: `/pro-api${path}`,
        headers: { 'x-token': desk.token },
        payload: { id: made.id },
      });
    expect((await as('/member/suspend')).body.status).toBe(3);
    await call('PUT', '/member/suspend', { id: made.id });
    expect((await as('/member/activate')).body).toMatchObject({
      status: 0,
      data: { accountStatus: 'active' },
    });
    const { rows } = await api.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE resource = 'member' AND record_id = $1 ORDER BY id`,
      [made.id],
    );
    expect(rows.map((row) => row.action)).toEqual(['create', 'suspend', 'activate', 'suspend', 'activate']);
  });

  it('suspends and activates selected members in one call, all or none, within the company', async () => {
    const [first, second, third] = [await make(), await make(), await make()];
    await call('PUT', '/member/suspend', { id: third.id });
    const bulk = (action: string, ids: unknown, as?: string) =>
      call<Row[]>('PUT', `/member/${action}/bulk`, { ids }, as);
    // The one already suspended is left as it is; the others move with their audit rows.
    const suspended = await bulk('suspend', [first.id, second.id, third.id, first.id]);
    expect(suspended.status).toBe(0);
    expect(suspended.data.map((row) => [row.id, row.accountStatus, row.version])).toEqual([
      [first.id, 'suspended', 2],
      [second.id, 'suspended', 2],
      [third.id, 'suspended', 2],
    ]);

    // Another company's member among them: refused, and none of them moves.
    const theirs = await call('POST', '/member', member(), 'kowloon.owner');
    expect((await bulk('activate', [first.id, theirs.data.id])).status).toBe(2);
    expect((await bulk('activate', [first.id], 'kowloon.owner')).status).toBe(2);
    expect((await read(first.id))?.accountStatus).toBe('suspended');
    for (const ids of [[], [0], [1.5], 'x', Array.from({ length: 1_001 }, (_, n) => n + 1)])
      expect((await bulk('activate', ids)).errors?.map((error) => error.field)).toEqual(['ids']);

    const activated = await bulk('activate', [first.id, second.id]);
    expect(activated.data.map((row) => row.accountStatus)).toEqual(['active', 'active']);
    const { rows } = await api.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE resource = 'member' AND record_id = $1 ORDER BY id`,
      [first.id],
    );
    expect(rows.map((row) => row.action)).toEqual(['create', 'suspend', 'activate']);
  });

  it('refuses a level of another company, and deleting a level its members hold', async () => {
    const theirs = await call('POST', '/member/level', level({ name: '九龍金卡' }), 'kowloon.owner');
    expect(theirs).toMatchObject({ status: 0, data: { companyId: tenants.kowloon } });
    const before = await count();
    const refused = await call('POST', '/member', member({ memberLevelId: theirs.data.id }));
    expect(refused.status).toBe(1);
    expect(refused.errors?.map((error) => error.field)).toEqual(['memberLevelId']);
    expect(await count()).toBe(before);

    const gold = await call(
      'POST',
      '/member/level',
      level({ name: '金卡', pointsFrom: 1000, pointsTo: 4999 }),
    );
    const holder = await make({ memberLevelId: gold.data.id });
    const held = await call('DELETE', '/member/level', { id: gold.data.id });
    expect(held).toMatchObject({
      status: 7,
      msgEn: 'Members hold this level: move them to another level before deleting it',
    });
    await call('PUT', '/member/modify', { ...holder, memberLevelId: silverId });
    expect((await call('DELETE', '/member/level', { id: gold.data.id })).status).toBe(0);
  });

  it('holds a level’s points range in order, its points rules positive', async () => {
    const reversed = await call(
      'POST',
      '/member/level',
      level({ name: '倒轉', pointsFrom: 500, pointsTo: 100 }),
    );
    expect(reversed.errors).toEqual([
      {
        field: 'pointsTo',
        msg: '最高積分不能小於最低積分',
        msgEn: 'Maximum points cannot be less than minimum points',
      },
    ]);
    const open = await call(
      'POST',
      '/member/level',
      level({ name: '無上限', pointsFrom: 5000, pointsTo: null }),
    );
    expect(open.status).toBe(0);
    const free = await call(
      'POST',
      '/member/level',
      level({ name: '白送', spendingPerPoint: 0, visitsPerPoint: 0 }),
    );
    expect(free.errors?.map((error) => error.field)).toEqual(['spendingPerPoint', 'visitsPerPoint']);
  });

  it('works out the age from the date of birth on the server’s calendar, and refuses a birthday to come', async () => {
    const today = zonedDate(Date.now(), api.config.timeZone);
    const thirty = addMonths(today, -360);
    const born = await make({ birthday: thirty });
    const notYet = await make({ birthday: addDays(thirty, 1) });
    const unknown = await make();
    expect(await read(born.id)).toMatchObject({ age: 30 });
    expect(await read(notYet.id)).toMatchObject({ age: 29 });
    expect((await read(unknown.id))?.age).toBeNull();
    const sorted = await call<Row[]>('PUT', '/member', {
      sort: { field: 'age', order: 'desc' },
      pageSize: 1,
    });
    expect(sorted.data[0]?.age).toBeGreaterThanOrEqual(30);

    const future = await call('POST', '/member', member({ birthday: addDays(today, 1) }));
    expect(future.errors).toEqual([
      { field: 'birthday', msg: '出生日期不能是未來的日子', msgEn: 'Date of birth cannot be in the future' },
    ]);
    expect((await call('POST', '/member', member({ birthday: today }))).status).toBe(0);
  });

  it('finds members by nickname, phone, email, level, VIP and account status', async () => {
    const bronze = await call('POST', '/member/level', level({ name: '銅卡', pointsFrom: 0, pointsTo: 99 }));
    const vip = await make({ nickname: '搜尋測試甲', memberLevelId: bronze.data.id, vip: true });
    const other = await make({ nickname: '搜尋測試乙', memberLevelId: bronze.data.id });
    await call('PUT', '/member/suspend', { id: other.id });
    const ids = async (filter: object) =>
      (await call<Row[]>('PUT', '/member', filter)).data.map((row) => row.id).sort((a, b) => a - b);
    expect(await ids({ nickname: '搜尋測試' })).toEqual([vip.id, other.id]);
    expect(await ids({ phone: String(vip.phone).slice(2) })).toEqual([vip.id]);
    expect(await ids({ email: String(other.email) })).toEqual([other.id]);
    expect(await ids({ memberLevelId: bronze.data.id })).toEqual([vip.id, other.id]);
    expect(await ids({ memberLevelId: bronze.data.id, vip: true })).toEqual([vip.id]);
    expect(await ids({ memberLevelId: bronze.data.id, accountStatus: 'suspended' })).toEqual([other.id]);
  });

  it("edits a member's balance and points through the ledger, with its reason, once per key, within the company", async () => {
    const guest = await make();
    const adjust = (body: object, as = 'hk.owner') =>
      call<{ transactionId: number; replayed: boolean; balance: number; points: number }>(
        'POST',
        '/member/adjustment',
        {
          id: guest.id,
          holding: 'points',
          amount: 120,
          reason: '補登上週消費',
          key: `adjust-${guest.id}`,
          ...body,
        },
        as,
      );
    const first = await adjust({});
    expect(first).toMatchObject({ status: 0, data: { replayed: false, points: 120, balance: 0 } });
    // Sent again, as a retry after a lost answer: the same outcome, nothing moved.
    expect((await adjust({})).data).toEqual({ ...first.data, replayed: true });
    expect(await adjust({ amount: 121 })).toMatchObject({ status: 10 });
    expect((await adjust({ holding: 'balance', amount: 5_050, key: `top-${guest.id}` })).data).toMatchObject({
      balance: 5_050,
      points: 120,
    });
    expect(await read(guest.id)).toMatchObject({ points: 120, balance: 50.5 });
    const overdraft = await adjust({ holding: 'balance', amount: -5_051, key: `over-${guest.id}` });
    expect(overdraft).toMatchObject({ status: 9 });
    expect((await read(guest.id))?.balance).toBe(50.5);

    const zero = await adjust({ amount: 0, key: `zero-${guest.id}` });
    expect(zero.errors).toEqual([
      { field: 'amount', msg: '請輸入不為 0 的數額', msgEn: 'Please enter an amount other than 0' },
    ]);
    expect((await adjust({ amount: 1.5, key: `half-${guest.id}` })).errors?.[0]?.field).toBe('amount');
    expect((await adjust({ key: '#expiry:1:1' })).errors?.[0]?.field).toBe('key');
    expect((await adjust({ reason: '   ', key: `blank-${guest.id}` })).errors?.[0]?.field).toBe('reason');
    // Another company's owner does not find him (who holds the privilege: the authorization matrix).
    expect(await adjust({ key: `theirs-${guest.id}` }, 'kowloon.owner')).toMatchObject({ status: 2 });
    const { rows } = await api.db.query(
      `SELECT t.reason, t.by_user IS NOT NULL AS by_someone, e.type, e.amount
         FROM ledger_transaction t JOIN ledger_entry e ON e.company_id = t.company_id AND e.transaction_id = t.id
         JOIN ledger_account a ON a.company_id = e.company_id AND a.id = e.account_id
        WHERE t.company_id = $1 AND a.member_id = $2 ORDER BY t.id`,
      [tenants.hk, guest.id],
    );
    expect(rows).toEqual([
      { reason: '補登上週消費', by_someone: true, type: 'restaurantEdit', amount: 120 },
      { reason: '補登上週消費', by_someone: true, type: 'restaurantEdit', amount: 5_050 },
    ]);
  });

  it('gives each member his renewal link: his own page at his restaurant, and nobody can write it', async () => {
    const guest = await make();
    const link = `${api.config.publicUrl.replace(/\/+$/, '')}/member/harbour-island`;
    expect((await read(guest.id))?.renewalLink).toBe(link);
    const edited = await call('PUT', '/member/modify', {
      id: guest.id,
      version: guest.version,
      renewalLink: 'x',
    });
    expect(edited.status).not.toBe(0);
    expect((await read(guest.id))?.renewalLink).toBe(link);
  });

  it('shows his balance and points histories inside his detail, newest first, by page, within reach', async () => {
    const guest = await make();
    const adjust = (holding: string, amount: number, reason: string) =>
      call('POST', '/member/adjustment', {
        id: guest.id,
        holding,
        amount,
        reason,
        key: `${reason}-${guest.id}`,
      });
    await adjust('points', 120, '開卡贈送');
    await adjust('balance', 5_000, '轉入舊卡餘額');
    await adjust('points', -20, '更正');
    const history = (list: string, body: object = {}, as = 'hk.owner') =>
      call<Record<string, unknown>[]>('PUT', `/member/detail/${list}`, { id: guest.id, ...body }, as);

    const points = await history('pointsHistory');
    expect(points).toMatchObject({ status: 0, count: 2 });
    expect(points.data).toEqual([
      expect.objectContaining({ type: 'restaurantEdit', amount: -20, balanceAfter: 100, reason: '更正' }),
      expect.objectContaining({ type: 'restaurantEdit', amount: 120, balanceAfter: 120, reason: '開卡贈送' }),
    ]);
    // Who made it is named; an edit belongs to no order; the moment is the transaction's.
    expect(points.data[0]).toMatchObject({ by: '陳大文', order: null });
    expect(Date.parse(String(points.data[0]?.at))).toBeGreaterThan(Date.now() - 600_000);
    expect(Object.keys(points.data[0] ?? {}).sort()).toEqual(
      ['amount', 'at', 'balanceAfter', 'by', 'order', 'reason', 'type'].sort(),
    );
    const second = await history('pointsHistory', { pageNumber: 2, pageSize: 1 });
    expect(second).toMatchObject({ count: 2, data: [{ amount: 120 }] });
    expect(await history('pointsHistory', { pageNumber: 3, pageSize: 1 })).toMatchObject({
      count: 2,
      data: [],
    });
    expect((await history('balanceHistory')).data).toEqual([
      expect.objectContaining({ type: 'restaurantEdit', amount: 5_000, balanceAfter: 5_000 }),
    ]);

    // Another company's owner finds no such member; bad input names its field and reads nothing.
    expect(await history('pointsHistory', {}, 'kowloon.owner')).toMatchObject({ status: 2, data: null });
    expect((await history('pointsHistory', { id: String(guest.id) })).errors?.[0]?.field).toBe('id');
    expect((await history('pointsHistory', { pageSize: 0 })).errors?.[0]?.field).toBe('pageSize');
  });

  it('expires points whose lots are due in an hourly job per company, started once whoever looks', async () => {
    const guest = await make();
    const earn = (key: string, points: number, expiresAt: Date) =>
      memberLedger.post(api.db, {
        companyId: tenants.hk,
        key,
        postings: [
          { account: 'points', member: guest.id, amount: points, type: 'claim', expiresAt },
          { account: 'pointsIssued', amount: -points, type: 'claim' },
        ],
      });
    await earn(`lapsed-${guest.id}`, 70, new Date(Date.now() - 60_000));
    await earn(`kept-${guest.id}`, 30, new Date(Date.now() + 86_400_000));
    const now = new Date();
    expect(await api.app.jobs.startDueRuns(now)).toBe(1);
    // A second look in the same hour, as another server's would be, starts nothing.
    expect(await api.app.jobs.startDueRuns(now)).toBe(0);
    const job = async () =>
      (
        await api.db.query<{ state: string; result: unknown }>(
          `SELECT j.state, j.result FROM recurring_job_run r JOIN background_job j ON j.id = r.job_id
            WHERE r.company_id = $1 AND r.kind = 'members.expirePoints'`,
          [tenants.hk],
        )
      ).rows[0];
    for (let poll = 0; poll < 300 && (await job())?.state !== 'done'; poll += 1)
      await new Promise((done) => setTimeout(done, 100));
    expect(await job()).toEqual({ state: 'done', result: { expired: 1 } });
    expect(await read(guest.id)).toMatchObject({ points: 30 });
    expect(await reconcileLedger(api.db, tenants.hk)).toEqual([]);
  });
});
