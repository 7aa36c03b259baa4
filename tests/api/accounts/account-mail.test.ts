// The public account calls against a real SMTP server on a free local port: every code and link is
// read from a delivered mail and followed, as a person would. A second suite runs with no SMTP, where
// the outbox the super admin reads is the delivery.
import type { InjectOptions } from 'fastify';
import type { Envelope } from '../../../engine/protocol/envelope';
import { codeIn, linkIn, type MailCatcher } from '../../support/mail-catcher';
import { suiteMail } from '../support/suite-mail';
import { describeOnEachDatabase, type ApiHarness } from '../support/api-harness';
import { demoTenants } from '../support/tenants';

const PASSWORD = 'Noodles#2026';
const EN = { 'accept-language': 'en' };

/** Every field of the registration form (business spec §3), but the code. */
const restaurant = (email: string) => ({
  name: 'Lantern Noodle Bar',
  introduction: 'Hand-pulled noodles since 1998',
  district: 'Wan Chai',
  phone1: '+852 2555 0101',
  phone2: '+852 2555 0102',
  email,
  contacts: 'Iris Lam',
  address: '18 Lockhart Road',
  city: 'Hong Kong',
  state: 'HK Island',
  postalCode: '000000',
  password: PASSWORD,
  agreement: true,
});

/** The calls a test makes, as a person or an operator; `as` signs in first. */
function client(api: ApiHarness) {
  const call = async <T>(options: InjectOptions & { as?: string; token?: string }): Promise<Envelope<T>> => {
    const { as, token, headers, ...rest } = options;
    const signedIn = token ?? (as ? await api.signIn(as) : undefined);
    return (
      await api.call<T>({
        ...rest,
        headers: { ...EN, ...headers, ...(signedIn ? { 'x-token': signedIn } : {}) },
      })
    ).body;
  };
  return {
    call,
    put: <T = unknown>(url: string, payload: object, as?: string) =>
      call<T>({ method: 'PUT', url: `/pro-api${url}`, payload, as }),
    post: <T = unknown>(url: string, payload: object, as?: string) =>
      call<T>({ method: 'POST', url: `/pro-api${url}`, payload, as }),
    get: <T = unknown>(url: string) => call<T>({ method: 'GET', url: `/pro-api${url}` }),
    signInStatus: async (username: string, password: string) =>
      (await call({ method: 'PUT', url: '/pro-api/login', payload: { username, password } })).status,
  };
}

/** Registers a restaurant with the code mailed to `email`; answers the new merchant's id. */
async function register(
  api: ApiHarness,
  mail: MailCatcher,
  email: string,
): Promise<{ companyId: number; username: string }> {
  const { post } = client(api);
  expect((await post('/register/code', { email })).status).toBe(0);
  const code = codeIn(await mail.next(email));
  const registered = await post<{ companyId: number; username: string }>('/register', {
    ...restaurant(email),
    code,
  });
  expect(registered).toMatchObject({ status: 0, data: { username: email } });
  return registered.data;
}

async function approve(api: ApiHarness, companyId: number): Promise<void> {
  expect((await client(api).put('/company/status/modify', { id: companyId }, 'admin')).status).toBe(0);
}

describe('account mail over SMTP', () => {
  const { mail, config } = suiteMail({ publicUrl: 'https://brigade.test' });

  describeOnEachDatabase(
    'account mail',
    (api) => {
      const { put, post, get, call, signInStatus } = client(api);

      it('registers a merchant with the mailed code; the owner signs in once it is approved', async () => {
        const email = 'Owner@Lantern.example';
        expect((await post('/register/code', { email })).data).toEqual({ resendAfterSeconds: 60 });
        const codeMail = await mail().next('owner@lantern.example');
        expect(codeMail.subject).toBe('Your Brigade verification code');
        expect(codeMail.text).toContain('valid for 10 minutes');
        const code = codeIn(codeMail);

        const tooSoon = await post('/register/code', { email });
        expect(tooSoon.errors?.[0]).toMatchObject({
          field: 'email',
          msgEn: expect.stringMatching(/^Please wait \d+ seconds/),
        });

        const wrong = code === '000000' ? '111111' : '000000';
        expect((await get(`/register/valid/${wrong}?email=owner@lantern.example`)).errors).toEqual([
          { field: 'code', msg: '驗證碼不正確', msgEn: 'The verification code is not right' },
        ]);
        expect((await get(`/register/valid/${code}?email=owner@lantern.example`)).data).toEqual({
          valid: true,
        });

        const incomplete = await post('/register', { email, password: PASSWORD });
        expect(incomplete.errors).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ field: 'code', msgEn: 'Verification code cannot be empty' }),
            expect.objectContaining({
              field: 'agreement',
              msgEn: 'Please review the agreement and check this box to proceed',
            }),
            expect.objectContaining({ field: 'contacts', msgEn: 'Please enter contact name' }),
            expect.objectContaining({ field: 'phone1', msgEn: 'Please enter contact phone' }),
          ]),
        );

        const { companyId, username } = (
          await post<{ companyId: number; username: string }>('/register', { ...restaurant(email), code })
        ).data;
        expect(username).toBe('owner@lantern.example');
        const [merchant] = (await put<Record<string, unknown>[]>('/company', { id: companyId }, 'admin'))
          .data;
        expect(merchant).toMatchObject({
          status: 'pending',
          name: 'Lantern Noodle Bar',
          district: 'Wan Chai',
        });
        // Written through the engine by the public (no account yet), so the audit trail has it all.
        const audit = await api.db.query(
          `SELECT resource, actor_id FROM audit_log WHERE company_id = $1 AND action = 'create' ORDER BY id`,
          [companyId],
        );
        expect(audit.rows).toEqual([
          { resource: 'company', actor_id: null },
          { resource: 'privilegeMapping', actor_id: null },
          { resource: 'manager', actor_id: null },
        ]);

        expect(await signInStatus(username, PASSWORD)).toBe(16);
        await approve(api, companyId);
        const signedIn = await call<{
          userInfo: { companyManager: boolean; companyId: number; privilegeList: string[] };
        }>({
          method: 'PUT',
          url: '/pro-api/login',
          payload: { username: 'OWNER@lantern.example', password: PASSWORD },
        });
        expect(signedIn.data.userInfo).toMatchObject({ companyManager: true, companyId });
        expect(signedIn.data.userInfo.privilegeList).toEqual(
          expect.arrayContaining(['merchant_account_list']),
        );

        // The code proved one registration; it proves no second one.
        const again = await post('/register', { ...restaurant('owner@lantern.example'), code });
        expect(again.errors?.[0]).toMatchObject({
          field: 'code',
          msgEn: 'The verification code has expired, please send a new one',
        });
      });

      it('refuses a second registration of the same address, naming the email', async () => {
        await register(api, mail(), 'twice@lantern.example');
        await post('/register/code', { email: 'twice@lantern.example' });
        const code = codeIn(await mail().next('twice@lantern.example'));
        const answer = await post('/register', { ...restaurant('twice@lantern.example'), code });
        expect(answer.status).toBe(6);
        expect(answer.errors).toEqual([
          expect.objectContaining({ field: 'email', msgEn: 'Email account already exists' }),
        ]);
      });

      it('sends a new code after the minute, and refuses an expired one', async () => {
        const email = 'later@lantern.example';
        await post('/register/code', { email });
        const first = codeIn(await mail().next(email));
        await api.db.query(
          `UPDATE email_verification SET sent_at = now() - interval '61 seconds' WHERE email = $1`,
          [email],
        );
        expect((await post('/register/code', { email })).status).toBe(0);
        const second = codeIn(await mail().next(email));
        if (first !== second)
          expect((await get(`/register/valid/${first}?email=${email}`)).errors?.[0]?.field).toBe('code');
        await api.db.query(
          `UPDATE email_verification SET expires_at = now() - interval '1 second' WHERE email = $1`,
          [email],
        );
        expect((await get(`/register/valid/${second}?email=${email}`)).errors?.[0]).toMatchObject({
          msgEn: 'The verification code has expired, please send a new one',
        });
      });

      it('resets a forgotten password through the mailed link, once, and signs the old sessions out', async () => {
        const { companyId, username } = await register(api, mail(), 'forgetful@lantern.example');
        await approve(api, companyId);
        const oldSession = await api.signIn(username, PASSWORD);

        expect(await put('/forgot/password', { email: 'Forgetful@lantern.example' })).toMatchObject({
          status: 0,
          data: null,
        });
        const resetMail = await mail().next(username);
        expect(resetMail.subject).toBe('Reset your Brigade password');
        const link = linkIn(resetMail);
        expect(link.origin + link.pathname).toBe('https://brigade.test/czmm');
        const code = link.searchParams.get('code') ?? '';

        expect((await get(`/confirm/forgot/password/${code}`)).data).toEqual({ username });
        const short = await put('/reset/password', { code, newPassword: 'short' });
        expect(short.errors?.[0]).toMatchObject({
          field: 'newPassword',
          msgEn: 'New password needs at least 8 characters',
        });
        expect((await put('/reset/password', { code, newPassword: 'Dumplings#2027' })).status).toBe(0);

        expect(await signInStatus(username, PASSWORD)).toBe(11);
        expect((await call({ method: 'GET', url: '/pro-api/user/info', token: oldSession })).status).toBe(4);
        expect(await signInStatus(username, 'Dumplings#2027')).toBe(0);
        const reused = await put('/reset/password', { code, newPassword: 'Another#2028' });
        expect(reused).toMatchObject({
          status: 14,
          msgEn: 'The email verification link has expired, you can try to retrieve the password again',
        });
      });

      it('refuses an expired link with its message', async () => {
        const { username } = await register(api, mail(), 'slow@lantern.example');
        await put('/forgot/password', { username });
        const code = linkIn(await mail().next(username)).searchParams.get('code') ?? '';
        await api.db.query(
          `UPDATE account_link SET expires_at = now() - interval '1 minute' WHERE email = $1`,
          [username],
        );
        const expired = await get(`/confirm/forgot/password/${code}`);
        expect(expired).toMatchObject({ status: 14, msg: '郵件驗證連結已過期，您可以嘗試重新找回密碼' });
        expect((await put('/reset/password', { code, newPassword: 'Dumplings#2027' })).status).toBe(14);
        expect(await signInStatus(username, PASSWORD)).toBe(16);
      });

      it('answers an unknown address as a known one, and refuses a merchant address without an account', async () => {
        expect(await put('/forgot/password', { email: 'nobody@nowhere.example' })).toMatchObject({
          status: 0,
          data: null,
        });
        const created = await post<{ id: number }>(
          '/company',
          { name: 'Lonely Diner', contacts: 'Al', phone1: '+852 2000 0000', email: 'lonely@diner.example' },
          'admin',
        );
        expect(created.status).toBe(0);
        expect(await put('/forgot/password', { email: 'lonely@diner.example' })).toMatchObject({
          status: 15,
          msgEn: 'The company has not bound an account yet and cannot reset the password',
        });
        expect((await put('/forgot/password', {})).errors?.[0]).toMatchObject({
          field: 'email',
          msgEn: 'Please enter email or username',
        });
        const kept = await api.db.query(`SELECT 1 FROM mail_outbox WHERE recipient IN ($1, $2)`, [
          'nobody@nowhere.example',
          'lonely@diner.example',
        ]);
        expect(kept.rows).toEqual([]);
      });

      it('invites a manager by email, who chooses a username and password and signs in', async () => {
        const tenants = await demoTenants(api.db);
        const types = await put<{ id: number; name: string }[]>('/privilege/mapping', {}, 'hk.owner');
        const storeManager = types.data.find((type) => type.name.includes('Store manager'));
        const invitation = {
          email: 'new.manager@harbour.example',
          name: 'Nina Ho',
          accountType: 'shopManager',
          shopPrivilegeList: [tenants.central],
          privilegeMappingId: storeManager?.id,
        };

        const missing = await post('/manager/user', { ...invitation, email: undefined }, 'hk.owner');
        expect(missing.errors).toEqual([
          expect.objectContaining({ field: 'email', msgEn: 'Please enter Email' }),
        ]);
        expect((await post('/manager/user', invitation, 'hk.central')).status).toBe(3);
        const elsewhere = await post(
          '/manager/user',
          { ...invitation, companyId: tenants.kowloon },
          'hk.owner',
        );
        expect(elsewhere.status).toBe(3);
        expect(await post('/manager/user', invitation, 'hk.owner')).toMatchObject({
          status: 0,
          data: { email: invitation.email, validDays: 7 },
        });

        const invite = await mail().next(invitation.email);
        expect(invite.subject).toBe('You are invited to Brigade');
        expect(invite.text).toContain('David Chan');
        const link = linkIn(invite);
        expect(link.pathname).toBe('/yqjl');
        const code = link.searchParams.get('code') ?? '';
        expect((await get(`/invite/manager/${code}`)).data).toEqual({
          email: invitation.email,
          name: 'Nina Ho',
          accountType: 'shopManager',
          companyName: 'Harbour Island Dining Group',
          inviterName: 'David Chan',
        });

        const key = { secondaryPassword: '246810' };
        const weak = await put('/invite/manager/accept', {
          code,
          username: 'nina.ho',
          password: 'short',
          ...key,
        });
        expect(weak.errors?.[0]).toMatchObject({ field: 'password' });
        const badKey = { code, username: 'nina.ho', password: PASSWORD, secondaryPassword: '2468' };
        expect((await put('/invite/manager/accept', badKey)).errors?.[0]).toMatchObject({
          field: 'secondaryPassword',
          msgEn: 'Please enter six numbers',
        });
        expect(
          await put('/invite/manager/accept', { code, username: 'nina.ho', password: PASSWORD, ...key }),
        ).toMatchObject({
          status: 0,
          data: { username: 'nina.ho' },
        });
        expect(
          (await put('/invite/manager/accept', { code, username: 'nina.2', password: PASSWORD, ...key }))
            .status,
        ).toBe(14);
        const signedIn = await call<{ userInfo: Record<string, unknown> }>({
          method: 'PUT',
          url: '/pro-api/login',
          payload: { username: 'nina.ho', password: PASSWORD },
        });
        expect(signedIn.data.userInfo).toMatchObject({
          shopManager: true,
          companyId: tenants.hk,
          shopPrivilegeList: [tenants.central],
          email: invitation.email,
        });
      });

      it('resets a manager key through the mailed link', async () => {
        const tenants = await demoTenants(api.db);
        expect((await put('/forgot/secondary/password', { username: 'nina.ho' })).status).toBe(0);
        const keyMail = await mail().next('new.manager@harbour.example');
        expect(keyMail.subject).toBe('Reset your Brigade manager key');
        const link = linkIn(keyMail);
        expect(link.pathname).toBe('/zcszmm');
        const code = link.searchParams.get('code') ?? '';
        expect((await get(`/confirm/forgot/secondary/password/${code}`)).data).toEqual({
          username: 'nina.ho',
        });
        const letters = await put('/reset/secondary/password', { code, newPassword: '12ab56' });
        expect(letters.errors?.[0]).toMatchObject({
          field: 'newPassword',
          msgEn: 'Please enter six numbers',
        });
        expect((await put('/reset/secondary/password', { code, newPassword: '246810' })).status).toBe(0);
        const check = await put(
          '/manager/key/verify',
          { shopId: tenants.central, key: '246810' },
          'hk.owner',
        );
        expect(check.data).toMatchObject({ valid: true });
      });

      it('writes every mail to the outbox with its status, without the text, for the super admin alone', async () => {
        await deliveriesSettled(api);
        const outbox = await put<{ recipient: string; status: string; body: string | null }[]>(
          '/mail/outbox',
          { recipient: 'lantern.example' },
          'admin',
        );
        expect(outbox.count).toBeGreaterThan(0);
        expect(outbox.data.every((entry) => entry.status === 'sent' && entry.body === null)).toBe(true);
        expect((await put('/mail/outbox', {}, 'hk.owner')).status).toBe(3);
      });
    },
    { config },
  );
});

describeOnEachDatabase('account mail without SMTP', (api) => {
  const { put, post } = client(api);

  it('keeps the mail in the outbox, in the asker\u2019s language, for the admin to read', async () => {
    const email = 'outbox@lantern.example';
    const asked = await askCode(api, { 'accept-language': 'zh-CN' }, email);
    expect(asked.status).toBe(0);
    const outbox = await put<{ subject: string; body: string; status: string; language: string }[]>(
      '/mail/outbox',
      { recipient: email },
      'admin',
    );
    expect(outbox.data).toEqual([
      expect.objectContaining({ subject: '您的 Brigade 验证码', status: 'kept', language: 'zh-CN' }),
    ]);
    const code = /\b(\d{6})\b/.exec(outbox.data[0]?.body ?? '')?.[1];
    const registered = await post('/register', { ...restaurant(email), code });
    expect(registered.status).toBe(0);
  });

  it('marks the public calls public and the others not', () => {
    const route = (method: string, url: string) =>
      api.routes.find((one) => one.method === method && one.url === `/pro-api${url}`);
    for (const [method, url] of [
      ['POST', '/register/code'],
      ['GET', '/register/valid/:code'],
      ['POST', '/register'],
      ['PUT', '/forgot/password'],
      ['GET', '/confirm/forgot/password/:code'],
      ['PUT', '/reset/password'],
      ['PUT', '/forgot/secondary/password'],
      ['GET', '/confirm/forgot/secondary/password/:code'],
      ['PUT', '/reset/secondary/password'],
      ['GET', '/invite/manager/:code'],
      ['PUT', '/invite/manager/accept'],
    ] as const)
      expect(route(method, url)).toMatchObject({ public: true });
    expect(route('POST', '/manager/user')).toMatchObject({ public: false });
    expect(route('PUT', '/mail/outbox')).toMatchObject({ public: false });
  });

  it('throttles the mail a subject receives: the sixth in 15 minutes waits', async () => {
    for (let i = 0; i < 5; i++)
      expect((await put('/forgot/password', { email: 'flood@nowhere.example' })).status).toBe(0);
    const { http, headers, body } = await api.call({
      method: 'PUT',
      url: '/pro-api/forgot/password',
      payload: { email: 'flood@nowhere.example' },
    });
    expect(http).toBe(429);
    expect(headers['retry-after']).toBe('900');
    expect(body.msgEn).toBe('Too many requests, please try again in 15 minutes');
  });
});

/** POST /register/code with the given headers, as the registration page sends it. */
async function askCode(api: ApiHarness, headers: Record<string, string>, email: string) {
  return (await api.call({ method: 'POST', url: '/pro-api/register/code', payload: { email }, headers }))
    .body;
}

/** Waits until the SMTP deliveries under way have been recorded as sent or failed. */
async function deliveriesSettled(api: ApiHarness): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const { rows } = await api.db.query(`SELECT 1 FROM mail_outbox WHERE status = 'sending'`);
    if (rows.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('mail deliveries did not settle');
}
