// Realistic demo orders for one shop and one business day, the same on every run (seeded): orders
// fall in the shop's opening hours with lunch and dinner peaks and busier weekends, sell the
// company's own dishes and combos, now and then an open-price custom item keyed in at the till,
// name one of its members three times in ten, and add up exactly as the ingest checks them
// (integer cents).
import type { PosFeedback } from '../../protocol/pos-feedback';
import type {
  OperationKind,
  OrderType,
  PosClockEvent,
  PosOperation,
  PosOrder,
  PosOrderLine,
  PosPayment,
} from '../../protocol/pos-order';
import { feedbackOfDay } from './feedback-generator';
import type { Region } from '../../engine/schema';
import type {
  CatalogueItem,
  CatalogueMember,
  CatalogueReason,
  OpeningPeriod,
  ShopCatalogue,
} from './order-catalogue';
import { hashSeed, SeededRandom } from './seeded-random';
import { clockEventsOf, onShiftAt, planShifts, type PlannedShift } from './shift-generator';
import { weekdayOf, zonedInstant, zonedIso } from '../../protocol/zoned-time';

export interface GeneratorOptions {
  /** Tells one generated history from another; part of every order id. */
  seed: string;
  /** Orders on an ordinary weekday with the shop open all day; weekends sell more. */
  ordersPerDay: number;
  /** Nothing opens after this instant (ms); an order still going on then stays open. */
  now?: number;
}

export interface ShopDay {
  orders: PosOrder[];
  clockEvents: PosClockEvent[];
  feedback: PosFeedback[];
}

const MINUTE = 60_000;

/** How busy each hour of the day is: breakfast, the lunch peak, a quiet afternoon, the dinner peak. */
const HOUR_WEIGHTS = [
  1, 0.5, 0.3, 0.2, 0.2, 0.3, 1, 3, 5, 5, 4, 7, 12, 11, 6, 2.5, 2.5, 4, 8, 11, 9, 5, 2, 1,
] as const;
/** The hours of a usual café day (07:00-22:00), against which `ordersPerDay` is set. */
const FULL_DAY_WEIGHT = HOUR_WEIGHTS.slice(7, 22).reduce((sum, weight) => sum + weight, 0);
/** Monday to Sunday. */
const WEEKDAY_FACTORS = [0.9, 0.92, 0.95, 1, 1.12, 1.32, 1.25] as const;

const ORDER_TYPES: readonly (readonly [OrderType, number])[] = [
  ['dineIn', 70],
  ['takeAway', 20],
  ['deliveryPlatform', 10],
];
const GUESTS: readonly (readonly [number, number])[] = [
  [1, 30],
  [2, 35],
  [3, 14],
  [4, 14],
  [5, 4],
  [6, 3],
];
/** How a Hong Kong café's customers pay, by the POS's kind of method. */
const METHOD_WEIGHTS: Record<string, number> = {
  cash: 30,
  octopus: 25,
  creditCard: 25,
  wechatPay: 8,
  alipay: 7,
  applePay: 5,
  googlePay: 3,
};
const TIP_RATES = [0, 15, 18, 20] as const;
const DISCOUNT_RATES = [5, 10, 15, 20] as const;
const COUPON_DISCOUNTS = [1000, 2000, 3000] as const;
const HK_SERVICE_CHARGE = 0.1;
const US_SALES_TAX = 0.08875;
const PACKING_FEE = 200;

/**
 * Custom (open-price) items a till keys in by name and price, outside the menu (the custom orders
 * report, business §2 items/custom_order): a charge for a guest's own wine or cake, an extra
 * portion, a dish made to order. Each with its price range in cents, drawn in whole dollars, and
 * how often it comes up against the others; named in the region's words, as its menu is.
 */
interface CustomItem {
  name: Record<Region, string>;
  cents: readonly [number, number];
  weight: number;
}
const CUSTOM_ITEMS: readonly CustomItem[] = [
  { name: { hk: '加料', us: 'Extra portion' }, cents: [500, 1200], weight: 40 },
  { name: { hk: '自選餐', us: 'Made to order' }, cents: [4000, 9800], weight: 25 },
  { name: { hk: '是日特價', us: 'Daily special' }, cents: [3800, 6800], weight: 20 },
  { name: { hk: '切餅費', us: 'Cake cutting' }, cents: [3000, 8000], weight: 10 },
  { name: { hk: '開瓶費', us: 'Corkage' }, cents: [8000, 15000], weight: 5 },
];
const CUSTOM_WEIGHTS = CUSTOM_ITEMS.map((item) => [item, item.weight] as const);
/** The share of orders with a custom line: the till's open item is the exception, not the rule. */
const CUSTOM_LINE_RATE = 0.04;
/** The share of orders whose guest shows his membership at the till. */
const MEMBER_ORDER_RATE = 0.3;
/**
 * How much the longest-standing members come back: a member is drawn at the square of a uniform
 * draw along the sign-ups, so the earliest tenth of them place about a third of the members' orders.
 */
const REGULARS_SKEW = 2;

/** A stretch of open time within one hour, weighted by how busy that hour is. */
interface OpenSlot {
  start: number;
  end: number;
  /** Where the opening period this slot belongs to ends: an order closes by then. */
  closes: number;
  weight: number;
}

function openSlots(periods: readonly OpeningPeriod[]): OpenSlot[] {
  const slots: OpenSlot[] = [];
  for (const period of periods)
    for (let hour = Math.floor(period.start / 60); hour * 60 < period.end; hour++) {
      const start = Math.max(period.start, hour * 60);
      // An order opens at least a minute before closing time, so it can close within the hours.
      const end = Math.min(period.end - 1, (hour + 1) * 60);
      if (end > start)
        slots.push({
          start,
          end,
          closes: period.end,
          weight: ((HOUR_WEIGHTS[hour] ?? 0) * (end - start)) / 60,
        });
    }
  return slots;
}

const percentOf = (amount: number, rate: number): number => Math.round((amount * rate) / 100);

class DayGenerator {
  private readonly random: SeededRandom;
  private readonly weekday: number;
  private readonly onDuty: number[];
  /** Streams of their own: drawing a custom item or a member leaves the day's other draws as they were. */
  private readonly custom: SeededRandom;
  private readonly member: SeededRandom;
  private shifts: PlannedShift[] = [];

  constructor(
    private readonly shop: ShopCatalogue,
    private readonly date: string,
    private readonly options: GeneratorOptions,
  ) {
    this.random = new SeededRandom(hashSeed(`${options.seed}|${shop.shopId}|${date}`));
    this.weekday = weekdayOf(date);
    // With several servers each takes one weekday off in turn.
    this.onDuty =
      shop.serverIds.length > 1
        ? shop.serverIds.filter((_, index) => (index % 7) + 1 !== this.weekday)
        : shop.serverIds;
    this.custom = this.stream('custom');
    this.member = this.stream('member');
  }

  generate(): ShopDay {
    const periods = this.shop.openingHours.filter((period) => period.weekday === this.weekday);
    const slots = openSlots(periods);
    if (slots.length === 0) return { orders: [], clockEvents: [], feedback: [] };
    this.shifts = planShifts(periods, this.onDuty, this.weekday);
    const openWeight = slots.reduce((sum, slot) => sum + slot.weight, 0);
    const expected =
      (this.options.ordersPerDay * (WEEKDAY_FACTORS[this.weekday - 1] ?? 1) * openWeight) / FULL_DAY_WEIGHT;
    const count = Math.round(expected * (0.9 + this.random.next() * 0.2));
    const weightedSlots = slots.map((slot) => [slot, slot.weight] as const);
    const openings = Array.from({ length: count }, () => {
      const slot = this.random.weighted(weightedSlots);
      return { minute: slot.start + this.random.next() * (slot.end - slot.start), closes: slot.closes };
    }).sort((a, b) => a.minute - b.minute);
    const orders: PosOrder[] = [];
    for (const [index, opening] of openings.entries()) {
      const openedAt = this.instant(opening.minute);
      if (this.options.now !== undefined && openedAt > this.options.now) break;
      orders.push(this.order(index + 1, opening.minute, opening.closes));
    }
    return { orders, clockEvents: this.clockEvents(), feedback: this.feedback(orders) };
  }

  /** A stream of its own for each part of the day, so the orders stay the same whatever else is drawn. */
  private stream(part: string): SeededRandom {
    return new SeededRandom(hashSeed(`${this.options.seed}|${this.shop.shopId}|${this.date}|${part}`));
  }

  private clockEvents(): PosClockEvent[] {
    return clockEventsOf(this.shifts, {
      idPrefix: `${this.options.seed}:${this.shop.shopId}:${this.date}`,
      random: this.stream('clock'),
      instant: (minute) => this.instant(minute),
      iso: (instant) => this.iso(instant),
      now: this.options.now,
    });
  }

  private feedback(orders: readonly PosOrder[]): PosFeedback[] {
    return feedbackOfDay(orders, {
      random: this.stream('feedback'),
      region: this.shop.region,
      iso: (instant) => this.iso(instant),
      now: this.options.now,
    });
  }

  private instant(minute: number): number {
    // Whole seconds, as a POS stamps them.
    return Math.floor(zonedInstant(this.date, minute, this.shop.timeZone) / 1000) * 1000;
  }

  private iso(instant: number): string {
    return zonedIso(instant, this.shop.timeZone);
  }

  private order(seq: number, openMinute: number, closes: number): PosOrder {
    const { random, shop } = this;
    const type = random.weighted(ORDER_TYPES);
    const guests = type === 'dineIn' ? random.weighted(GUESTS) : 1;
    const stay = type === 'dineIn' ? random.int(20, 75) : random.int(3, 15);
    const closeMinute = Math.min(closes, openMinute + stay + random.next());
    const openedAt = this.instant(openMinute);
    const closedAt = Math.max(openedAt + 1000, this.instant(closeMinute));
    const memberId = this.memberAt(openedAt);
    const now = this.options.now;
    const stillOpen = now !== undefined && closedAt > now;
    // An order still going on is known as it stands now: nothing of it happened later.
    const lastKnown = stillOpen ? Math.floor(now / 1000) * 1000 : closedAt;
    const sceneId = this.sceneAt(openMinute);
    // The order's server is one of those on shift when it opened.
    const onShift = onShiftAt(this.shifts, openMinute);
    const serverId = type === 'dineIn' && onShift.length > 0 ? random.pick(onShift) : undefined;
    const lines = this.lines(type, guests, sceneId);
    const operations: PosOperation[] = [];
    const during = () => this.iso(openedAt + Math.floor(random.next() * (lastKnown - openedAt)));
    const operation = (kind: OperationKind, reason: CatalogueReason, at: string): void => {
      operations.push({
        kind,
        reasonId: reason.id,
        reason: reason.reason,
        at,
        ...(serverId ? { serverId } : {}),
      });
    };

    const deleteDish = lines.length > 1 ? this.reasonFor('deleteDish', 0.03) : undefined;
    const deletedLine = deleteDish ? lines[random.int(0, lines.length - 1)] : undefined;
    if (deleteDish && deletedLine) {
      deletedLine.deleted = { reasonId: deleteDish.id, reason: deleteDish.reason };
      operation('deleteDish', deleteDish, during());
    }
    // Added once the deleted dish is drawn, so the day's other draws stay as they were.
    const custom = this.customLine();
    if (custom) lines.push(custom);
    const alterDish = this.reasonFor('alterDish', 0.02);
    if (alterDish) operation('alterDish', alterDish, during());
    const cancelTable = type === 'dineIn' ? this.reasonFor('cancelTable', 0.005) : undefined;
    if (cancelTable) operation('cancelTable', cancelTable, during());

    const subtotal = lines.reduce((sum, line) => sum + (line.deleted ? 0 : line.amount), 0);
    const coupon =
      shop.couponCodes.length > 0 && random.chance(0.04) ? random.pick(shop.couponCodes) : undefined;
    const discount = coupon
      ? Math.min(subtotal, random.pick(COUPON_DISCOUNTS))
      : random.chance(0.06)
        ? percentOf(subtotal, random.pick(DISCOUNT_RATES))
        : 0;
    const net = subtotal - discount;
    const hk = shop.region === 'hk';
    const serviceCharge = hk && type === 'dineIn' ? Math.round(net * HK_SERVICE_CHARGE) : 0;
    const salesTax = hk ? 0 : Math.round(net * US_SALES_TAX);
    const tips = !hk && type === 'dineIn' ? percentOf(net, random.pick(TIP_RATES)) : 0;
    const packingFee = type === 'dineIn' ? 0 : PACKING_FEE;
    const total = net + serviceCharge + packingFee + salesTax + tips;

    const deleteOrder = stillOpen ? undefined : this.reasonFor('deleteOrder', 0.005);
    const deleted = deleteOrder !== undefined;
    if (deleteOrder) operation('deleteOrder', deleteOrder, this.iso(closedAt));
    const payments = stillOpen || deleted ? [] : this.payments(type, total, tips > 0);
    const refunded = payments.length > 0 ? this.reasonFor('refundPayment', 0.01) : undefined;
    const refundOf = refunded ? payments[0] : undefined;
    if (refunded && refundOf && refundOf.amount > 0) {
      const amount = random.chance(0.3) ? refundOf.amount : random.int(1, refundOf.amount);
      refundOf.refund = { amount, reasonId: refunded.id, reason: refunded.reason };
      operation('refundPayment', refunded, this.iso(closedAt));
    }

    const day = this.date.replaceAll('-', '');
    const ticket = String(seq).padStart(4, '0');
    return {
      orderId: `${this.options.seed}:${shop.shopId}:${this.date}:${seq}`,
      ticketNumber: ticket,
      orderNo: `${day}${ticket}`,
      ...(type === 'dineIn' && shop.tables.length > 0 ? { table: random.pick(shop.tables) } : {}),
      guests,
      type,
      ...(sceneId === undefined ? {} : { sceneId }),
      openedAt: this.iso(openedAt),
      ...(stillOpen ? {} : { closedAt: this.iso(closedAt) }),
      ...(deleted ? { deleted } : {}),
      ...(serverId === undefined ? {} : { serverId }),
      ...(memberId === undefined ? {} : { memberId }),
      subtotal,
      discount,
      serviceCharge,
      packingFee,
      tips,
      salesTax,
      total,
      ...(coupon ? { couponCode: coupon } : {}),
      ...(type === 'takeAway' && random.chance(0.3) ? { pickupAt: this.iso(openedAt + 20 * MINUTE) } : {}),
      updatedAt: this.iso(lastKnown),
      lines,
      payments,
      operations,
    };
  }

  /** The company's reason for `kind`, drawn with `probability`: none when it keeps no such reason. */
  private reasonFor(kind: OperationKind, probability = 1): CatalogueReason | undefined {
    const reasons = this.shop.reasons.filter((reason) => reason.appliesTo.includes(kind));
    if (reasons.length === 0 || !this.random.chance(probability)) return undefined;
    return this.random.pick(reasons);
  }

  private sceneAt(minute: number): number | undefined {
    return this.shop.scenes.find(
      (scene) =>
        scene.validDays.includes(this.weekday) &&
        scene.periods.some((period) => period.start <= minute && minute < period.end),
    )?.id;
  }

  private lines(type: OrderType, guests: number, sceneId: number | undefined): PosOrderLine[] {
    const { random } = this;
    const onMenu = this.shop.items.filter((item) => sceneId === undefined || item.sceneIds.includes(sceneId));
    const items: readonly CatalogueItem[] = onMenu.length > 0 ? onMenu : this.shop.items;
    const count = type === 'dineIn' ? Math.min(8, guests + random.int(0, 2)) : random.int(1, 3);
    return Array.from({ length: count }, () => {
      const item = random.pick(items);
      const quantity = random.chance(0.15) ? 2 : 1;
      return {
        kind: item.kind,
        itemId: item.id,
        name: item.name,
        ...(item.categoryId === undefined ? {} : { categoryId: item.categoryId }),
        ...(item.categoryName === undefined ? {} : { categoryName: item.categoryName }),
        quantity,
        amount: item.price * quantity,
      };
    });
  }

  /** Now and then a member of the company who had signed up by `instant`, a regular more often. */
  private memberAt(instant: number): number | undefined {
    const members = this.shop.members ?? [];
    const signedUp = signedUpBy(members, instant);
    if (signedUp === 0 || !this.member.chance(MEMBER_ORDER_RATE)) return undefined;
    return members[Math.floor(signedUp * this.member.next() ** REGULARS_SKEW)]?.id;
  }

  /** Now and then an open-price item keyed in by name, with no menu record behind it. */
  private customLine(): PosOrderLine | undefined {
    const { custom } = this;
    if (!custom.chance(CUSTOM_LINE_RATE)) return undefined;
    const item = custom.weighted(CUSTOM_WEIGHTS);
    const [low, high] = item.cents;
    const quantity = custom.chance(0.1) ? 2 : 1;
    return {
      kind: 'custom',
      name: item.name[this.shop.region],
      quantity,
      amount: custom.int(low / 100, high / 100) * 100 * quantity,
    };
  }

  private payments(type: OrderType, total: number, tipped: boolean): PosPayment[] {
    const { random } = this;
    // A delivery platform collects the money itself and settles with the shop later.
    if (type === 'deliveryPlatform') return [{ method: 'other', amount: total }];
    const methods = this.shop.paymentMethods;
    if (methods.length === 0) return [{ method: 'cash', amount: total }];
    const cards = methods.filter((method) => method.method === 'creditCard');
    const pool = tipped && cards.length > 0 ? cards : methods;
    const choices = pool.map((method) => [method, METHOD_WEIGHTS[method.method] ?? 1] as const);
    const first = random.weighted(choices);
    if (type !== 'dineIn' || total < 2 || !random.chance(0.08))
      return [{ method: first.method, methodId: first.methodId, amount: total }];
    const second = random.weighted(choices);
    const half = Math.floor(total / 2);
    return [
      { method: first.method, methodId: first.methodId, amount: half },
      { method: second.method, methodId: second.methodId, amount: total - half },
    ];
  }
}

/** How many of `members` (by sign-up, the earliest first) had signed up by `instant`. */
function signedUpBy(members: readonly CatalogueMember[], instant: number): number {
  let [low, high] = [0, members.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((members[middle] as CatalogueMember).signedUpAt <= instant) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** One shop's orders, clock events and feedback of one business day (`YYYY-MM-DD` in its time zone). */
export function generateShopDay(shop: ShopCatalogue, date: string, options: GeneratorOptions): ShopDay {
  return new DayGenerator(shop, date, options).generate();
}
