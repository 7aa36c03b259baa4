// The first-time setup (issue 11 item 6): a new merchant's owner signs in with `dola_pass` false,
// submits the wizard's records in one call, and from then on signs in with it true. Records are
// checked by their own resources: a bad one names its field after its record and writes nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UserInfo } from '../../../engine/protocol/user-info';
import type { SetupFinished, SetupSubmission } from '../../../protocol/setup-wizard';
import { describeOnEachDatabase, type ApiHarness } from '../support/api-harness';

const PASSWORD = 'Owner-pass-1';
const fixture = (file: string) =>
  (
    JSON.parse(readFileSync(join(__dirname, '../../../schemas/store/fixtures/valid', file), 'utf8')) as {
      record: Record<string, unknown>;
    }
  ).record;

const submission = (): SetupSubmission => ({
  shop: {
    name: '灣仔店',
    name_en: 'Wan Chai',
    phone: '+852 2123 4567',
    openingHours: [
      { weekday: 1, start: '11:00', end: '22:00' },
      { weekday: 6, start: '10:00', end: '23:00' },
    ],
  },
  operationModes: fixture('operation-modes-table-service.json'),
  printer: fixture('printer-cloud.json'),
  category: { name: '主菜', name_en: 'Mains' },
});

/** A merchant made by the platform and approved, with its owner's account; answers both. */
async function newMerchant(api: ApiHarness, key: string): Promise<{ companyId: number; owner: string }> {
  const company = await api.callAs<{ id: number }>('admin', 'POST', '/company', {
    name: `新商戶 ${key}`,
    contacts: '何先生',
    phone1: '+852 2123 4567',
    email: `${key}@setup.example`,
  });
  expect(company.status).toBe(0);
  const companyId = company.data.id;
  expect((await api.callAs('admin', 'PUT', '/company/status/modify', { id: companyId })).status).toBe(0);
  const { rows } = await api.db.query<{ id: number }>(
    'SELECT id FROM res_privilege_mapping WHERE company_id = $1',
    [companyId],
  );
  const owner = `owner.${key}`;
  const account = await api.callAs('admin', 'POST', '/user/shop/user', {
    companyId,
    name: '何先生',
    username: owner,
    email: `${key}@setup.example`,
    password: PASSWORD,
    secondaryPassword: '246810',
    accountType: 'companyManager',
    privilegeMappingId: rows[0]?.id,
  });
  expect(account.status).toBe(0);
  return { companyId, owner };
}

describeOnEachDatabase('the setup wizard', (api) => {
  const finish = async (token: string, body: object) =>
    (
      await api.call<SetupFinished>({
        method: 'POST',
        url: '/pro-api/setup/finish',
        headers: { 'x-token': token, 'accept-language': 'en' },
        payload: body,
      })
    ).body;
  const userInfo = async (token: string) =>
    (await api.call<UserInfo>({ method: 'GET', url: '/pro-api/user/info', headers: { 'x-token': token } }))
      .body.data;
  const countOf = async (table: string, companyId: number) =>
    Number(
      (
        await api.db.query<{ count: string }>(
          `SELECT count(*) FROM ${table} WHERE company_id = $1 AND deleted_at IS NULL`,
          [companyId],
        )
      ).rows[0]?.count,
    );
  const written = async (companyId: number) => ({
    shops: await countOf('res_shop', companyId),
    modes: await countOf('res_operation_modes', companyId),
    printers: await countOf('res_printer', companyId),
    categories: await countOf('res_category', companyId),
  });

  it('sends a new merchant’s owner to the setup, writes its records, then lets him through', async () => {
    const { companyId, owner } = await newMerchant(api, 'lantern');
    const token = await api.signIn(owner, PASSWORD);
    expect((await userInfo(token)).dola_pass).toBe(false);

    const answer = await finish(token, submission());
    expect(answer).toMatchObject({ status: 0, data: { userInfo: { dola_pass: true } } });
    expect(await written(companyId)).toEqual({ shops: 1, modes: 1, printers: 1, categories: 1 });
    const { rows: shops } = await api.db.query<{ id: number; data: { openingHours: unknown[] } }>(
      'SELECT id, data FROM res_shop WHERE company_id = $1',
      [companyId],
    );
    expect(shops[0]?.id).toBe(answer.data.shopId);
    expect(shops[0]?.data.openingHours).toHaveLength(2);
    // Every record has its audit entry, written by the owner.
    const { rows: audit } = await api.db.query<{ resource: string }>(
      `SELECT resource FROM audit_log WHERE company_id = $1 AND action = 'create' ORDER BY id`,
      [companyId],
    );
    expect(audit.map((row) => row.resource)).toEqual(
      expect.arrayContaining(['shop', 'operationModes', 'printer', 'category']),
    );
    expect((await userInfo(token)).dola_pass).toBe(true);
    expect((await userInfo(await api.signIn(owner, PASSWORD))).dola_pass).toBe(true);

    const again = await finish(token, submission());
    expect(again).toMatchObject({ status: 8, msgEn: "This merchant's setup is already finished." });
    expect(await written(companyId)).toEqual({ shops: 1, modes: 1, printers: 1, categories: 1 });
  });

  it('names a bad field after its record, and writes nothing of any record', async () => {
    const { companyId, owner } = await newMerchant(api, 'badfields');
    const token = await api.signIn(owner, PASSWORD);
    const bad = submission();
    bad.printer = { ...bad.printer, serialNumber: '', connection: 'lan', lanIp: '999.1.1.1' };
    bad.category = { name_en: 'No Chinese name' };
    const answer = await finish(token, bad);
    expect(answer.status).toBe(1);
    // The printer fails first: the category is never reached, and the shop written before is undone.
    expect(answer.errors?.map((error) => error.field)).toEqual(
      expect.arrayContaining(['printer.serialNumber']),
    );
    expect(answer.errors?.every((error) => error.field.startsWith('printer.'))).toBe(true);
    expect(await written(companyId)).toEqual({ shops: 0, modes: 0, printers: 0, categories: 0 });
    expect((await userInfo(token)).dola_pass).toBe(false);

    const unnamed = await finish(token, { ...submission(), category: { name_en: 'Mains' } });
    expect(unnamed.errors?.[0]).toMatchObject({ field: 'category.name' });
    const breaking = submission();
    const modes = (breaking.operationModes?.modes as { type: string; enable: boolean }[]).map((mode) =>
      mode.type === 'mainQr' ? { ...mode, enable: true } : mode,
    );
    const rule = await finish(token, { ...breaking, operationModes: { modes } });
    expect(rule.errors?.[0]).toMatchObject({ field: 'operationModes.modes' });
    expect(await written(companyId)).toEqual({ shops: 0, modes: 0, printers: 0, categories: 0 });
  });

  it('may leave the printer for later', async () => {
    const { companyId, owner } = await newMerchant(api, 'noprinter');
    const token = await api.signIn(owner, PASSWORD);
    const answer = await finish(token, { ...submission(), printer: null });
    expect(answer.status).toBe(0);
    expect(await written(companyId)).toEqual({ shops: 1, modes: 1, printers: 0, categories: 1 });
  });

  it('writes one setup when two submissions race', async () => {
    const { companyId, owner } = await newMerchant(api, 'race');
    const token = await api.signIn(owner, PASSWORD);
    const answers = await Promise.all([finish(token, submission()), finish(token, submission())]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([0, 8]);
    expect(await written(companyId)).toEqual({ shops: 1, modes: 1, printers: 1, categories: 1 });
  });

  it('is the owner’s alone: a merchant set up already, its store manager and the platform are refused', async () => {
    expect((await userInfo(await api.signIn('hk.owner'))).dola_pass).toBe(true);
    expect((await finish(await api.signIn('hk.owner'), submission())).status).toBe(8);
    expect((await finish(await api.signIn('hk.central'), submission())).status).toBe(3);
    expect((await finish(await api.signIn('admin'), submission())).status).toBe(3);
  });

  it('refuses a body that is not records, naming the field', async () => {
    const { owner } = await newMerchant(api, 'shape');
    const token = await api.signIn(owner, PASSWORD);
    const answer = await finish(token, { ...submission(), shop: 'a shop' });
    expect(answer.status).toBe(1);
    expect(answer.errors?.[0]).toMatchObject({ field: 'shop' });
    const missing = await finish(token, { shop: submission().shop });
    expect(missing.errors?.map((error) => error.field)).toEqual(
      expect.arrayContaining(['operationModes', 'printer', 'category']),
    );
  });
});
