// Menus and orders in our terms, as the three delivery adapters' tests write them alike: a dish with
// no flags but those a test sets, a menu served every day, an option group in one line, and an order
// from a fake as the adapter should read it.
import type {
  MenuCategory,
  MenuItem,
  MenuOptionGroup,
  PlatformMenu,
  PlatformName,
  PlatformOrder,
} from '../../../server/delivery/platforms/platform-adapter';
import type { FakeOrder } from '../../support/delivery-fakes/fake-order';

/** A dish on sale, with no dietary flag and no options unless `more` gives them. */
export const menuItem = (
  id: string,
  name: string,
  price: number,
  more: Partial<MenuItem> = {},
): MenuItem => ({
  id,
  name,
  price,
  available: true,
  dairyFree: false,
  glutenFree: false,
  vegan: false,
  vegetarian: false,
  containsAlcohol: false,
  optionGroups: [],
  ...more,
});

/** An option group of `options`, each `[id, name, added price]`. */
export const optionGroup = (
  id: string,
  name: string,
  [min, max]: [number, number],
  options: [string, string, number][],
): MenuOptionGroup => ({
  id,
  name,
  min,
  max,
  options: options.map(([option, optionName, addedPrice]) => ({ id: option, name: optionName, addedPrice })),
});

/** A menu of `items` served every day, 10:00 to 22:30 in English unless `more` says otherwise. */
export const platformMenu = (
  items: MenuItem[],
  categories: MenuCategory[],
  more: Partial<PlatformMenu> = {},
): PlatformMenu => ({
  id: 'menu:1',
  name: 'All day',
  language: 'en',
  currency: 'HKD',
  days: [1, 2, 3, 4, 5, 6, 7],
  opens: '10:00',
  closes: '22:30',
  categories,
  items,
  ...more,
});

/**
 * `order` as the adapter should read it from its fake; the subtotal and total are the test's, worked
 * out by hand.
 */
export function readOrder(
  platform: PlatformName,
  order: FakeOrder,
  sums: Pick<PlatformOrder, 'subtotal' | 'total'>,
): PlatformOrder {
  const { lines, discount = 0, deliveryFee = 0, ...said } = order;
  return {
    platform,
    ...said,
    lines: lines.map(({ options = [], ...line }) => ({ ...line, options })),
    discount,
    deliveryFee,
    ...sums,
    cancelled: false,
  };
}
