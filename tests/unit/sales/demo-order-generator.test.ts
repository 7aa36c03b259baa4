import type { PosOrder } from '../../../protocol/pos-order';
import type { ShopCatalogue } from '../../../server/demo/order-catalogue';
import { generateShopDay, type GeneratorOptions } from '../../../server/demo/order-generator';
import { onShiftAt, planShifts } from '../../../server/demo/shift-generator';
import { checkFeedback } from '../../../server/sales/pos-feedback-check';
import { addDays, weekdayOf } from '../../../protocol/zoned-time';

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/** A Hong Kong café closed on Mondays, open 07:00-22:00 (23:00 on Saturdays), with every kind of record. */
const CAFE: ShopCatalogue = {
  companyId: 3,
  shopId: 7,
  timeZone: 'Asia/Hong_Kong',
  region: 'hk',
  openingHours: [2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    start: 7 * 60,
    end: weekday === 6 ? 23 * 60 : 22 * 60,
  })),
  items: [
    {
      kind: 'dish',
      id: 11,
      name: '西多士',
      price: 3200,
      categoryId: 21,
      categoryName: '多士',
      sceneIds: [31, 32],
    },
    {
      kind: 'dish',
      id: 12,
      name: '沙嗲牛肉麵',
      price: 4600,
      categoryId: 22,
      categoryName: '粉麵',
      sceneIds: [31, 32, 33],
    },
    {
      kind: 'dish',
      id: 13,
      name: '焗豬扒飯',
      price: 6800,
      categoryId: 23,
      categoryName: '飯類',
      sceneIds: [32, 33],
    },
    {
      kind: 'dish',
      id: 14,
      name: '港式奶茶',
      price: 2000,
      categoryId: 24,
      categoryName: '飲品',
      sceneIds: [31, 32, 33],
    },
    {
      kind: 'combo',
      id: 15,
      name: '常餐 A',
      price: 5200,
      categoryId: 22,
      categoryName: '粉麵',
      sceneIds: [31],
    },
  ],
  scenes: [
    { id: 31, validDays: EVERY_DAY, periods: [{ start: 7 * 60, end: 11 * 60 }] },
    { id: 32, validDays: EVERY_DAY, periods: [{ start: 11 * 60, end: 15 * 60 }] },
    { id: 33, validDays: EVERY_DAY, periods: [{ start: 18 * 60, end: 22 * 60 }] },
  ],
  paymentMethods: [
    { methodId: 41, method: 'cash' },
    { methodId: 42, method: 'octopus' },
    { methodId: 43, method: 'creditCard' },
    { methodId: 44, method: 'wechatPay' },
  ],
  serverIds: [51, 52, 53],
  tables: ['A1', 'A2', 'B1'],
  reasons: [
    { id: 61, reason: '客人取消', appliesTo: ['deleteDish', 'deleteOrder', 'cancelTable'] },
    { id: 62, reason: '出錯菜', appliesTo: ['refundPayment', 'alterDish', 'deleteDish'] },
  ],
  couponCodes: ['HK-AAAA', 'HK-BBBB'],
};

const OPTIONS: GeneratorOptions = { seed: 'test', ordersPerDay: 200 };
const FIRST_DAY = '2026-03-02';

function ordersOf(shop: ShopCatalogue, days: number, options: GeneratorOptions = OPTIONS): PosOrder[] {
  return Array.from(
    { length: days },
    (_, n) => generateShopDay(shop, addDays(FIRST_DAY, n), options).orders,
  ).flat();
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
/** The wall-clock minute of an ISO stamp with its offset, in the shop's zone. */
const wallMinute = (iso: string) => Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16));

const fourWeeks = ordersOf(CAFE, 28);

describe('demo order generator', () => {
  it('makes the same orders from the same seed, and others from another', () => {
    expect(ordersOf(CAFE, 3)).toEqual(ordersOf(CAFE, 3));
    expect(ordersOf(CAFE, 3, { ...OPTIONS, seed: 'other' })).not.toEqual(ordersOf(CAFE, 3));
    expect(new Set(fourWeeks.map((order) => order.orderId)).size).toBe(fourWeeks.length);
  });

  it('adds every order up to the cent as the ingest checks it', () => {
    expect(fourWeeks.length).toBeGreaterThan(4000);
    for (const order of fourWeeks) {
      const figures = [
        order.subtotal,
        order.discount,
        order.serviceCharge,
        order.packingFee,
        order.tips,
        order.salesTax,
      ];
      expect(figures.every(Number.isInteger) && figures.every((value) => value >= 0)).toBe(true);
      expect(order.subtotal).toBe(
        sum(order.lines.filter((line) => !line.deleted).map((line) => line.amount)),
      );
      expect(order.total).toBe(
        order.subtotal -
          order.discount +
          order.serviceCharge +
          order.packingFee +
          order.salesTax +
          order.tips,
      );
      if (order.closedAt && !order.deleted)
        expect(sum(order.payments.map((payment) => payment.amount))).toBe(order.total);
      for (const payment of order.payments)
        expect(payment.refund?.amount ?? 0).toBeLessThanOrEqual(payment.amount);
      if (order.deleted) expect(order.operations.map((operation) => operation.kind)).toContain('deleteOrder');
      for (const line of order.lines) if (line.deleted) expect(line.deleted.reason).not.toBe('');
      expect(Date.parse(order.closedAt ?? '')).toBeGreaterThan(Date.parse(order.openedAt));
    }
  });

  it('names only the records the shop has', () => {
    const items = new Set(CAFE.items.map((item) => `${item.kind}:${item.id}`));
    const reasons = new Set(CAFE.reasons.map((reason) => reason.id));
    for (const order of fourWeeks) {
      for (const line of order.lines)
        if (line.kind !== 'custom') expect(items.has(`${line.kind}:${line.itemId}`)).toBe(true);
      for (const payment of order.payments)
        if (payment.methodId !== undefined)
          expect(CAFE.paymentMethods.map((method) => method.methodId)).toContain(payment.methodId);
      for (const operation of order.operations) expect(reasons.has(operation.reasonId ?? 0)).toBe(true);
      if (order.serverId !== undefined) expect(CAFE.serverIds).toContain(order.serverId);
      if (order.table !== undefined) expect(CAFE.tables).toContain(order.table);
      if (order.couponCode !== undefined) expect(CAFE.couponCodes).toContain(order.couponCode);
    }
  });

  it('keys in an open-price custom item on a few orders: named, priced in dollars, with no menu record', () => {
    const custom = fourWeeks.flatMap((order) => order.lines.filter((line) => line.kind === 'custom'));
    const share = fourWeeks.filter((order) => order.lines.some((line) => line.kind === 'custom')).length;
    expect(share / fourWeeks.length).toBeGreaterThan(0.02);
    expect(share / fourWeeks.length).toBeLessThan(0.06);
    for (const line of custom) {
      expect(line.itemId).toBeUndefined();
      expect(line.categoryId).toBeUndefined();
      expect(line.amount % 100).toBe(0);
      expect(line.amount).toBeGreaterThan(0);
    }
    // A few names, the usual ones most often: a report groups them by name.
    const names = new Set(custom.map((line) => line.name));
    expect(names.size).toBeGreaterThan(2);
    expect(names.size).toBeLessThanOrEqual(5);
  });

  it('draws the rare cases too: refunds, deleted dishes and orders, coupons, discounts, split bills', () => {
    const operations = new Set(
      fourWeeks.flatMap((order) => order.operations.map((operation) => operation.kind)),
    );
    expect([...operations].sort()).toEqual([
      'alterDish',
      'cancelTable',
      'deleteDish',
      'deleteOrder',
      'refundPayment',
    ]);
    expect(fourWeeks.some((order) => order.couponCode !== undefined)).toBe(true);
    expect(fourWeeks.some((order) => order.discount > 0 && order.couponCode === undefined)).toBe(true);
    expect(fourWeeks.some((order) => order.payments.length === 2)).toBe(true);
    expect(new Set(fourWeeks.map((order) => order.type))).toEqual(
      new Set(['dineIn', 'takeAway', 'deliveryPlatform']),
    );
  });

  it('holds more orders in the lunch and dinner hours than in the afternoon, and more at weekends', () => {
    const perHour = (from: number, to: number) =>
      fourWeeks.filter((order) => {
        const minute = wallMinute(order.openedAt);
        return minute >= from * 60 && minute < to * 60;
      }).length /
      (to - from);
    const afternoon = perHour(15, 17);
    expect(perHour(12, 14)).toBeGreaterThan(2 * afternoon);
    expect(perHour(19, 21)).toBeGreaterThan(2 * afternoon);
    const onWeekday = (weekday: number) =>
      fourWeeks.filter((order) => weekdayOf(order.openedAt.slice(0, 10)) === weekday).length;
    expect(onWeekday(6)).toBeGreaterThan(onWeekday(3));
  });

  it('opens and closes every order within the opening hours, never on the closed Monday', () => {
    for (const order of fourWeeks) {
      const weekday = weekdayOf(order.openedAt.slice(0, 10));
      const period = CAFE.openingHours.find((hours) => hours.weekday === weekday);
      expect(period).toBeDefined();
      expect(order.openedAt.endsWith('+08:00')).toBe(true);
      expect(order.closedAt?.slice(0, 10)).toBe(order.openedAt.slice(0, 10));
      expect(wallMinute(order.openedAt)).toBeGreaterThanOrEqual(period?.start ?? 0);
      expect(wallMinute(order.closedAt ?? '')).toBeLessThanOrEqual(period?.end ?? 0);
    }
    expect(generateShopDay(CAFE, '2026-03-09', OPTIONS)).toEqual({
      orders: [],
      clockEvents: [],
      feedback: [],
    });
  });

  it('charges Hong Kong dine-in 10% service, and an American shop sales tax and tips', () => {
    for (const order of fourWeeks.filter((order) => order.type === 'dineIn'))
      expect(order.serviceCharge).toBe(Math.round((order.subtotal - order.discount) * 0.1));
    const us = ordersOf({ ...CAFE, region: 'us', timeZone: 'America/New_York' }, 7);
    expect(us.every((order) => order.serviceCharge === 0)).toBe(true);
    expect(
      us.every((order) => order.salesTax === Math.round((order.subtotal - order.discount) * 0.08875)),
    ).toBe(true);
    expect(us.some((order) => order.tips > 0)).toBe(true);
    expect(us.every((order) => /-0[45]:00$/.test(order.openedAt))).toBe(true);
  });

  it('leaves out what the company keeps none of: reasons, coupons, servers, tables', () => {
    const bare = { ...CAFE, reasons: [], couponCodes: [], serverIds: [], tables: [] };
    const orders = ordersOf(bare, 7);
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) {
      expect(order.operations).toEqual([]);
      expect(order.deleted).toBeUndefined();
      expect(order.lines.some((line) => line.deleted)).toBe(false);
      expect(order.payments.some((payment) => payment.refund)).toBe(false);
      expect(order.couponCode ?? order.serverId ?? order.table).toBeUndefined();
    }
  });

  it('opens nothing after now, and leaves an order going on then open and unpaid', () => {
    const day = '2026-03-07';
    const now = Date.parse(`${day}T12:30:00+08:00`);
    const { orders, clockEvents } = generateShopDay(CAFE, day, { ...OPTIONS, now });
    expect(new Set(clockEvents.map((event) => event.kind))).toEqual(new Set(['in']));
    expect(orders.every((order) => Date.parse(order.openedAt) <= now)).toBe(true);
    const open = orders.filter((order) => order.closedAt === undefined);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((order) => order.payments.length === 0)).toBe(true);
    const moments = orders.flatMap((order) => [
      order.updatedAt,
      ...order.operations.map((operation) => operation.at),
    ]);
    expect(moments.every((moment) => Date.parse(moment) <= now)).toBe(true);
    expect(
      orders.filter((order) => order.closedAt).every((order) => Date.parse(order.closedAt ?? '') <= now),
    ).toBe(true);
  });

  it('clocks the servers on duty in and out around their shifts, and gives each order one on shift', () => {
    const date = '2026-03-04';
    const { orders, clockEvents } = generateShopDay(CAFE, date, OPTIONS);
    // Wednesday: server 53 has the day off; the other two split the 07:00-22:00 day at 14:30.
    const plan = planShifts(
      CAFE.openingHours.filter((period) => period.weekday === 3),
      [51, 52],
      3,
    );
    expect(plan).toEqual([
      { serverId: 51, start: 14 * 60 + 15, end: 22 * 60 + 15 },
      { serverId: 52, start: 6 * 60 + 45, end: 14 * 60 + 45 },
    ]);
    for (const event of clockEvents) {
      const shift = plan.find((each) => each.serverId === event.serverId);
      const planned = event.kind === 'in' ? shift?.start : shift?.end;
      expect(Math.abs(wallMinute(event.at) - (planned ?? -100))).toBeLessThanOrEqual(8);
      expect(event.eventId).toBe(`test:7:${date}:${event.serverId}:${event.kind}`);
    }
    expect(clockEvents.filter((event) => event.kind === 'in').map((event) => event.serverId)).toEqual([
      51, 52,
    ]);
    for (const order of orders)
      if (order.serverId !== undefined)
        expect(onShiftAt(plan, wallMinute(order.openedAt))).toContain(order.serverId);
  });

  it('forgets a clock-out now and then, and clocks out past midnight when the shop closes then', () => {
    const late = {
      ...CAFE,
      openingHours: EVERY_DAY.map((weekday) => ({ weekday, start: 17 * 60, end: 24 * 60 })),
    };
    const days = Array.from({ length: 60 }, (_, n) => generateShopDay(late, addDays(FIRST_DAY, n), OPTIONS));
    const events = days.flatMap((day) => day.clockEvents);
    const ins = events.filter((event) => event.kind === 'in').length;
    const outs = events.filter((event) => event.kind === 'out');
    expect(outs.length).toBeLessThan(ins);
    expect(outs.length).toBeGreaterThan(ins * 0.9);
    // A seven-hour evening is one shift each, out at a quarter past midnight, the next day's date.
    expect(outs.every((event) => wallMinute(event.at) >= 8 && wallMinute(event.at) <= 23)).toBe(true);
    expect(
      outs.every((event) => event.at.slice(0, 10) === addDays(event.eventId.split(':')[2] ?? '', 1)),
    ).toBe(true);
  });

  it('leaves feedback from some of the closed orders, as the ingest checks it', () => {
    const days = Array.from({ length: 28 }, (_, n) => generateShopDay(CAFE, addDays(FIRST_DAY, n), OPTIONS));
    const feedback = days.flatMap((day) => day.feedback);
    const orders = new Map(days.flatMap((day) => day.orders).map((order) => [order.orderId, order]));
    expect(feedback.length).toBeGreaterThan(200);
    expect(feedback.length).toBeLessThan(orders.size * 0.1);
    feedback.forEach((entry, index) => {
      const check = checkFeedback(entry, `feedback[${index}]`);
      expect(check.ok ? [] : check.problems).toEqual([]);
      const order = orders.get(entry.orderId ?? '');
      expect(order?.closedAt).toBeDefined();
      expect(order?.deleted).toBeUndefined();
      expect(Date.parse(entry.at)).toBeGreaterThan(Date.parse(order?.closedAt ?? ''));
      if (order?.type !== 'dineIn') expect(entry.ratings?.environment).toBeUndefined();
      expect((entry.dissatisfactions ?? []).length > 0).toBe(entry.score <= 3);
    });
    expect(new Set(feedback.map((entry) => entry.score))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(feedback.map((entry) => entry.channel))).toEqual(
      new Set(['customerDisplay', 'qrOrdering']),
    );
    const now = Date.parse('2026-03-07T12:30:00+08:00');
    const today = generateShopDay(CAFE, '2026-03-07', { ...OPTIONS, now }).feedback;
    expect(today.every((entry) => Date.parse(entry.at) <= now)).toBe(true);
  });
});
