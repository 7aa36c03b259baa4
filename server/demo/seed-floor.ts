// What a restaurant's floor needs before it takes orders: its servers (waiter accounts under a
// permission type of their own), each shop's dining hall with its tables, and the company's order
// operation reasons. Written through the resource engine, as a form's save would write them, for
// the demo orders to name (seed-demo-orders.ts, the demo:orders command).
import type { CheckedSchemas } from '../../engine/schema';
import { systemActor } from '../../engine/server';
import type { Database, Queryable } from '../../engine/server';
import type { OperationKind } from '../../protocol/pos-order';
import { demoService } from './demo-service';

const SERVER_PERMISSION_TYPE = { name: '服務員 Server', privilegeList: ['dishes'] };

const SERVER_NAMES = ['陳家明', '林嘉欣', '何志偉', '黃淑儀', '李俊傑', '張雅婷', '吳國輝', '梁美華'];
const SERVERS_PER_SHOP = 3;

const DINING_HALL = {
  name: '大堂',
  name_en: 'Dining hall',
  tables: [
    ...Array.from({ length: 8 }, (_, n) => ({ name: `A${n + 1}`, maxPeople: 4 })),
    ...Array.from({ length: 4 }, (_, n) => ({ name: `B${n + 1}`, maxPeople: 6 })),
  ],
};

const REASONS: { reason: string; reason_en: string; appliesTo: OperationKind[] }[] = [
  {
    reason: '客人取消',
    reason_en: 'Customer cancelled',
    appliesTo: ['deleteDish', 'deleteOrder', 'cancelTable'],
  },
  {
    reason: '落錯單',
    reason_en: 'Entered by mistake',
    appliesTo: ['deleteDish', 'deleteOrder', 'alterDish'],
  },
  { reason: '客人要求改菜', reason_en: 'Customer changed the dish', appliesTo: ['alterDish'] },
  { reason: '食物質素問題', reason_en: 'Food quality complaint', appliesTo: ['refundPayment', 'deleteDish'] },
  { reason: '收錯款', reason_en: 'Charged wrongly', appliesTo: ['refundPayment'] },
];

/** A server's four-digit key (the waiter schema's rule) however many shops a company has: 1001 to 9999, then round again. */
export const employeeKeyOf = (serial: number): string => String(1001 + (serial % 8999));

/** Seeds the floor of `companyId`'s `shopIds` within `tx`, and the company's reasons once. */
export async function seedFloor(
  db: Database,
  tx: Queryable,
  schemas: CheckedSchemas,
  companyId: number,
  shopIds: readonly number[],
): Promise<void> {
  const service = demoService(db, schemas);
  const create = async (resourceName: string, record: Record<string, unknown>): Promise<number> => {
    const resource = schemas.byName.get(resourceName);
    if (!resource) throw new Error(`demo floor: no resource ${resourceName}`);
    return (await service.createWithin(tx, resource, systemActor('hk'), { ...record, companyId })).id;
  };
  // A company given more shops later already has its reasons and its servers' permission type.
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM res_privilege_mapping WHERE company_id = $1 AND data->>'name' = $2 AND deleted_at IS NULL`,
    [companyId, SERVER_PERMISSION_TYPE.name],
  );
  let permissionType = rows[0]?.id;
  if (permissionType === undefined) {
    for (const [showOrder, reason] of REASONS.entries())
      await create('orderOperationReason', { ...reason, showOrder: showOrder + 1 });
    permissionType = await create('privilegeMapping', SERVER_PERMISSION_TYPE);
  }
  for (const [n, shopId] of shopIds.entries()) {
    await create('tableArea', { ...DINING_HALL, shopId });
    for (let k = 0; k < SERVERS_PER_SHOP; k++)
      await create('waiter', {
        name: SERVER_NAMES[(n * SERVERS_PER_SHOP + k) % SERVER_NAMES.length],
        accountType: 'waiter',
        employeeKey: employeeKeyOf(n * SERVERS_PER_SHOP + k),
        showOrder: k + 1,
        shopPrivilegeList: [shopId],
        privilegeMappingId: permissionType,
      });
  }
}
