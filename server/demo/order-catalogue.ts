// What the demo order generator knows of one shop: its hours, menu, payment methods, servers,
// tables, reasons, coupon codes and its company's members, with the ids its company's records
// really have, so every generated order passes the ingest's checks. Times are minutes after
// midnight; prices are cents.
import type { OperationKind, PaymentMethodKind } from '../../protocol/pos-order';
import type { Region } from '../../engine/schema';

export interface OpeningPeriod {
  /** 1 is Monday, 7 Sunday. */
  weekday: number;
  start: number;
  end: number;
}

export interface CatalogueItem {
  kind: 'dish' | 'combo';
  id: number;
  name: string;
  price: number;
  categoryId?: number;
  categoryName?: string;
  sceneIds: number[];
}

export interface CatalogueScene {
  id: number;
  validDays: number[];
  periods: { start: number; end: number }[];
}

export interface CataloguePaymentMethod {
  methodId: number;
  method: PaymentMethodKind;
}

export interface CatalogueReason {
  id: number;
  reason: string;
  appliesTo: OperationKind[];
}

export interface CatalogueMember {
  id: number;
  /** When he signed up (ms): no order names him before. */
  signedUpAt: number;
}

export interface ShopCatalogue {
  companyId: number;
  shopId: number;
  timeZone: string;
  /** hk: a 10% service charge on dine-in; us: sales tax, and tips on cards. */
  region: Region;
  openingHours: OpeningPeriod[];
  items: CatalogueItem[];
  scenes: CatalogueScene[];
  paymentMethods: CataloguePaymentMethod[];
  serverIds: number[];
  tables: string[];
  reasons: CatalogueReason[];
  couponCodes: string[];
  /** The company's active members, the earliest sign-up first; none: no order names a member. */
  members?: CatalogueMember[];
}

/** A shop with no opening hours of its own is taken as open 11:00-22:00 every day. */
export const DEFAULT_OPENING_HOURS: OpeningPeriod[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  start: 11 * 60,
  end: 22 * 60,
}));

/** The payment method record's `method` (schemas/payments/payment-method.json) as the POS names it. */
export const POS_METHOD_OF: Record<string, PaymentMethodKind> = {
  cash: 'cash',
  octopus: 'octopus',
  creditCard: 'creditCard',
  visa: 'creditCard',
  mastercard: 'creditCard',
  amex: 'creditCard',
  unionPay: 'creditCard',
  weChat: 'wechatPay',
  alipay: 'alipay',
  applePay: 'applePay',
  googlePay: 'googlePay',
  cheque: 'other',
  cardProvider: 'other',
};
