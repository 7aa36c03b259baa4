// What the sales records page asks (PUT /pro-api/sales/record): a range of the restaurants' days,
// one shop or all, an order type, and a ticket, order number or POS order id to find.
import type { OrderType } from '../../../protocol/pos-order';

export interface SalesRecordQuery {
  from: string;
  to: string;
  shopIds?: number[];
  type?: OrderType;
  search?: string;
}
