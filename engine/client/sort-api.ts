// The drag-to-sort dialog's save (docs/api.md "Sort"): every record's new order value in one call.
import type { ResourceSchema } from '../schema/resource';
import { api } from './http';
import type { ShowOrder } from './sort-order';

export async function saveShowOrders(resource: ResourceSchema, orders: ShowOrder[]): Promise<void> {
  // The dialog shows a failure itself and stays open.
  await api.put(`${resource.endpoint}/sort`, { orders }, { notify: false });
}
