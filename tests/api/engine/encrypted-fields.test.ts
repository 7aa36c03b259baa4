// Encrypted fields (issue 12 item 1): a secret the server must read back is kept sealed, answered
// only as a mask, kept by a blank or masked edit, recorded in the audit trail only as changed, and
// stays readable through a key rotation. The database is read directly to prove no plain copy exists.
import type { ResourceSchema } from '../../../engine/schema/resource';
import { revealSecret } from '../../../engine/server/resources/secrets';
import { resealSecrets } from '../../../engine/server/secrets/reseal';
import { newKeyLine, parseKeyLines, SecretKeyring } from '../../../engine/server/secrets/secret-keyring';
import { describeOnEachDatabase, type ApiHarness, TEST_SECRET_KEYS } from '../support/api-harness';
import { schemasWith } from '../support/engine-test-schemas';
import { ENDPOINT_PATH, WEBHOOK_ENDPOINT } from '../support/sealed-resource';

const schemas = schemasWith(WEBHOOK_ENDPOINT);
const resource = schemas.resources.find((entry) => entry.name === 'webhookEndpoint') as ResourceSchema;
const SECRET = 'whsec_4f9Q2mZ7xK1pR8tW3vB6nC0dE5gH';
// The provider's prefix and the last four characters; the rest is dots.
const MASK = 'whsec_••••E5gH';

interface Endpoint {
  id: number;
  version: number;
  signingSecret?: string;
}

async function companyId(api: ApiHarness): Promise<number> {
  const { rows } = await api.db.query<{ id: number }>('SELECT min(id) AS id FROM res_company');
  return rows[0]?.id as number;
}

async function storedData(api: ApiHarness, id: number): Promise<Record<string, unknown>> {
  const { rows } = await api.db.query<{ data: Record<string, unknown> }>(
    'SELECT data FROM res_webhook_endpoint WHERE id = $1',
    [id],
  );
  return rows[0]?.data ?? {};
}

describeOnEachDatabase(
  'an encrypted field',
  (api) => {
    let id = 0;
    let version = 0;
    const create = (payload: object) => api.callAs<Endpoint>('admin', 'POST', ENDPOINT_PATH, payload);
    const modify = (payload: object) =>
      api.callAs<Endpoint>('admin', 'PUT', `${ENDPOINT_PATH}/modify`, { id, version, ...payload });
    const keyring = () => new SecretKeyring(parseKeyLines(TEST_SECRET_KEYS));

    it('is answered only as its mask, and stored sealed', async () => {
      const created = await create({
        name: 'Orders',
        signingSecret: SECRET,
        companyId: await companyId(api),
      });
      expect(created).toMatchObject({ status: 0, data: { signingSecret: MASK } });
      ({ id, version } = created.data);
      const listed = await api.callAs<Endpoint[]>('admin', 'PUT', ENDPOINT_PATH, {});
      expect(listed.data.find((record) => record.id === id)?.signingSecret).toBe(MASK);
      const row = JSON.stringify(await storedData(api, id));
      expect(row).not.toContain(SECRET);
      expect(row).not.toContain(SECRET.slice(6, 22));
      expect(revealSecret(keyring(), resource, await storedData(api, id), 'signingSecret')).toBe(SECRET);
    });

    it('keeps the stored secret when an edit leaves it blank or sends the mask back', async () => {
      for (const kept of ['', MASK]) {
        const saved = await modify({ name: `Orders ${kept.length}`, signingSecret: kept });
        expect(saved).toMatchObject({ status: 0, data: { signingSecret: MASK } });
        version = saved.data.version;
      }
      expect(revealSecret(keyring(), resource, await storedData(api, id), 'signingSecret')).toBe(SECRET);
    });

    it('refuses a masked value typed as a new secret, naming the field', async () => {
      const refused = await modify({ signingSecret: 'whsec_••••1234' });
      expect(refused.status).not.toBe(0);
      expect(refused.errors).toEqual([expect.objectContaining({ field: 'signingSecret' })]);
      expect(refused.errors?.[0]?.msgEn).toMatch(/masked value cannot be saved/);
    });

    it('records a change of the secret in the audit trail only as changed', async () => {
      const replaced = await modify({ signingSecret: 'whsec_ZZ99replacement7777Q' });
      expect(replaced).toMatchObject({ status: 0, data: { signingSecret: 'whsec_••••777Q' } });
      version = replaced.data.version;
      const { rows } = await api.db.query<{ action: string; changes: Record<string, unknown> }>(
        `SELECT action, changes FROM audit_log WHERE resource = 'webhookEndpoint' AND record_id = $1 ORDER BY id`,
        [id],
      );
      expect(rows.map((row) => row.changes.signingSecret)).toEqual([
        { changed: true },
        undefined,
        undefined,
        { changed: true },
      ]);
      expect(JSON.stringify(rows)).not.toMatch(/whsec_4f9Q|ZZ99replacement|v1\./);
    });

    it('stays readable through a key rotation, and only with a listed key', async () => {
      const before = await storedData(api, id);
      const fresh = newKeyLine();
      const rotated = new SecretKeyring(parseKeyLines(`${fresh},${TEST_SECRET_KEYS}`));
      const report = await resealSecrets(api.db, schemas.resources, rotated);
      expect(report.resealed.webhookEndpoint).toBeGreaterThanOrEqual(1);
      const after = await storedData(api, id);
      expect(after).toMatchObject({ signingSecret: { mask: 'whsec_••••777Q' } });
      expect(SecretKeyring.keyIdOf((after.signingSecret as { sealed: string }).sealed)).toBe(
        rotated.currentId,
      );
      // The new key alone opens it, so the old one may leave SECRET_KEYS; the old alone no longer does.
      const newOnly = new SecretKeyring(parseKeyLines(fresh));
      expect(revealSecret(newOnly, resource, after, 'signingSecret')).toBe('whsec_ZZ99replacement7777Q');
      expect(() => revealSecret(keyring(), resource, after, 'signingSecret')).toThrow(/no longer lists/);
      expect(revealSecret(keyring(), resource, before, 'signingSecret')).toBe('whsec_ZZ99replacement7777Q');
      // Run again, nothing is left to re-seal.
      expect((await resealSecrets(api.db, schemas.resources, rotated)).resealed.webhookEndpoint).toBe(0);
    });
  },
  { schemas },
);
