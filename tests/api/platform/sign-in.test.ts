import { DEMO_PASSWORD } from '../../../server/demo/demo-data';
import { describeOnEachDatabase } from '../support/api-harness';

const login = (username: string, password: string, headers: Record<string, string> = {}) => ({
  method: 'PUT' as const,
  url: '/pro-api/login',
  payload: { username, password },
  headers,
});

describeOnEachDatabase('sign-in and sessions', (api) => {
  it('signs in with a trimmed, case-insensitive username and answers a token and the user info', async () => {
    const { http, body } = await api.call<{ token: string; userInfo: Record<string, unknown> }>(
      login('  HK.Owner ', DEMO_PASSWORD),
    );
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    expect(body.data.token).toMatch(/^[\w-]{40,}$/);
    expect(body.data.userInfo).toMatchObject({
      username: 'hk.owner',
      companyManager: true,
      admin: false,
      roles: ['companyManager'],
    });
    expect(body.data.userInfo).not.toHaveProperty('password');
  });

  it('answers the user info of a live session and status 4 without one', async () => {
    const token = await api.signIn('hk.central');
    const live = await api.call<{ shopManager: boolean; shopPrivilegeList: number[] }>({
      method: 'GET',
      url: '/pro-api/user/info',
      headers: { 'x-token': token },
    });
    expect(live.body.status).toBe(0);
    expect(live.body.data.shopManager).toBe(true);
    expect(live.body.data.shopPrivilegeList).toHaveLength(1);

    for (const headers of [{}, { 'x-token': 'not-a-real-token' }]) {
      const { http, body } = await api.call({ method: 'GET', url: '/pro-api/user/info', headers });
      expect(http).toBe(200);
      expect(body).toMatchObject({ status: 4, msgEn: 'Your sign-in has expired, please sign in again' });
    }
  });

  it('revokes the session at sign-out, so the token no longer works', async () => {
    const token = await api.signIn('platform');
    const out = await api.call({ method: 'PUT', url: '/pro-api/logout', headers: { 'x-token': token } });
    expect(out.body.status).toBe(0);
    const after = await api.call({
      method: 'GET',
      url: '/pro-api/system/config',
      headers: { 'x-token': token },
    });
    expect(after.body.status).toBe(4);
    const again = await api.call({ method: 'PUT', url: '/pro-api/logout', headers: { 'x-token': token } });
    expect(again.body.status).toBe(4);
  });

  it('refuses an expired session', async () => {
    const token = await api.signIn('kowloon.owner');
    await api.db.query(
      `UPDATE user_session SET expires_at = now() - interval '1 second'
        WHERE user_id = (SELECT id FROM res_user WHERE data->>'username' = 'kowloon.owner')`,
    );
    const { body } = await api.call({
      method: 'GET',
      url: '/pro-api/user/info',
      headers: { 'x-token': token },
    });
    expect(body.status).toBe(4);
  });

  it('answers a wrong password and an unknown user alike, in both languages', async () => {
    const wrong = await api.call(login('kowloon.mk', 'not-the-password'));
    const unknown = await api.call(login('nobody.here', 'whatever'));
    for (const { http, body } of [wrong, unknown]) {
      expect(http).toBe(200);
      expect(body).toMatchObject({
        status: 11,
        msg: '用戶名或密碼錯誤',
        msgEn: 'Wrong username or password',
      });
    }
    const simplified = await api.call(login('kowloon.mk', 'nope', { 'accept-language': 'zh-CN,zh;q=0.9' }));
    expect(simplified.body.msg).toBe('用户名或密码错误');
  });

  it('names each missing field in a translated error and changes nothing', async () => {
    const count = async () =>
      (
        await api.db.query<{ n: number }>(
          'SELECT (SELECT count(*) FROM login_throttle) + (SELECT count(*) FROM user_session) AS n',
        )
      ).rows[0]?.n;
    const before = await count();
    const { body } = await api.call({ method: 'PUT', url: '/pro-api/login', payload: { username: '  ' } });
    expect(body.status).toBe(1);
    expect(body.errors).toEqual([
      { field: 'username', msg: '請輸入用戶名', msgEn: 'Please enter username' },
      { field: 'password', msg: '請輸入密碼', msgEn: 'Please enter password' },
    ]);
    expect(await count()).toBe(before);
  });

  it('refuses a username or password longer than it reads on the field, before the throttle keys it', async () => {
    const throttled = async () =>
      (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_throttle')).rows[0]?.n;
    const before = await throttled();
    // 900 KB was answered HTTP 500: the throttle's key outgrew its index.
    const { http, body } = await api.call(login('u'.repeat(900_000), 'wrong'));
    expect(http).toBe(200);
    expect(body.errors).toEqual([
      { field: 'username', msg: expect.any(String), msgEn: 'Username cannot be longer than 254 characters' },
    ]);
    const password = await api.call(login('admin', 'p'.repeat(129)));
    expect(password.body.errors?.map((error) => error.field)).toEqual(['password']);
    expect(await throttled()).toBe(before);
  });

  it('locks a username after five failures in a row, even for the right password, and tells for how long', async () => {
    const answers = [];
    for (let attempt = 1; attempt <= 10; attempt += 1)
      answers.push(await api.call(login('hk.central', `wrong-${attempt}`)));
    expect(answers.slice(0, 5).map((a) => a.body.status)).toEqual([11, 11, 11, 11, 11]);
    for (const locked of answers.slice(5)) {
      expect(locked.http).toBe(429);
      expect(locked.body.status).toBe(429);
      expect(locked.body.msgEn).toBe('Too many failed sign-ins, please try again in 15 minutes');
      expect(locked.headers['retry-after']).toBe('900');
    }
    const right = await api.call(login('hk.central', DEMO_PASSWORD));
    expect(right.http).toBe(429);
    // Another user at the same address is not locked by this one's failures.
    expect((await api.call(login('hk.owner', DEMO_PASSWORD))).body.status).toBe(0);
  });

  it('opens the username again once the lock has passed', async () => {
    await api.db.query(`UPDATE login_throttle SET locked_until = now() - interval '1 second'`);
    expect((await api.call(login('hk.central', DEMO_PASSWORD))).body.status).toBe(0);
  });

  it('refuses a disabled account only after the right password', async () => {
    await api.db.query(
      `UPDATE res_user SET data = data || '{"disabled": true}' WHERE data->>'username' = 'kowloon.owner'`,
    );
    expect((await api.call(login('kowloon.owner', 'wrong'))).body.status).toBe(11);
    const { body } = await api.call(login('kowloon.owner', DEMO_PASSWORD));
    expect(body).toMatchObject({
      status: 13,
      msgEn: 'This account is disabled, please contact the administrator',
    });
  });
});

describeOnEachDatabase(
  'sign-in throttling per address',
  (api) => {
    it('locks an address that fails with many usernames', async () => {
      const statuses = [];
      for (const name of ['a1', 'a2', 'a3', 'a4'])
        statuses.push((await api.call(login(name, 'x'))).body.status);
      expect(statuses).toEqual([11, 11, 11, 429]);
      const { http } = await api.call(login('admin', DEMO_PASSWORD));
      expect(http).toBe(429);
    });
  },
  { config: { throttle: { perUsername: 5, perAddress: 3, windowMinutes: 15, lockMinutes: 15 } } },
);
