// Write hooks (issue 10 item 6): a resource's server code runs before and after its create, modify,
// delete and state actions, inside the write's transaction. A before-hook refuses by throwing; what
// an after-hook writes commits or rolls back with the write. The product's own user: a new merchant
// comes with its owner's permission type.
import { Status } from '../../../engine/protocol/status';
import { BusinessError } from '../../../engine/server/business-error';
import { systemActor } from '../../../engine/server/resources/actor';
import { ResourceService } from '../../../engine/server/resources/resource-service';
import type { ResourceSchema } from '../../../engine/schema/resource';
import type { WriteHooks } from '../../../engine/server/resources/write-hooks';
import { PERMISSION_TYPE_NAMES } from '../../../server/accounts/role-privileges';
import { describeOnEachDatabase, type ApiHarness } from '../support/api-harness';
import { validFixtures } from '../support/resource-fixtures';
import { demoTenants, type DemoTenants } from '../support/tenants';

const ADMIN = systemActor('hk');

describeOnEachDatabase('write hooks', (api: ApiHarness) => {
  let tenants: DemoTenants;
  const calls: string[] = [];
  let refuse = '';
  let service: ResourceService;
  const resource = (name: string) => api.schemas.byName.get(name) as ResourceSchema;

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    const scene = resource('scene');
    const hooks: Record<string, WriteHooks> = {
      label: {
        async beforeCreate(_context, value) {
          calls.push(`beforeCreate ${String(value.name)}`);
          if (refuse === 'create') throw new BusinessError(Status.forbidden);
        },
        async afterCreate({ tx, actor, service: inner }, record) {
          calls.push(`afterCreate ${record.id}`);
          // A write of another resource, in the same transaction.
          await inner.createWithin(tx, scene, actor, {
            ...validFixtures('scene')[0]?.record,
            name: `for label ${record.id}`,
            companyId: record.companyId,
          });
          if (refuse === 'afterCreate') throw new BusinessError(Status.forbidden);
        },
        async beforeModify(_context, value, before) {
          calls.push(`beforeModify ${String(before.name)} → ${String(value.name)}`);
        },
        async afterModify(_context, record) {
          calls.push(`afterModify v${record.version}`);
        },
        async beforeDelete(_context, records) {
          calls.push(`beforeDelete ${records.map((record) => record.id).join(',')}`);
        },
        async afterDelete(_context, records) {
          calls.push(`afterDelete ${records.length}`);
        },
      },
      company: {
        async beforeAction(_context, action, value, before) {
          calls.push(`beforeAction ${action} ${String(before.status)} → ${String(value.status)}`);
        },
        async afterAction(_context, action, record) {
          calls.push(`afterAction ${action} ${String(record.status)}`);
        },
      },
    };
    service = new ResourceService(api.db, api.schemas, { hooks: new Map(Object.entries(hooks)) });
  });

  beforeEach(() => {
    calls.length = 0;
    refuse = '';
  });

  const label = (name: string) => ({ ...validFixtures('label')[0]?.record, name, companyId: tenants.hk });
  const scenesNamed = async (name: string) =>
    (await api.db.query(`SELECT id FROM res_scene WHERE data->>'name' = $1 AND deleted_at IS NULL`, [name]))
      .rows.length;

  it('runs around create, modify and delete, and an after-hook writes in the same transaction', async () => {
    const made = await service.create(resource('label'), ADMIN, label('Hooked'));
    expect(await scenesNamed(`for label ${made.id}`)).toBe(1);
    const changed = await service.modify(resource('label'), ADMIN, { ...made, name: 'Renamed' });
    await service.remove(resource('label'), ADMIN, { id: made.id });
    expect(calls).toEqual([
      'beforeCreate Hooked',
      `afterCreate ${made.id}`,
      'beforeModify Hooked → Renamed',
      `afterModify v${changed.version}`,
      `beforeDelete ${made.id}`,
      'afterDelete 1',
    ]);
  });

  it('lets a before-hook refuse, and rolls an after-hook back with the write it belongs to', async () => {
    refuse = 'create';
    await expect(service.create(resource('label'), ADMIN, label('Refused'))).rejects.toMatchObject({
      entry: Status.forbidden,
    });
    refuse = 'afterCreate';
    const before = (await api.db.query(`SELECT count(*)::int AS n FROM res_scene`)).rows[0];
    await expect(service.create(resource('label'), ADMIN, label('Rolled back'))).rejects.toMatchObject({
      entry: Status.forbidden,
    });
    expect((await api.db.query(`SELECT count(*)::int AS n FROM res_scene`)).rows[0]).toEqual(before);
    const labels = await api.db.query(
      `SELECT 1 FROM res_label WHERE data->>'name' IN ('Refused', 'Rolled back')`,
    );
    expect(labels.rows).toHaveLength(0);
  });

  it('runs around a state action with the state before and after', async () => {
    const merchant = (
      await api.db.query<{ id: number }>(
        `SELECT id FROM res_company WHERE data->>'status' = 'approved' LIMIT 1`,
      )
    ).rows[0] as { id: number };
    const companies = resource('company');
    const machine = companies.stateMachine;
    if (!machine) throw new Error('the company resource has a state machine');
    await api.db.query(`UPDATE res_company SET data = data || '{"status":"pending"}' WHERE id = $1`, [
      merchant.id,
    ]);
    await service.transition(companies, 'approve', machine.actions.approve as never, ADMIN, {
      id: merchant.id,
    });
    expect(calls).toEqual(['beforeAction approve pending → approved', 'afterAction approve approved']);
  });

  it('gives a merchant created by the platform its owner permission type, in the same write', async () => {
    const made = await api.callAs<{ id: number }>('admin', 'POST', '/company', {
      ...validFixtures('company')[0]?.record,
      name: 'Hooked Noodle Bar',
      name_en: 'Hooked Noodle Bar',
      subdomain: 'hooked-noodles',
      email: 'owner@hooked.example',
    });
    expect(made.status).toBe(0);
    const types = await api.callAs<{ name: string; privilegeList: string[] }[]>(
      'admin',
      'PUT',
      '/privilege/mapping',
      {
        companyId: made.data.id,
      },
    );
    expect(types.data.map((type) => type.name)).toEqual([PERMISSION_TYPE_NAMES.companyManager]);
    expect(types.data[0]?.privilegeList.length).toBeGreaterThan(10);
  });
});
