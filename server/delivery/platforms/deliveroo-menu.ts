// Our PlatformMenu as the body of Deliveroo's PUT /menu/v1/brands/{brand}/menus/{id}. The envelope
// `{ name, menu, site_ids }` is published (research §1.3); the inner `menu` is not, so its shape is our
// choice, kept to Deliveroo's own words (its glossary: mealtimes, categories, items, modifiers):
// - `language` once for the menu (the shop's operation language), names as plain strings;
// - one mealtime, the menu's days (ISO weekdays, 1 Monday … 7 Sunday) and hours;
// - categories listing their items' ids in display order;
// - items with our id, prices as `{ fractional, currency_code }` in minor units (a pick-up price only
//   where it differs), `available`, `contains_alcohol` (Deliveroo's flag for an ID check),
//   `operational_name` (the kitchen's name, as orders carry it), diets, an image URL, and their
//   modifiers (our option groups) nested in each item, with each option's added price.
// Keywords are not sent: Deliveroo publishes no such field.
import type { Cents, MenuItem, MenuOptionGroup, PlatformMenu } from './platform-adapter';
import type { DeliverooMoney } from './deliveroo-json';

export type DeliverooDiet = 'dairy_free' | 'gluten_free' | 'vegan' | 'vegetarian';

export interface DeliverooModifier {
  id: string;
  name: string;
  min_selection: number;
  max_selection: number;
  options: { id: string; name: string; price: DeliverooMoney }[];
}

export interface DeliverooItem {
  id: string;
  name: string;
  description?: string;
  operational_name?: string;
  price: DeliverooMoney;
  pickup_price?: DeliverooMoney;
  image?: { url: string };
  available: boolean;
  contains_alcohol: boolean;
  diets: DeliverooDiet[];
  modifiers: DeliverooModifier[];
}

export interface DeliverooCategory {
  id: string;
  name: string;
  item_ids: string[];
}

export interface DeliverooMealtime {
  id: string;
  name: string;
  description?: string;
  category_ids: string[];
  schedule: { day_of_week: number; time_periods: { start: string; end: string }[] }[];
}

export interface DeliverooMenuBody {
  name: string;
  menu: {
    language: PlatformMenu['language'];
    mealtimes: DeliverooMealtime[];
    categories: DeliverooCategory[];
    items: DeliverooItem[];
  };
  site_ids: string[];
}

const DIETS = [
  ['dairyFree', 'dairy_free'],
  ['glutenFree', 'gluten_free'],
  ['vegan', 'vegan'],
  ['vegetarian', 'vegetarian'],
] as const satisfies readonly (readonly [keyof MenuItem, DeliverooDiet])[];

/** The upload that makes `menu` the menu of site `siteId`. */
export function deliverooMenuBody(menu: PlatformMenu, siteId: string): DeliverooMenuBody {
  const price = (cents: Cents): DeliverooMoney => ({ fractional: cents, currency_code: menu.currency });

  const modifierOf = (group: MenuOptionGroup): DeliverooModifier => ({
    id: group.id,
    name: group.name,
    min_selection: group.min,
    max_selection: group.max,
    options: group.options.map((option) => ({
      id: option.id,
      name: option.name,
      price: price(option.addedPrice),
    })),
  });

  // Fields left undefined are dropped from the JSON sent.
  const itemOf = (item: MenuItem): DeliverooItem => ({
    id: item.id,
    name: item.name,
    description: item.description,
    operational_name: item.kitchenAlias,
    price: price(item.price),
    pickup_price:
      item.pickupPrice === undefined || item.pickupPrice === item.price ? undefined : price(item.pickupPrice),
    image: item.imageUrl === undefined ? undefined : { url: item.imageUrl },
    available: item.available,
    contains_alcohol: item.containsAlcohol,
    diets: DIETS.filter(([flag]) => item[flag]).map(([, diet]) => diet),
    modifiers: item.optionGroups.map(modifierOf),
  });

  return {
    name: menu.name,
    menu: {
      language: menu.language,
      mealtimes: [
        {
          id: menu.id,
          name: menu.name,
          description: menu.description,
          category_ids: menu.categories.map(({ id }) => id),
          schedule: menu.days.map((day) => ({
            day_of_week: day,
            time_periods: [{ start: menu.opens, end: menu.closes }],
          })),
        },
      ],
      categories: menu.categories.map(({ id, name, itemIds }) => ({ id, name, item_ids: itemIds })),
      items: menu.items.map(itemOf),
    },
    site_ids: [siteId],
  };
}
