// Marketing messages on wallet passes (issue 25 item 4): a message written in the sender's
// transaction reaches the local APNs fake as a push (the device then fetches a pass whose back field
// announces the message) and Google's fake as an announced message and a patch listing it, once; a
// member without a pass is answered false; the same key twice is one message and one change; a
// rolled-back send leaves nothing; a header or body beyond its length is refused; a message over
// Google's daily announcements is listed unannounced rather than retried.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import { loadMessages } from '../../../engine/server';
import type { RecurringPayload } from '../../../engine/server';
import { notifyPass, PASS_MESSAGE_LIMITS } from '../../../server/members/wallet/pass-messages';
import { issuePass, registerDevice, type IssuedPass } from '../../../server/members/wallet/wallet-passes';
import { walletService } from '../../../server/members/wallet/wallet-service';
import { walletUpdates } from '../../../server/members/wallet/wallet-updates-job';
import { makePng } from '../../support/png';
import {
  appleTestCertificates,
  fakeApns,
  fakeGoogle,
  googleTestKeys,
  KEY_PASSPHRASE,
  PASS_TYPE_ID,
  TEAM_ID,
  type FakeApns,
  type FakeGoogle,
} from '../../support/wallet-fakes';
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants, type DemoTenants } from '../support/tenants';

type Row = Record<string, unknown>;

const ISSUER_ID = '3388000000077';
const DEVICE = 'c0ffee01';
const PUSH_TOKEN = 'beef0001';
const SALE = { header: 'Dim sum week', body: 'Every basket half price, Monday to Thursday.', key: 'send-1' };

describeOnEachDatabase('wallet pass messages', (api) => {
  let tenants: DemoTenants;
  let apns: FakeApns;
  let googleApi: FakeGoogle;
  let pass: IssuedPass;

  const newMember = async (nickname: string) => {
    const created = await api.callAs<Row>('hk.owner', 'POST', '/member', {
      nickname,
      email: `${nickname.toLowerCase()}.messages@example.com`,
      password: 'jasmine-tea-1',
    });
    expect(created.status).toBe(0);
    return created.data.id as number;
  };
  const notify = (memberId: number, message = SALE) =>
    api.db.transaction((tx) => notifyPass(tx, tenants.hk, memberId, message));
  const passState = async (memberId: number) =>
    (
      await api.db.query<{ change: number; messages: number }>(
        `SELECT p.change, (SELECT count(*)::int FROM wallet_pass_message m
                             WHERE m.company_id = p.company_id AND m.member_id = p.member_id) AS messages
           FROM wallet_pass p WHERE p.company_id = $1 AND p.member_id = $2`,
        [tenants.hk, memberId],
      )
    ).rows[0];
  /** One run of the update job for Harbour Island, its platforms the local fakes. */
  const runUpdates = () => {
    const wallet = walletService(
      { db: api.db, records: api.records, config: api.config, messages: loadMessages(api.config.localesDir) },
      { apns: apns.url, googleToken: googleApi.tokenUrl, googleWallet: googleApi.walletUrl },
    );
    const payload: RecurringPayload = { companyId: tenants.hk, periodStart: new Date().toISOString() };
    return walletUpdates(wallet, api.records, { warn: () => undefined }).handler({
      db: api.db,
      jobId: 'wallet-messages-test',
      payload,
      done: 0,
      progress: async () => undefined,
      signal: new AbortController().signal,
    });
  };

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    apns = await fakeApns();
    googleApi = await fakeGoogle();
    const apple = appleTestCertificates();
    const google = googleTestKeys();
    const logo = makePng(29);
    const hash = createHash('sha256').update(logo).digest('hex');
    mkdirSync(join(api.config.uploadDir, hash.slice(0, 2)), { recursive: true });
    writeFileSync(join(api.config.uploadDir, hash.slice(0, 2), `${hash}.png`), logo);
    const current = await api.callAs<Row>('hk.owner', 'PUT', '/member/wallet/pass', {});
    const saved = await api.callAs<Row>('hk.owner', 'PUT', '/member/wallet/pass/modify', {
      version: current.data.version,
      enabled: true,
      programName: 'Harbour Rewards',
      appleLogo: `${hash.slice(0, 2)}/${hash}.png`,
      googleLogo: `${hash.slice(0, 2)}/${hash}.png`,
      applePassTypeId: PASS_TYPE_ID,
      appleTeamId: TEAM_ID,
      appleSignerCert: apple.signerCert,
      appleSignerKey: apple.signerKey,
      appleSignerKeyPassphrase: KEY_PASSPHRASE,
      appleWwdrCert: apple.wwdr,
      googleIssuerId: ISSUER_ID,
      googleServiceAccountEmail: 'wallet@harbour-island.iam.gserviceaccount.com',
      googlePrivateKey: google.privateKey,
    });
    expect(saved.status).toBe(0);
    const memberId = await newMember('Fong');
    // His pass, saved to Google and registered by his phone, showing what he holds now.
    pass = await issuePass(
      api.db,
      { companyId: tenants.hk, memberId },
      'en',
      { points: 0, balance: 0, levelId: null },
      true,
    );
    expect(await registerDevice(api.db, pass, DEVICE, PUSH_TOKEN)).toBe('created');
    await runUpdates();
  });

  afterAll(async () => {
    await apns?.close();
    await googleApi?.close();
  });

  it('pushes his Apple devices and announces the message on his Google object, then lists it there, once', async () => {
    const pushes = apns.pushes.length;
    const patches = googleApi.patches.length;
    expect(await notify(pass.memberId)).toBe(true);
    expect(await runUpdates()).toMatchObject({ delivered: 1, failed: 0 });

    expect(apns.pushes.slice(pushes)).toEqual([{ token: PUSH_TOKEN, topic: PASS_TYPE_ID, body: '{}' }]);
    const objectId = `${ISSUER_ID}.${pass.serial}`;
    const shown = { id: SALE.key, header: SALE.header, body: SALE.body };
    expect(googleApi.addedMessages).toEqual([
      { objectId, message: { ...shown, messageType: 'TEXT_AND_NOTIFY' } },
    ]);
    expect(googleApi.patches.slice(patches)).toHaveLength(1);
    expect(googleApi.patches.at(-1)).toMatchObject({
      objectId,
      body: { messages: [{ ...shown, messageType: 'TEXT' }] },
    });

    // Delivered: the next run sends nothing again.
    expect(await runUpdates()).toMatchObject({ delivered: 0 });
    expect(apns.pushes).toHaveLength(pushes + 1);
    expect(googleApi.addedMessages).toHaveLength(1);
  });

  it('gives his device a pass whose back field announces the message when it changes', async () => {
    const answer = await api.app.inject({
      method: 'GET',
      url: `/pro-api/wallet/apple/v1/passes/${PASS_TYPE_ID}/${pass.serial}`,
      headers: { authorization: `ApplePass ${pass.authToken}` },
    });
    expect(answer.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(answer.rawPayload);
    const json = (await zip.file('pass.json')?.async('string')) ?? '';
    const { storeCard } = JSON.parse(json) as { storeCard: { backFields: Row[] } };
    expect(storeCard.backFields).toContainEqual({
      key: 'message',
      label: 'News',
      value: `${SALE.header}\n${SALE.body}`,
      changeMessage: '%@',
    });
  });

  it('counts the same key once: sent at once, again later, or twice in one transaction', async () => {
    const before = await passState(pass.memberId);
    const twice = { ...SALE, key: 'send-2', header: 'Tea tasting' };
    // At once, in two transactions (two connections on PostgreSQL): the pass's lock puts them in turn.
    expect(await Promise.all([notify(pass.memberId, twice), notify(pass.memberId, twice)])).toEqual([
      true,
      true,
    ]);
    expect(await notify(pass.memberId, twice)).toBe(true);
    expect(await notify(pass.memberId, SALE)).toBe(true);
    const thrice = { ...SALE, key: 'send-3', header: 'Mooncakes' };
    await api.db.transaction(async (tx) => {
      expect(await notifyPass(tx, tenants.hk, pass.memberId, thrice)).toBe(true);
      expect(await notifyPass(tx, tenants.hk, pass.memberId, thrice)).toBe(true);
    });
    expect(await passState(pass.memberId)).toEqual({
      change: (before?.change ?? 0) + 2,
      messages: (before?.messages ?? 0) + 2,
    });
    // Google announces the newest and lists the latest, newest first.
    await runUpdates();
    expect(googleApi.addedMessages.at(-1)?.message).toMatchObject({
      id: 'send-3',
      messageType: 'TEXT_AND_NOTIFY',
    });
    expect(googleApi.patches.at(-1)?.body.messages).toEqual([
      expect.objectContaining({ id: 'send-3', header: 'Mooncakes' }),
      expect.objectContaining({ id: 'send-2', header: 'Tea tasting' }),
      expect.objectContaining({ id: 'send-1', header: SALE.header }),
    ]);
  });

  it('answers false for a member without a pass, and leaves nothing of a send rolled back', async () => {
    const without = await newMember('Lok');
    expect(await notify(without)).toBe(false);
    expect(await passState(without)).toBeUndefined();
    const { rows } = await api.db.query(
      'SELECT 1 FROM wallet_pass_message WHERE company_id = $1 AND member_id = $2',
      [tenants.hk, without],
    );
    expect(rows).toHaveLength(0);

    const before = await passState(pass.memberId);
    await expect(
      api.db.transaction(async (tx) => {
        await notifyPass(tx, tenants.hk, pass.memberId, { ...SALE, key: 'send-rolled-back' });
        throw new Error('the send record was not marked');
      }),
    ).rejects.toThrow('the send record was not marked');
    expect(await passState(pass.memberId)).toEqual(before);
  });

  it('takes a header and body up to their lengths in characters, and refuses longer', async () => {
    const header = '飲'.repeat(PASS_MESSAGE_LIMITS.header);
    const body = '茶'.repeat(PASS_MESSAGE_LIMITS.body);
    expect(await notify(pass.memberId, { header, body, key: 'send-long' })).toBe(true);
    await expect(notify(pass.memberId, { header: `${header}!`, body, key: 'send-longer' })).rejects.toThrow(
      RangeError,
    );
    await expect(notify(pass.memberId, { header, body: '', key: 'send-empty' })).rejects.toThrow(RangeError);
  });

  it('lists a message Google will announce no more of today, unannounced, and counts it delivered', async () => {
    const added = googleApi.addedMessages.length;
    googleApi.answer = (_, call) => (call === 'addMessage' ? 429 : 200);
    try {
      expect(await notify(pass.memberId, { ...SALE, key: 'send-over-quota', header: 'Egg tarts' })).toBe(
        true,
      );
      expect(await runUpdates()).toMatchObject({ delivered: 1, failed: 0 });
    } finally {
      googleApi.answer = () => 200;
    }
    expect(googleApi.addedMessages).toHaveLength(added);
    expect(googleApi.patches.at(-1)?.body.messages).toContainEqual(
      expect.objectContaining({ id: 'send-over-quota', messageType: 'TEXT' }),
    );
    expect(await runUpdates()).toMatchObject({ delivered: 0 });
  });
});
