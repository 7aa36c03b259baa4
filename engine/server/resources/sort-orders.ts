// The drag-to-sort dialog's save (`PUT {endpoint}/sort`, business spec §5): a list of records and
// their new order values, read and checked before any record is touched.
import { INTEGER_RANGE } from '../../protocol/constants';
import type { ResourceSchema } from '../../schema/resource';
import { invalid, rowIdOf, wholeNumber } from './request-params';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `orders` a body sends: at least one, each a record's `id` and its new whole-number `showOrder`. */
export function sortOrdersOf(
  resource: ResourceSchema,
  field: string,
  body: Record<string, unknown>,
): { id: number; order: number }[] {
  const orders = body.orders;
  if (!Array.isArray(orders) || orders.length === 0 || !orders.every(isObject))
    throw invalid([{ field: 'orders', key: 'validation:required', label: 'fields:orders' }]);
  return orders.map((order) => ({
    id: rowIdOf(order),
    order: wholeNumber(
      field,
      order.showOrder,
      INTEGER_RANGE.min,
      INTEGER_RANGE.max,
      resource.fields[field]?.title,
    ),
  }));
}
