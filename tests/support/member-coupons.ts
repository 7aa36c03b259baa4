// The payments coupon the membership coupon tests hand out: HK$10 off, online, any day, dine-in or
// take-away, no minimum. Shared by the API and browser tests that give members coupons.
export const BREAKFAST_COUPON = {
  name: '早餐券',
  type: 'cash',
  value: 10,
  quantity: 1_000,
  validWeekdays: [1, 2, 3, 4, 5, 6, 7],
  distributionType: 'online',
  validityType: 'afterDistribution',
  validForDays: 30,
  dineIn: true,
  takeAway: true,
  minSpendToDistribute: 0,
  minSpendToUse: 0,
  roundingMode: 'none',
  noCashExchange: true,
  orientation: 'horizontal',
  showOrder: 1,
} as const;
