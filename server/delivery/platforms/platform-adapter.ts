// What the delivery module asks of a delivery platform (issue 27), whichever one is behind it: each
// adapter (deliveroo-api.ts, foodpanda-api.ts, keeta-api.ts) speaks its platform's published API and
// answers in these terms. Nothing here throws for a platform's answer: every call ends in an outcome
// an operator can read (what went wrong, in plain words, and whether trying again later helps), so a
// push always ends in a known state (odoo/documentation#17452: silent failures when a token expired).
import type { IncomingHttpHeaders } from 'node:http';

export const PLATFORMS = ['foodpanda', 'deliveroo', 'keeta'] as const;
export type PlatformName = (typeof PLATFORMS)[number];

/**
 * Why a call failed. `credentials`: the platform refused who we are (a wrong secret, a revoked
 * client); `rateLimited`: too many calls, try after `retryAfterMs`; `rejected`: the platform refused
 * what we sent, `detail` its own words; `unreachable`: no answer (network, timeout, 5xx), try later;
 * `unconfirmed`: the request left and no answer came, so it may have been applied.
 */
export type FailureKind = 'credentials' | 'rateLimited' | 'rejected' | 'unreachable' | 'unconfirmed';

export interface PlatformFailure {
  ok: false;
  kind: FailureKind;
  /** The platform's own reason (its error code and message), kept for the operator. */
  detail: string;
  /** When trying again may help: after this many milliseconds. */
  retryAfterMs?: number;
}

export type Outcome<T> = ({ ok: true } & T) | PlatformFailure;

/** A price in the region's minor unit (HK cents). */
export type Cents = number;

/** A choice within a modifier group or a combo's slot: an added price, or none. */
export interface MenuOption {
  id: string;
  name: string;
  addedPrice: Cents;
}

/** A set of options a guest picks from (a dish's details, a combo's slot). */
export interface MenuOptionGroup {
  id: string;
  name: string;
  min: number;
  max: number;
  options: MenuOption[];
}

/** A dish or a combo as a platform offers it. Ids are ours (`dish:12`, `combo:3`), sent as the platform's external id. */
export interface MenuItem {
  id: string;
  name: string;
  description?: string;
  /** The delivery price, and the pick-up price where it differs. */
  price: Cents;
  pickupPrice?: Cents;
  /** An absolute https URL of the picture. */
  imageUrl?: string;
  available: boolean;
  kitchenAlias?: string;
  keywords?: string[];
  dairyFree: boolean;
  glutenFree: boolean;
  vegan: boolean;
  vegetarian: boolean;
  containsAlcohol: boolean;
  optionGroups: MenuOptionGroup[];
}

export interface MenuCategory {
  id: string;
  name: string;
  /** Its items' ids, in display order. */
  itemIds: string[];
}

/** One platform menu of one shop, in display order, as the sync renders it from our own menu. */
export interface PlatformMenu {
  id: string;
  name: string;
  description?: string;
  /** The operation language the shop chose: the language the names are sent in. */
  language: 'zh' | 'en';
  currency: 'HKD';
  /** ISO weekdays (1 Monday … 7 Sunday) and the daily hours (HH:MM, 24 h) the menu is served. */
  days: number[];
  opens: string;
  closes: string;
  categories: MenuCategory[];
  items: MenuItem[];
}

/**
 * A menu handed to the platform: `live` when its answer says so at once; `pending` when the result
 * comes later (Deliveroo's menu webhook, foodpanda's catalogue callback), matched by `reference`.
 */
export type PushAnswer = Outcome<{ state: 'live' | 'pending'; reference: string }>;

/** A menu push's result, arrived on a webhook or a callback. */
export interface MenuResult {
  reference: string;
  state: 'live' | 'failed';
  /** The platform's reasons, when it failed or took the menu with errors. */
  detail?: string;
}

export interface PlatformOrderLine {
  /** Our item id as we sent it (`dish:12`), else the platform's own. */
  itemId: string;
  name: string;
  quantity: number;
  unitPrice: Cents;
  options: { itemId: string; name: string; quantity: number; unitPrice: Cents }[];
  note?: string;
}

/** An order the platform sent, in our terms, with what the ingest needs to book it once. */
export interface PlatformOrder {
  platform: PlatformName;
  /** The platform's own order id: the ingest's idempotency key. */
  orderId: string;
  /** The number the rider and the kitchen call it by. */
  displayId: string;
  /** The platform's store id, which names our shop through its settings. */
  storeId: string;
  placedAt: string;
  fulfilment: 'delivery' | 'pickup';
  lines: PlatformOrderLine[];
  subtotal: Cents;
  discount: Cents;
  deliveryFee: Cents;
  total: Cents;
  note?: string;
  /** Cancelled by the platform or the guest after it was placed. */
  cancelled: boolean;
}

/** What arrived on a platform's webhook, once its signature held. */
export type WebhookEvent =
  | { kind: 'order'; order: PlatformOrder }
  /** Only the order's id came (Keeta): the order is read with `fetchOrder`. */
  | { kind: 'orderEvent'; orderId: string; storeId: string; event: string }
  | { kind: 'menuResult'; result: MenuResult }
  | { kind: 'ignored'; reason: string };

/** A request as our route received it: the raw bytes are what was signed. */
export interface ReceivedWebhook {
  /** The absolute URL the platform called, as it was told it. */
  url: string;
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
}

/** A cached access token, kept between calls and app servers (delivery-tokens.ts). */
export interface AccessToken {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  refreshToken?: string;
}

/** Where an adapter keeps its access token: the adapter refreshes it before `expiresAt`. */
export interface TokenStore {
  read(): Promise<AccessToken | undefined>;
  write(token: AccessToken): Promise<void>;
}

export interface PlatformAdapter {
  readonly platform: PlatformName;
  /** Signs in (a fresh token) and reads the store: what is wrong, in the platform's words, or ok. */
  testConnection(): Promise<Outcome<{ store: string }>>;
  /** Replaces the store's menu on the platform with `menu`. */
  pushMenu(menu: PlatformMenu): Promise<PushAnswer>;
  /** Whether the webhook was signed with this store's secret, as the platform signs. */
  verifyWebhook(received: ReceivedWebhook): boolean;
  /** What a verified webhook says. */
  readWebhook(received: ReceivedWebhook): WebhookEvent;
  /** The order itself, where the webhook carries only its id. */
  fetchOrder(orderId: string): Promise<Outcome<{ order: PlatformOrder }>>;
  /** Tells the platform the order is accepted (booked in our books). */
  acceptOrder(order: PlatformOrder): Promise<Outcome<object>>;
}
