// A points-store entry as the redemption reads its record (server/members/stores/store-entries.ts):
// an empty stock is unlimited, a coupon entry's use and days carry over, only a posted item pays
// postage; and what remains of a stock never goes below zero when an operator lowers it.
import { postageOf, storeEntry } from '../../../server/members/stores/store-entries';
import { remainingOf } from '../../../server/members/stores/store-stock';

const settings = { open: true, postage: 3_000 };

describe('a points-store entry', () => {
  it('reads an item: unlimited without a stock, postage only when posted', () => {
    const item = storeEntry('item', {
      id: 7,
      version: 1,
      companyId: 2,
      name: '保溫杯',
      requiredPoints: 500,
      invalid: false,
      posted: true,
      status: 'enabled',
    });
    expect(item).toMatchObject({
      kind: 'item',
      id: 7,
      companyId: 2,
      stock: null,
      enabled: true,
      invalid: false,
    });
    expect(postageOf(item, settings)).toBe(3_000);
    expect(postageOf({ ...item, posted: false }, settings)).toBe(0);
  });

  it('reads a coupon entry: its coupons, use and days; never postage', () => {
    const coupon = storeEntry('coupon', {
      id: 3,
      version: 1,
      companyId: 2,
      name: '早餐組合',
      couponIds: [4, 5],
      requiredPoints: 300,
      stock: 0,
      usage: 'unlimited',
      expirationDays: 10,
      status: 'disabled',
    });
    expect(coupon).toMatchObject({
      couponIds: [4, 5],
      stock: 0,
      singleUse: false,
      expirationDays: 10,
      enabled: false,
    });
    expect(postageOf(coupon, settings)).toBe(0);
  });

  it('leaves what remains of a stock at zero at least, and unlimited as null', () => {
    expect(remainingOf(50, 12)).toBe(38);
    expect(remainingOf(10, 12)).toBe(0);
    expect(remainingOf(null, 12)).toBeNull();
  });
});
