// E-wallet passes (issue 24 item 7): the company's pass design and credentials (secrets answered as
// masks); a member's Apple Wallet `.pkpass`, a zip whose manifest hashes every file and whose
// detached PKCS#7 signature verifies against the certificate made here; his Google Wallet save
// link, whose JWT verifies with the service account's public key and carries his loyalty object;
// Apple's pass web service, which refuses a wrong token; and a change of his holdings reaching the
// local APNs and Google fakes once, a run that failed half way resuming with only what was left,
// and the passes after one a platform refuses still delivered. A platform is offered only with its
// logo; a pass registers at most MAX_DEVICES_PER_PASS devices; a tag beyond a real date is refused.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jwtVerify } from 'jose';
import JSZip from 'jszip';
import { loadMessages } from '../../../engine/server';
import type { RecurringPayload } from '../../../engine/server';
import type { GoogleSaveLink, WalletOffer } from '../../../protocol/wallet';
import { GOOGLE_SAVE_URL, PKPASS_MEDIA_TYPE } from '../../../protocol/wallet';
import { issuePass, MAX_DEVICES_PER_PASS } from '../../../server/members/wallet/wallet-passes';
import { walletService } from '../../../server/members/wallet/wallet-service';
import { walletUpdates } from '../../../server/members/wallet/wallet-updates-job';
import { makePng } from '../../support/png';
import {
  appleTestCertificates,
  FAKE_ACCESS_TOKEN,
  fakeApns,
  fakeGoogle,
  googleTestKeys,
  KEY_PASSPHRASE,
  PASS_TYPE_ID,
  TEAM_ID,
  type AppleTestCertificates,
  type FakeApns,
  type FakeGoogle,
  type GoogleTestKeys,
} from '../../support/wallet-fakes';
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants, type DemoTenants } from '../support/tenants';

type Row = Record<string, unknown>;

const PASSWORD = 'pearl-milk-tea';
const ISSUER_ID = '3388000000022';
const SERVICE_ACCOUNT = 'wallet@harbour-island.iam.gserviceaccount.com';
const DEVICE = 'a1b2c3d4e5f6';
const PUSH_TOKEN = 'f0e1d2c3b4a5';
const SERVICE = '/pro-api/wallet/apple/v1';

describeOnEachDatabase('e-wallet passes', (api) => {
  let tenants: DemoTenants;
  let apple: AppleTestCertificates;
  let google: GoogleTestKeys;
  let apns: FakeApns;
  let googleApi: FakeGoogle;
  let memberId: number;
  let token: string;
  let serial: string;
  let authToken: string;
  let logoPath: string;
  /** What the update job warned of. */
  const warnings: object[] = [];

  const asMember = (url: string) =>
    api.app.inject({
      method: 'GET',
      url: `/pro-api/member-page/${url}`,
      headers: { 'x-member-token': token, 'accept-language': 'en' },
    });
  const saveWalletPass = async (changes: object) => {
    const current = await api.callAs<Row>('hk.owner', 'PUT', '/member/wallet/pass', {});
    return api.callAs<Row>('hk.owner', 'PUT', '/member/wallet/pass/modify', {
      version: current.data.version,
      ...changes,
    });
  };
  const adjust = async (holding: 'balance' | 'points', amount: number, key: string, id = memberId) =>
    expect(
      (
        await api.callAs('hk.owner', 'POST', '/member/adjustment', {
          id,
          holding,
          amount,
          reason: 'wallet test',
          key,
        })
      ).status,
    ).toBe(0);
  /** One run of the update job for Harbour Island, its platforms the local fakes. */
  const runUpdates = () => {
    const wallet = walletService(
      { db: api.db, records: api.records, config: api.config, messages: loadMessages(api.config.localesDir) },
      { apns: apns.url, googleToken: googleApi.tokenUrl, googleWallet: googleApi.walletUrl },
    );
    const payload: RecurringPayload = { companyId: tenants.hk, periodStart: new Date().toISOString() };
    const log = { warn: (details: object) => void warnings.push(details) };
    return walletUpdates(wallet, api.records, log).handler({
      db: api.db,
      jobId: 'wallet-test',
      payload,
      done: 0,
      progress: async () => undefined,
      signal: new AbortController().signal,
    });
  };

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    apple = appleTestCertificates();
    google = googleTestKeys();
    apns = await fakeApns();
    googleApi = await fakeGoogle();
    const logo = makePng(29);
    const hash = createHash('sha256').update(logo).digest('hex');
    mkdirSync(join(api.config.uploadDir, hash.slice(0, 2)), { recursive: true });
    writeFileSync(join(api.config.uploadDir, hash.slice(0, 2), `${hash}.png`), logo);
    logoPath = `${hash.slice(0, 2)}/${hash}.png`;
    const saved = await saveWalletPass({
      enabled: true,
      programName: 'Harbour Rewards',
      companyDescription: 'Dim sum by the harbour',
      backgroundColor: '#0A3D62',
      textColor: '#FFFFFF',
      appleLogo: logoPath,
      googleLogo: logoPath,
      couponExpiryNotice: true,
      couponExpiryDays: 7,
      googleIssuerName: 'Harbour Island',
      applePassTypeId: PASS_TYPE_ID,
      appleTeamId: TEAM_ID,
      appleSignerCert: apple.signerCert,
      // Pasted into a one-line input: its line breaks are lost, and rebuilt by the server.
      appleSignerKey: apple.signerKey.replace(/\r?\n/g, ' '),
      appleSignerKeyPassphrase: KEY_PASSPHRASE,
      appleWwdrCert: apple.wwdr,
      googleIssuerId: ISSUER_ID,
      googleServiceAccountEmail: SERVICE_ACCOUNT,
      googlePrivateKey: google.privateKey,
    });
    expect(saved.status).toBe(0);
    const level = await api.callAs<Row>('hk.owner', 'POST', '/member/level', {
      name: '珍珠（錢包）',
      name_en: 'Pearl',
      status: 'enabled',
      pointsFrom: 0,
    });
    const member = await api.callAs<Row>('hk.owner', 'POST', '/member', {
      nickname: 'Ming',
      email: 'ming.wallet@example.com',
      password: PASSWORD,
      memberLevelId: level.data.id,
    });
    memberId = member.data.id as number;
    await adjust('balance', 12_345, 'wallet-balance-1');
    await adjust('points', 80, 'wallet-points-1');
    const signedIn = await api.call<{ token: string }>({
      method: 'POST',
      url: '/pro-api/member-page/sign-in',
      payload: { company: 'harbour-island', email: 'ming.wallet@example.com', password: PASSWORD },
    });
    token = signedIn.body.data.token;
  });

  afterAll(async () => {
    await apns?.close();
    await googleApi?.close();
  });

  it('keeps the credentials sealed, answering masks, and refuses a bad colour or notice naming the field', async () => {
    const read = await api.callAs<Row>('hk.owner', 'PUT', '/member/wallet/pass', {});
    expect(JSON.stringify(read.data)).not.toContain('PRIVATE KEY');
    expect(read.data.appleSignerKey).toMatch(/•/);
    for (const [changes, field] of [
      [{ backgroundColor: '0A3D62' }, 'backgroundColor'],
      [{ textColor: '#FFF' }, 'textColor'],
      [{ couponExpiryDays: 91 }, 'couponExpiryDays'],
      [{ couponExpiryDays: 0 }, 'couponExpiryDays'],
      [{ appleTeamId: 'short' }, 'appleTeamId'],
    ] as const) {
      const refused = await saveWalletPass(changes);
      expect(refused.status).not.toBe(0);
      expect(JSON.stringify(refused)).toContain(field);
    }
  });

  it('offers both platforms on his page while configured', async () => {
    const offer = await asMember('wallet');
    expect(offer.json<{ data: WalletOffer }>().data).toEqual({ apple: true, google: true });
  });

  it('offers a platform only with its logo: a pass without its icon never opens', async () => {
    const setLogo = (field: 'appleLogo' | 'googleLogo', path: string | null) =>
      api.db.query(
        `UPDATE res_wallet_pass SET data = data || jsonb_build_object($2::text, $3::text)
          WHERE company_id = $1 AND deleted_at IS NULL`,
        [tenants.hk, field, path],
      );
    try {
      await setLogo('appleLogo', null);
      expect((await asMember('wallet')).json<{ data: WalletOffer }>().data).toEqual({
        apple: false,
        google: true,
      });
      await setLogo('appleLogo', logoPath);
      await setLogo('googleLogo', null);
      expect((await asMember('wallet')).json<{ data: WalletOffer }>().data).toEqual({
        apple: true,
        google: false,
      });
    } finally {
      await setLogo('appleLogo', logoPath);
      await setLogo('googleLogo', logoPath);
    }
  });

  it('gives him a .pkpass whose manifest hashes every file and whose signature verifies', async () => {
    const answer = await asMember('wallet/apple');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain(PKPASS_MEDIA_TYPE);
    const zip = await JSZip.loadAsync(answer.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(
      expect.arrayContaining(['icon.png', 'logo.png', 'manifest.json', 'pass.json', 'signature']),
    );
    const read = (name: string) => zip.file(name)?.async('nodebuffer') ?? Promise.reject(new Error(name));
    const manifestBytes = await read('manifest.json');
    const manifest = JSON.parse(manifestBytes.toString()) as Record<string, string>;
    expect(Object.keys(manifest).sort()).toEqual(
      names.filter((name) => !['manifest.json', 'signature'].includes(name)),
    );
    for (const [name, sha1] of Object.entries(manifest))
      expect(
        createHash('sha1')
          .update(await read(name))
          .digest('hex'),
      ).toBe(sha1);

    const pass = JSON.parse((await read('pass.json')).toString()) as Row & {
      storeCard: Row;
      barcodes: Row[];
    };
    expect(pass).toMatchObject({
      passTypeIdentifier: PASS_TYPE_ID,
      teamIdentifier: TEAM_ID,
      webServiceURL: `${api.config.publicUrl}/pro-api/wallet/apple`,
      backgroundColor: '#0A3D62',
    });
    expect(pass.barcodes[0]).toMatchObject({ message: String(memberId), format: 'PKBarcodeFormatQR' });
    expect(JSON.stringify(pass.storeCard)).toContain('"value":80');
    expect(JSON.stringify(pass.storeCard)).toContain('"value":123.45');
    expect(JSON.stringify(pass.storeCard)).toContain('Pearl');
    // The coupon-expiry notice is on: his usable coupons expiring within 7 days (none yet).
    expect(JSON.stringify(pass.storeCard)).toContain(
      '"key":"expiringCoupons","label":"Coupons expiring soon","value":0',
    );
    serial = pass.serialNumber as string;
    authToken = pass.authenticationToken as string;

    // The detached PKCS#7 signature of the manifest, by the certificate the test authority issued.
    const dir = mkdtempSync(join(tmpdir(), 'pkpass-'));
    try {
      writeFileSync(join(dir, 'manifest.json'), manifestBytes);
      writeFileSync(join(dir, 'signature'), await read('signature'));
      writeFileSync(join(dir, 'wwdr.pem'), apple.wwdr);
      const verify = (content: string) =>
        execFileSync(
          'openssl',
          [
            'smime',
            '-verify',
            '-binary',
            '-inform',
            'DER',
            '-in',
            join(dir, 'signature'),
            '-content',
            content,
            '-CAfile',
            join(dir, 'wwdr.pem'),
            '-purpose',
            'any',
            '-out',
            join(dir, 'out'),
          ],
          { stdio: 'pipe' },
        );
      expect(() => verify(join(dir, 'manifest.json'))).not.toThrow();
      writeFileSync(join(dir, 'tampered.json'), Buffer.concat([manifestBytes, Buffer.from(' ')]));
      expect(() => verify(join(dir, 'tampered.json'))).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives him a Google save link whose JWT verifies and carries his loyalty object', async () => {
    const answer = await asMember('wallet/google');
    const { url } = answer.json<{ data: GoogleSaveLink }>().data;
    expect(url.startsWith(GOOGLE_SAVE_URL)).toBe(true);
    const { payload, protectedHeader } = await jwtVerify(
      url.slice(GOOGLE_SAVE_URL.length),
      google.publicKey,
      {
        issuer: SERVICE_ACCOUNT,
        audience: 'google',
      },
    );
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.typ).toBe('savetowallet');
    const { loyaltyObjects, loyaltyClasses } = payload.payload as {
      loyaltyObjects: Row[];
      loyaltyClasses: Row[];
    };
    expect(loyaltyClasses[0]).toMatchObject({
      programName: 'Harbour Rewards',
      hexBackgroundColor: '#0A3D62',
    });
    expect(loyaltyObjects[0]).toMatchObject({
      id: `${ISSUER_ID}.${serial}`,
      classId: loyaltyClasses[0]?.id,
      accountId: String(memberId),
      accountName: 'Ming',
      barcode: { type: 'QR_CODE', value: String(memberId) },
      loyaltyPoints: { balance: { int: 80 } },
      secondaryLoyaltyPoints: { balance: { money: { micros: '123450000', currencyCode: 'HKD' } } },
    });
  });

  it('runs Apple’s web service with the pass’s own token, refusing a wrong one', async () => {
    const registration = `${SERVICE}/devices/${DEVICE}/registrations/${PASS_TYPE_ID}/${serial}`;
    const register = (authorization: string, url = registration) =>
      api.app.inject({ method: 'POST', url, headers: { authorization }, payload: { pushToken: PUSH_TOKEN } });
    expect((await register('ApplePass wrong-token-wrong-token')).statusCode).toBe(401);
    expect(
      (await register(`ApplePass ${authToken}`, registration.replace(PASS_TYPE_ID, 'pass.com.other')))
        .statusCode,
    ).toBe(401);
    expect((await register(`Bearer ${authToken}`)).statusCode).toBe(401);
    expect((await register(`ApplePass ${authToken}`)).statusCode).toBe(201);
    expect((await register(`ApplePass ${authToken}`)).statusCode).toBe(200);
    // Up to MAX_DEVICES_PER_PASS devices (his phones and watches), then refused; a known one renews.
    for (let n = 2; n <= MAX_DEVICES_PER_PASS; n += 1)
      expect(
        (await register(`ApplePass ${authToken}`, registration.replace(DEVICE, `d${n}`))).statusCode,
      ).toBe(201);
    expect((await register(`ApplePass ${authToken}`, registration.replace(DEVICE, 'dfull'))).statusCode).toBe(
      403,
    );
    expect((await register(`ApplePass ${authToken}`)).statusCode).toBe(200);

    const changed = await api.app.inject({
      method: 'GET',
      url: `${SERVICE}/devices/${DEVICE}/registrations/${PASS_TYPE_ID}`,
    });
    const { serialNumbers, lastUpdated } = changed.json<{ serialNumbers: string[]; lastUpdated: string }>();
    expect(serialNumbers).toEqual([serial]);
    const since = await api.app.inject({
      method: 'GET',
      url: `${SERVICE}/devices/${DEVICE}/registrations/${PASS_TYPE_ID}?passesUpdatedSince=${lastUpdated}`,
    });
    expect(since.statusCode).toBe(204);
    // A tag beyond any date this service issues (year 33658): refused as bad input, not a 500.
    const beyond = await api.app.inject({
      method: 'GET',
      url: `${SERVICE}/devices/${DEVICE}/registrations/${PASS_TYPE_ID}?passesUpdatedSince=999999999999999`,
    });
    expect(beyond.statusCode).toBeLessThan(500);
    expect(beyond.json<{ status: number }>().status).not.toBe(0);
    expect(beyond.body).toContain('passesUpdatedSince');

    const latest = (authorization: string) =>
      api.app.inject({
        method: 'GET',
        url: `${SERVICE}/passes/${PASS_TYPE_ID}/${serial}`,
        headers: { authorization },
      });
    expect((await latest('ApplePass wrong-token-wrong-token')).statusCode).toBe(401);
    const fresh = await latest(`ApplePass ${authToken}`);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['content-type']).toContain(PKPASS_MEDIA_TYPE);

    const unregister = (authorization: string) =>
      api.app.inject({
        method: 'DELETE',
        url: `${registration.replace(DEVICE, 'ffff0000')}`,
        headers: { authorization },
      });
    expect((await unregister('ApplePass wrong-token-wrong-token')).statusCode).toBe(401);
    expect((await unregister(`ApplePass ${authToken}`)).statusCode).toBe(200);

    const log = await api.app.inject({
      method: 'POST',
      url: `${SERVICE}/log`,
      payload: { logs: ['a device said hello'] },
    });
    expect(log.statusCode).toBe(200);
  });

  it('carries a change of his holdings to both platforms once, resuming a failed run with what was left', async () => {
    expect(await runUpdates()).toMatchObject({ changed: 0, delivered: 0 });
    expect(apns.pushes).toHaveLength(0);

    await adjust('points', 20, 'wallet-points-2');
    expect(await runUpdates()).toMatchObject({ changed: 1, delivered: 1 });
    expect(apns.pushes).toEqual([{ token: PUSH_TOKEN, topic: PASS_TYPE_ID, body: '{}' }]);
    expect(googleApi.patches).toHaveLength(1);
    expect(googleApi.patches[0]).toMatchObject({
      objectId: `${ISSUER_ID}.${serial}`,
      authorization: `Bearer ${FAKE_ACCESS_TOKEN}`,
      body: { loyaltyPoints: { balance: { int: 100 } } },
    });
    const assertion = googleApi.assertions[0] ?? '';
    const { payload } = await jwtVerify(assertion, google.publicKey, {
      issuer: SERVICE_ACCOUNT,
      audience: googleApi.tokenUrl,
    });
    expect(payload.scope).toBe('https://www.googleapis.com/auth/wallet_object.issuer');

    // Nothing changed since: nothing is sent again.
    expect(await runUpdates()).toMatchObject({ changed: 0, delivered: 0 });
    expect(apns.pushes).toHaveLength(1);
    expect(googleApi.patches).toHaveLength(1);

    // Google fails after Apple's push was recorded: the next run patches Google alone.
    await adjust('balance', 1_000, 'wallet-balance-2');
    googleApi.answer = () => 503;
    expect(await runUpdates()).toMatchObject({ changed: 1, delivered: 0, failed: 1 });
    expect(warnings).toHaveLength(1);
    expect(apns.pushes).toHaveLength(2);
    googleApi.answer = () => 200;
    expect(await runUpdates()).toMatchObject({ changed: 0, delivered: 1 });
    expect(apns.pushes).toHaveLength(2);
    expect(googleApi.patches).toHaveLength(2);
    expect(googleApi.patches[1]?.body).toMatchObject({
      secondaryLoyaltyPoints: { balance: { money: { micros: '133450000' } } },
    });
  });

  it('delivers the passes after one a platform keeps refusing, that one left for the next run', async () => {
    const other = await api.callAs<Row>('hk.owner', 'POST', '/member', {
      nickname: 'Wing',
      email: 'wing.wallet@example.com',
      password: PASSWORD,
    });
    const otherId = other.data.id as number;
    const shown = { points: 0, balance: 0, levelId: null };
    const otherPass = await issuePass(
      api.db,
      { companyId: tenants.hk, memberId: otherId },
      'en',
      shown,
      true,
    );
    // Ming's pass comes first (by member) and Google refuses it; Wing's comes next.
    await adjust('points', 7, 'wallet-points-ming');
    await adjust('points', 9, 'wallet-points-wing', otherId);
    const patched = googleApi.patches.length;
    googleApi.answer = (objectId) => (objectId === `${ISSUER_ID}.${serial}` ? 400 : 200);
    try {
      expect(await runUpdates()).toMatchObject({ changed: 2, delivered: 1, failed: 1 });
      expect(warnings.at(-1)).toMatchObject({ companyId: tenants.hk, memberId });
      expect(googleApi.patches.slice(patched).map(({ objectId }) => objectId)).toEqual([
        `${ISSUER_ID}.${otherPass.serial}`,
      ]);
    } finally {
      googleApi.answer = () => 200;
    }
    expect(await runUpdates()).toMatchObject({ changed: 0, delivered: 1, failed: 0 });
    expect(googleApi.patches.slice(patched).map(({ objectId }) => objectId)).toEqual([
      `${ISSUER_ID}.${otherPass.serial}`,
      `${ISSUER_ID}.${serial}`,
    ]);
  });

  it('drops a device Apple says is gone, and offers nothing once switched off', async () => {
    apns.answer = () => 410;
    await adjust('points', 5, 'wallet-points-3');
    await runUpdates();
    const { rows } = await api.db.query('SELECT 1 FROM wallet_pass_device WHERE serial = $1', [serial]);
    expect(rows).toHaveLength(0);

    expect((await saveWalletPass({ enabled: false })).status).toBe(0);
    expect((await asMember('wallet')).json<{ data: WalletOffer }>().data).toEqual({
      apple: false,
      google: false,
    });
    expect((await asMember('wallet/apple')).json<{ status: number }>().status).not.toBe(0);
    expect(await runUpdates()).toMatchObject({ changed: 0, delivered: 0 });
  });
});
