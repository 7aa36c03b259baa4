// Each demo company's payment methods, written through the resource engine like the demo menu, so
// they meet the rules a form's save meets (three preferred at most): a fresh start shows the list
// filled, the cashier's three favourites first.
import type { CheckedSchemas } from '../../engine/schema';
import { systemActor } from '../../engine/server';
import type { Database, Queryable } from '../../engine/server';
import { demoService } from './demo-service';

const DEMO_PAYMENT_METHODS = [
  { name: '現金', name_en: 'Cash', method: 'cash', preferred: true, showOrder: 1 },
  { name: '八達通', name_en: 'Octopus', method: 'octopus', preferred: true, showOrder: 2 },
  { name: '信用卡', name_en: 'Credit card', method: 'creditCard', preferred: true, showOrder: 3 },
  { name: '微信支付', name_en: 'WeChat Pay', method: 'weChat', preferred: false, showOrder: 4 },
  { name: '支付寶', name_en: 'Alipay', method: 'alipay', preferred: false, showOrder: 5 },
] as const;

export async function seedPayments(
  db: Database,
  tx: Queryable,
  schemas: CheckedSchemas,
  companyIds: Map<string, number>,
): Promise<void> {
  const service = demoService(db, schemas);
  const resource = schemas.byName.get('paymentMethod');
  if (!resource) throw new Error('demo payments: no resource paymentMethod');
  for (const companyId of companyIds.values())
    for (const method of DEMO_PAYMENT_METHODS)
      await service.createWithin(tx, resource, systemActor('hk'), { ...method, companyId });
}
