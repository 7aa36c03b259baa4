// Members' marketing consent and the one-click unsubscribe (issue 25 item 7): staff record a consent
// with its history, kept once per change; recipient SQL reaches consenting members only; a mail
// client's RFC 8058 post withdraws without a session, a forged or altered token opens nothing; no
// route changes another company's member; an SMS opt-out reaches every company's member with that
// phone; and the member's own switch on his page.
import type { Envelope } from '../../../engine/protocol/envelope';
import { recordRelation } from '../../../engine/server';
import { newKeyLine } from '../../../engine/server/secrets/secret-keyring';
import type { ConsentOutcome, MemberConsent, UnsubscribeView } from '../../../protocol/consent';
import type { MemberSignIn } from '../../../protocol/member-page';
import { consentingSql, optOutPhone, setConsent } from '../../../server/marketing/consent/consent';
import {
  listUnsubscribeHeaders,
  oneClickUrl,
  unsubscribeToken,
  unsubscribeUrl,
  type UnsubscribeTarget,
} from '../../../server/marketing/consent/unsubscribe-link';
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants, type DemoTenants } from '../support/tenants';

type Row = Record<string, unknown>;
const PASSWORD = 'green-tea-8';
const FORM = 'application/x-www-form-urlencoded';

describeOnEachDatabase('members’ marketing consent', (api) => {
  let tenants: DemoTenants;
  const ids = { mei: 0, lam: 0, chan: 0, kowloonMember: 0 };

  const member = (companyId: number, record: Row) =>
    api.records
      .create('member', { companyId, password: PASSWORD, ...record })
      .then((created) => created.id as number);
  const record = (id: number, body: Row) =>
    api.callAs<ConsentOutcome>('hk.owner', 'POST', '/member/consent', { id, ...body });
  const detail = async (name: string, id: number) =>
    (await api.callAs<Row[]>('hk.owner', 'PUT', `/member/detail/${name}`, { id, pageSize: 50 })).data;
  const unsubscribe = (
    token: string,
    inject: { method: 'GET' | 'POST'; payload?: string | object; type?: string; from?: string },
  ) =>
    api.call<UnsubscribeView>({
      method: inject.method,
      url: `/pro-api/public/unsubscribe/${token}`,
      remoteAddress: inject.from ?? '127.0.0.1',
      headers: { 'accept-language': 'en', ...(inject.type ? { 'content-type': inject.type } : {}) },
      ...(inject.payload !== undefined ? { payload: inject.payload } : {}),
    });
  /** The ids among `within` that a recipient query over `channel` reaches. */
  const consenting = async (channel: string, within: number[]) => {
    const members = recordRelation(api.records.resource('member'), []);
    const { rows } = await api.db.query<{ id: number }>(
      `SELECT m.id FROM ${members} m WHERE m.id = ANY($1::int[]) AND ${consentingSql('m', '$2')} ORDER BY m.id`,
      [within, channel],
    );
    return rows.map((row) => row.id);
  };
  const target = (
    memberId: number,
    channel: UnsubscribeTarget['channel'] = 'email',
    companyId = tenants.hk,
  ) => ({
    companyId,
    memberId,
    channel,
  });

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    ids.mei = await member(tenants.hk, {
      nickname: '阿美',
      email: 'mei.consent@example.com',
      countryCode: '+852',
      phone: '91234567',
    });
    ids.lam = await member(tenants.hk, { nickname: '林生', email: 'lam.consent@example.com' });
    ids.chan = await member(tenants.hk, { nickname: '陳太', countryCode: '+852', phone: '62345678' });
    ids.kowloonMember = await member(tenants.kowloon, {
      nickname: '九龍阿美',
      email: 'mei.kowloon@example.com',
      countryCode: '+852',
      phone: '91234567',
    });
  });

  it('records a consent and its withdrawal, each change once, and lists both in his detail', async () => {
    const granted = await record(ids.mei, { channel: 'email', granted: true, how: 'signUp', key: 'c-1' });
    expect(granted).toMatchObject({ status: 0, data: { changed: true } });
    // The dialog's retry, and the same consent again: nothing moves.
    expect(
      (await record(ids.mei, { channel: 'email', granted: true, how: 'signUp', key: 'c-1' })).data,
    ).toEqual({
      changed: false,
    });
    expect(
      (
        await record(ids.mei, {
          channel: 'email',
          granted: false,
          how: 'staff',
          note: 'asked at the counter',
        })
      ).data,
    ).toEqual({ changed: true });

    const now = await detail('marketingConsent', ids.mei);
    expect(now).toEqual([
      expect.objectContaining({ channel: 'email', state: 'withdrawn', how: 'staff', by: expect.any(String) }),
      expect.objectContaining({ channel: 'sms', state: 'none', how: null, at: null }),
      expect.objectContaining({ channel: 'wallet', state: 'none' }),
    ]);
    const history = await detail('marketingConsentHistory', ids.mei);
    expect(history.map((row) => [row.channel, row.state, row.how, row.note])).toEqual([
      ['email', 'withdrawn', 'staff', 'asked at the counter'],
      ['email', 'granted', 'signUp', null],
    ]);
    // History is written once: the database itself refuses an edit.
    await expect(
      api.db.query('DELETE FROM member_consent_event WHERE member_id = $1', [ids.mei]),
    ).rejects.toThrow(/written once/);
  });

  it('refuses a channel or a way of consent staff may not claim, and a member out of reach', async () => {
    expect((await record(ids.lam, { channel: 'fax', granted: true, how: 'staff' })).status).toBe(1);
    expect((await record(ids.lam, { channel: 'sms', granted: true, how: 'unsubscribeLink' })).status).toBe(1);
    const other = await record(ids.kowloonMember, { channel: 'email', granted: false, how: 'staff' });
    expect(other.status).toBe(2);
    const { rows } = await api.db.query('SELECT 1 FROM member_consent WHERE member_id = $1', [
      ids.kowloonMember,
    ]);
    expect(rows).toEqual([]);
  });

  it('lets recipient SQL reach consenting members only, by channel', async () => {
    const all = [ids.mei, ids.lam, ids.chan];
    await setConsent(api.db, { ...target(ids.lam), granted: true, how: 'import', by: null });
    await setConsent(api.db, { ...target(ids.chan, 'sms'), granted: true, how: 'signUp', by: null });
    // Mei withdrew her email consent above; nobody consents to wallet notifications.
    expect(await consenting('email', all)).toEqual([ids.lam]);
    expect(await consenting('sms', all)).toEqual([ids.chan]);
    expect(await consenting('wallet', all)).toEqual([]);
  });

  it('unsubscribes by a mail client’s one-click post, without a session, once however often', async () => {
    await setConsent(api.db, { ...target(ids.lam), granted: true, how: 'staff', by: null });
    const token = unsubscribeToken(api.config, target(ids.lam));
    const url = oneClickUrl(api.config, target(ids.lam));
    expect(url).toBe(`${api.config.publicUrl}/pro-api/public/unsubscribe/${token}`);
    expect(unsubscribeUrl(api.config, target(ids.lam))).toBe(`${api.config.publicUrl}/unsubscribe/${token}`);
    expect(listUnsubscribeHeaders(url)).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // Opening the page (or a link scanner's GET) changes nothing.
    const opened = await unsubscribe(token, { method: 'GET' });
    expect(opened.body.data).toEqual({
      companyName: 'Harbour Island Dining Group',
      channel: 'email',
      subscribed: true,
    });
    expect(await consenting('email', [ids.lam])).toEqual([ids.lam]);

    for (let time = 0; time < 2; time += 1) {
      const posted = await unsubscribe(token, {
        method: 'POST',
        type: FORM,
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(posted.http).toBe(200);
      expect(posted.body).toMatchObject({ status: 0, data: { channel: 'email', subscribed: false } });
    }
    // The page's own button sends JSON.
    expect((await unsubscribe(token, { method: 'POST', payload: {} })).body.status).toBe(0);
    expect(await consenting('email', [ids.lam])).toEqual([]);
    const history = await detail('marketingConsentHistory', ids.lam);
    expect(history.filter((row) => row.how === 'unsubscribeLink')).toHaveLength(1);
    expect((await unsubscribe(token, { method: 'GET' })).body.data.subscribed).toBe(false);
  });

  it('opens nothing with a forged, altered or foreign token', async () => {
    const token = unsubscribeToken(api.config, target(ids.chan, 'sms'));
    // What the token carries (base64url of `<company>.<member>.<channel>.<key id>.<MAC>`), changed.
    const [company, , channel, keyId, mac = ''] = Buffer.from(token, 'base64url').toString().split('.');
    const encoded = (...parts: unknown[]) => Buffer.from(parts.join('.')).toString('base64url');
    const otherKeys = { ...api.config, secretKeys: newKeyLine() };
    const forged = [
      // Another member, another channel, another company under the same signature.
      encoded(company, ids.mei, channel, keyId, mac),
      encoded(company, ids.chan, 'email', keyId, mac),
      encoded(tenants.kowloon, ids.chan, channel, keyId, mac),
      // A signature made with keys this server does not hold, and a MAC changed by one character:
      // its first, as the last of a base64url MAC may carry bits no byte reads ('A' and 'B' can
      // decode alike).
      unsubscribeToken(otherKeys, target(ids.chan, 'sms')),
      encoded(company, ids.chan, channel, keyId, `${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`),
      // Signed by this server, but naming a member of another company as Harbour Island's.
      unsubscribeToken(api.config, target(ids.kowloonMember, 'sms')),
      'not-a-token',
    ];
    // Each from an address of its own: a guesser's address is locked out after a few (below).
    let address = 10;
    for (const bad of forged)
      for (const method of ['GET', 'POST'] as const) {
        const from = `127.0.1.${(address += 1)}`;
        const answer = await unsubscribe(bad, {
          method,
          type: FORM,
          payload: 'List-Unsubscribe=One-Click',
          from,
        });
        expect(answer.body).toMatchObject({ status: 2, msgEn: 'This unsubscribe link is not valid.' });
      }
    const guesses = [];
    for (let guess = 0; guess < 6; guess += 1)
      guesses.push((await unsubscribe(`${token}${guess}`, { method: 'GET', from: '127.0.2.1' })).http);
    expect(guesses.at(-1)).toBe(429);
    expect(await consenting('sms', [ids.chan])).toEqual([ids.chan]);
    const { rows } = await api.db.query('SELECT 1 FROM member_consent WHERE member_id = $1', [
      ids.kowloonMember,
    ]);
    expect(rows).toEqual([]);
  });

  it('withdraws SMS consent by an opt-out reply in every company with that phone', async () => {
    await setConsent(api.db, { ...target(ids.mei, 'sms'), granted: true, how: 'signUp', by: null });
    await setConsent(api.db, {
      ...target(ids.kowloonMember, 'sms', tenants.kowloon),
      granted: true,
      how: 'signUp',
      by: null,
    });
    expect(await optOutPhone(api.db, api.records, '+852 9123 4567', 'smsReply', 'sms:STOP')).toBe(2);
    // The same reply again changes nothing; another number touches nobody.
    expect(await optOutPhone(api.db, api.records, '0085291234567', 'smsReply')).toBe(0);
    expect(await optOutPhone(api.db, api.records, '+85299999999', 'smsReply')).toBe(0);
    expect(await consenting('sms', [ids.mei, ids.kowloonMember, ids.chan])).toEqual([ids.chan]);
    const { rows } = await api.db.query<{ how: string; note: string }>(
      `SELECT how, note FROM member_consent_event WHERE member_id = ANY($1::int[]) AND NOT granted AND channel = 'sms'`,
      [[ids.mei, ids.kowloonMember]],
    );
    expect(rows.map((row) => `${row.how} ${row.note}`)).toEqual(['smsReply sms:STOP', 'smsReply sms:STOP']);
  });

  it('lets the member switch his own consent on his page, as himself', async () => {
    const signedIn = await api.call<MemberSignIn>({
      method: 'POST',
      url: '/pro-api/member-page/sign-in',
      payload: { company: 'harbour-island', email: 'lam.consent@example.com', password: PASSWORD },
    });
    expect(signedIn.body.status).toBe(0);
    const asHim = async <T>(method: 'GET' | 'PUT', payload?: object): Promise<Envelope<T>> =>
      (
        await api.call<T>({
          method,
          url: '/pro-api/member-page/consent',
          headers: { 'x-member-token': signedIn.body.data.token },
          ...(payload ? { payload } : {}),
        })
      ).body;
    expect((await asHim<MemberConsent[]>('GET')).data).toEqual([
      { channel: 'email', granted: false },
      { channel: 'sms', granted: false },
      { channel: 'wallet', granted: false },
    ]);
    expect((await asHim<ConsentOutcome>('PUT', { channel: 'email', granted: true })).data).toEqual({
      changed: true,
    });
    expect((await asHim<ConsentOutcome>('PUT', { channel: 'email', granted: true })).data).toEqual({
      changed: false,
    });
    expect((await asHim<MemberConsent[]>('GET')).data[0]).toEqual({ channel: 'email', granted: true });
    expect(await consenting('email', [ids.lam])).toEqual([ids.lam]);
    const [latest] = await detail('marketingConsentHistory', ids.lam);
    expect(latest).toMatchObject({ channel: 'email', state: 'granted', how: 'memberPage', by: null });
    // Without his token, or with a staff session's, the page's call is refused.
    const staff = await api.signIn('hk.owner');
    const refused = await api.call({
      method: 'PUT',
      url: '/pro-api/member-page/consent',
      headers: { 'x-token': staff },
      payload: { channel: 'email', granted: false },
    });
    expect(refused.body.status).toBe(4);
  });
});
