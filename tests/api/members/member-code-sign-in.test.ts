// A member's sign-in on his own page with a code mailed to him (issue 23 item 6, docs/api.md "The
// member's own page"), against a real SMTP server on a free local port: the code is read from the
// delivered mail, as he would read it. Asking never tells who is a member; a code works once, for
// ten minutes, for five wrong tries at most, and only while his company lets its members in by code.
import type { Envelope } from '../../../engine/protocol/envelope';
import { AccountStatus } from '../../../protocol/account-status';
import type { MemberSignIn, MemberSignInMethods } from '../../../protocol/member-page';
import { codeIn } from '../../support/mail-catcher';
import { suiteMail } from '../support/suite-mail';
import { describeOnEachDatabase } from '../support/api-harness';

type Row = Record<string, unknown>;

const PASSWORD = 'jasmine-tea';
const REFUSED = 'The code is wrong or has expired';
const HARBOUR = 'harbour-island';

describe('a member’s sign-in with a mailed code', () => {
  const { mail, config } = suiteMail();

  describeOnEachDatabase(
    'member code sign-in',
    (api) => {
      let meiId: number;
      let suspendedId: number;

      const post = async <T = null>(path: string, payload: object, language = 'en') =>
        api.call<T>({
          method: 'POST',
          url: `/pro-api/member-page/${path}`,
          headers: { 'accept-language': language },
          payload,
        });
      const ask = async (email: string, company = HARBOUR, language = 'en') =>
        (await post('sign-in-code/request', { company, email }, language)).body;
      const signIn = async (email: string, code: string, company = HARBOUR) =>
        (await post<MemberSignIn>('sign-in-code', { company, email, code })).body;
      const methodsOf = async (company: string) =>
        (
          await api.call<MemberSignInMethods>({
            method: 'GET',
            url: `/pro-api/member-page/sign-in-methods?company=${encodeURIComponent(company)}`,
          })
        ).body;
      /** Asks a code for the address and reads it from the mail that arrives. */
      const mailedCode = async (email: string) => {
        expect(await ask(email)).toMatchObject({ status: 0, data: null });
        return codeIn(await mail().next(email));
      };
      const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
      const saveSettings = async (owner: string, changes: object) => {
        const current = await api.callAs<Row>(owner, 'PUT', '/member/settings', {});
        const saved = await api.callAs(owner, 'PUT', '/member/settings/modify', {
          version: current.data.version,
          ...changes,
        });
        expect(saved.status).toBe(0);
      };
      /** The addresses sign-in codes were mailed to, once every delivery under way has ended. */
      const codesMailedTo = async () => {
        for (let tries = 0; tries < 100; tries++) {
          const { rows } = await api.db.query(`SELECT 1 FROM mail_outbox WHERE status = 'sending'`);
          if (rows.length === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const { rows } = await api.db.query<{ recipient: string }>(
          `SELECT recipient FROM mail_outbox WHERE purpose = 'memberSignInCode' ORDER BY id`,
        );
        return rows.map((row) => row.recipient);
      };
      const tableOfCodes = () =>
        api.db.query<{ member_id: number; code_hash: string; attempts: number; used_at: string | null }>(
          'SELECT member_id, code_hash, attempts, used_at FROM member_sign_in_code ORDER BY id',
        );

      beforeAll(async () => {
        const create = async (owner: string, body: object) =>
          (await api.callAs<Row>(owner, 'POST', '/member', { password: PASSWORD, ...body })).data
            .id as number;
        meiId = await create('hk.owner', { nickname: '阿美', email: 'code.mei@example.com' });
        suspendedId = await create('hk.owner', { nickname: '阿停', email: 'code.suspended@example.com' });
        expect((await api.callAs('hk.owner', 'PUT', '/member/suspend', { id: suspendedId })).status).toBe(0);
        await create('kowloon.owner', { nickname: '阿林', email: 'code.lam@example.com' });
        await saveSettings('hk.owner', {
          signInMethods: ['emailPassword', 'emailCode'],
          emailSenderName: 'Harbour Island Members',
          emailSenderAddress: 'members@harbour.example',
        });
        await saveSettings('kowloon.owner', { signInMethods: ['emailPassword', 'emailCode'] });
      });

      // Each test counts its own wrong tries.
      beforeEach(async () => {
        await api.db.query('DELETE FROM login_throttle');
      });

      it('mails a code in the asker’s language from the company’s sender, and it signs him in once', async () => {
        expect(await ask('Code.Mei@example.com', 'Harbour-Island', 'zh-TW')).toEqual(
          expect.objectContaining({ status: 0, data: null }),
        );
        const mailed = await mail().next('code.mei@example.com');
        expect(mailed.from).toBe('Harbour Island Members <members@harbour.example>');
        expect(mailed.subject).toContain('登入驗證碼');
        expect(mailed.text).toContain('10 分鐘');
        const code = codeIn(mailed);
        const stored = (await tableOfCodes()).rows.find((row) => row.member_id === meiId);
        expect(stored?.code_hash).toMatch(/^\$argon2id\$/);
        expect(JSON.stringify(stored)).not.toContain(code);

        const signedIn = await signIn('code.mei@example.com', code);
        expect(signedIn.status).toBe(0);
        expect(signedIn.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(signedIn.data.card).toMatchObject({ id: meiId, nickname: '阿美' });
        const card = await api.call({
          method: 'GET',
          url: '/pro-api/member-page/card',
          headers: { 'x-member-token': signedIn.data.token },
        });
        expect(card.body).toMatchObject({ status: 0, data: { id: meiId } });
        expect(await signIn('code.mei@example.com', code)).toMatchObject({
          status: AccountStatus.badCredentials.code,
          msgEn: REFUSED,
        });
      });

      it('writes the mail in English when asked in English, and from the server’s sender without the company’s', async () => {
        await saveSettings('kowloon.owner', { signInMethods: ['emailCode'] });
        expect(await ask('code.lam@example.com', 'kowloon-cct')).toMatchObject({ status: 0 });
        const mailed = await mail().next('code.lam@example.com');
        expect(mailed.subject).toBe('Your sign-in code for Kowloon Cha Chaan Teng Group');
        expect(mailed.text).toContain('within 10 minutes');
        expect(mailed.from).toBe(api.config.mailFrom);
        await saveSettings('kowloon.owner', { signInMethods: ['emailPassword', 'emailCode'] });
      });

      it('answers a wrong code and an expired one as it answers a used one', async () => {
        const code = await mailedCode('code.mei@example.com');
        expect(await signIn('code.mei@example.com', otherThan(code))).toMatchObject({
          status: AccountStatus.badCredentials.code,
          msg: '驗證碼錯誤或已過期',
          msgEn: REFUSED,
        });
        await api.db.query(
          `UPDATE member_sign_in_code SET expires_at = now() - interval '1 second' WHERE member_id = $1`,
          [meiId],
        );
        expect(await signIn('code.mei@example.com', code)).toMatchObject({ msgEn: REFUSED });
      });

      it('kills a code after five wrong tries, and counts them as the sign-in’s throttle does', async () => {
        const code = await mailedCode('code.mei@example.com');
        for (let attempt = 0; attempt < 5; attempt += 1)
          expect((await signIn('code.mei@example.com', otherThan(code))).msgEn).toBe(REFUSED);
        const waiting = await post('sign-in-code', { company: HARBOUR, email: 'code.mei@example.com', code });
        expect(waiting.http).toBe(429);
        expect(waiting.headers['retry-after']).toBe('900');
        // His password waits too: one count for both ways of signing in.
        const password = await post('sign-in', {
          company: HARBOUR,
          email: 'code.mei@example.com',
          password: PASSWORD,
        });
        expect(password.http).toBe(429);
        await api.db.query('DELETE FROM login_throttle');
        expect(await signIn('code.mei@example.com', code)).toMatchObject({ msgEn: REFUSED });
      });

      it('replaces the code he had when he asks again', async () => {
        const first = await mailedCode('code.mei@example.com');
        const second = await mailedCode('code.mei@example.com');
        expect((await tableOfCodes()).rows.filter((row) => row.member_id === meiId)).toHaveLength(1);
        if (first !== second) expect((await signIn('code.mei@example.com', first)).msgEn).toBe(REFUSED);
        expect((await signIn('code.mei@example.com', second)).status).toBe(0);
      });

      it('spends a code once when two sign-ins race with it', async () => {
        const code = await mailedCode('code.mei@example.com');
        const answers = await Promise.all([
          signIn('code.mei@example.com', code),
          signIn('code.mei@example.com', code),
        ]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([0, AccountStatus.badCredentials.code]);
      });

      it('answers every ask alike and mails only an active member of the company asked', async () => {
        const before = await codesMailedTo();
        const known = await ask('code.mei@example.com');
        await mail().next('code.mei@example.com');
        for (const [email, company] of [
          ['nobody@example.com', HARBOUR],
          ['code.suspended@example.com', HARBOUR],
          // Lam is Kowloon's member, not Harbour Island's.
          ['code.lam@example.com', HARBOUR],
          ['code.mei@example.com', 'kowloon-cct'],
          ['code.mei@example.com', 'no-such-company'],
        ] as const)
          expect(await ask(email, company)).toEqual(known);
        expect((await codesMailedTo()).slice(before.length)).toEqual(['code.mei@example.com']);
        // Nor does a code of his sign anyone in at another company.
        const code = await mailedCode('code.mei@example.com');
        expect((await signIn('code.mei@example.com', code, 'kowloon-cct')).msgEn).toBe(REFUSED);
        expect((await signIn('code.mei@example.com', code)).status).toBe(0);
      });

      it('refuses a member suspended after he was sent a code', async () => {
        const code = await mailedCode('code.mei@example.com');
        expect((await api.callAs('hk.owner', 'PUT', '/member/suspend', { id: meiId })).status).toBe(0);
        expect((await signIn('code.mei@example.com', code)).msgEn).toBe(REFUSED);
        expect((await api.callAs('hk.owner', 'PUT', '/member/activate', { id: meiId })).status).toBe(0);
        expect((await signIn('code.mei@example.com', code)).status).toBe(0);
      });

      it('follows the company’s methods: code alone opens the page, without it no code is sent or taken', async () => {
        expect((await methodsOf(HARBOUR)).data).toEqual({ methods: ['emailPassword', 'emailCode'] });
        await saveSettings('hk.owner', { signInMethods: ['emailCode'] });
        expect((await methodsOf('Harbour-Island')).data).toEqual({ methods: ['emailCode'] });
        const password = await post('sign-in', {
          company: HARBOUR,
          email: 'code.mei@example.com',
          password: PASSWORD,
        });
        expect(password.body.status).toBe(AccountStatus.badCredentials.code);
        const code = await mailedCode('code.mei@example.com');
        const { token } = (await signIn('code.mei@example.com', code)).data;
        const card = () =>
          api.call({ method: 'GET', url: '/pro-api/member-page/card', headers: { 'x-member-token': token } });
        expect((await card()).body.status).toBe(0);

        const pending = await mailedCode('code.mei@example.com');
        await saveSettings('hk.owner', { signInMethods: ['emailPassword'] });
        expect((await methodsOf(HARBOUR)).data).toEqual({ methods: ['emailPassword'] });
        expect((await signIn('code.mei@example.com', pending)).msgEn).toBe(REFUSED);
        const before = await codesMailedTo();
        expect(await ask('code.mei@example.com')).toMatchObject({ status: 0, data: null });
        expect(await codesMailedTo()).toEqual(before);

        await saveSettings('hk.owner', { signInMethods: ['phonePassword'] });
        expect((await methodsOf(HARBOUR)).data).toEqual({ methods: [] });
        expect((await card()).body.status).toBe(4);
        await saveSettings('hk.owner', { signInMethods: ['emailPassword', 'emailCode'], enabled: false });
        expect((await methodsOf(HARBOUR)).data).toEqual({ methods: [] });
        expect(await methodsOf('no-such-company')).toMatchObject({ status: 0, data: { methods: [] } });
        await saveSettings('hk.owner', { enabled: true });
        expect((await card()).body.status).toBe(0);
      });

      it('throttles the asks for one address: the sixth in 15 minutes waits', async () => {
        for (let i = 0; i < 5; i++) expect((await ask('flood@example.com')).status).toBe(0);
        const waiting = await post('sign-in-code/request', { company: HARBOUR, email: 'flood@example.com' });
        expect(waiting.http).toBe(429);
        expect(waiting.headers['retry-after']).toBe('900');
        expect((waiting.body as Envelope<null>).status).toBe(AccountStatus.tooManyAttempts.code);
        // Another address is not held back by that count.
        expect((await ask('nobody@example.com')).status).toBe(0);
      });

      it('names the field of hostile input', async () => {
        const fields = async (path: string, payload: object) =>
          (await post(path, payload)).body.errors?.map((error) => error.field);
        expect(await fields('sign-in-code/request', { company: HARBOUR })).toEqual(['email']);
        expect(await fields('sign-in-code', { company: HARBOUR, email: 'a@b.c', code: '1234567' })).toEqual([
          'code',
        ]);
        expect((await methodsOf('a\u0000b')).status).toBe(1);
      });
    },
    { config },
  );
});
