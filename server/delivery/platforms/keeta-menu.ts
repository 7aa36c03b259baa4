// A PlatformMenu as Keeta's full menu update: POST /v1/merchantUpdate/{merchantId} with
// `{ entityType: "MENU", updatedObjects: [menu] }`, the menu in Open Delivery's merchant structure:
// categories list item offers by id, an offer prices an item and names its option groups, and an
// option prices an item of its own (its name), all ids ours so orders come back with them.
import { createHash } from 'node:crypto';
import type { MenuItem, MenuOption, MenuOptionGroup, PlatformMenu } from './platform-adapter';
import { keetaPrice, type KeetaPrice } from './keeta-money';
import { canonicalJson } from './keeta-signature';

type Status = 'AVAILABLE' | 'UNAVAILABLE';

export interface KeetaMenuItem {
  id: string;
  externalCode: string;
  name: string;
  description?: string;
  image?: { URL: string };
  status: Status;
  dietaryRestrictions?: string[];
}

export interface KeetaItemOffer {
  id: string;
  itemId: string;
  index: number;
  price: KeetaPrice;
  availabilityId: string;
  optionGroupsId: string[];
}

export interface KeetaOptionGroup {
  id: string;
  index: number;
  name: string;
  externalCode: string;
  status: Status;
  minPermitted: number;
  maxPermitted: number;
  options: { id: string; index: number; itemId: string; price: KeetaPrice }[];
}

export interface KeetaCategory {
  id: string;
  index: number;
  name: string;
  externalCode: string;
  status: Status;
  availabilityId: string;
  itemOfferId: string[];
}

export interface KeetaMenu {
  id: string;
  externalCode: string;
  name: string;
  description?: string;
  categoryId: string[];
  categories: KeetaCategory[];
  itemOffers: KeetaItemOffer[];
  items: KeetaMenuItem[];
  optionGroups: KeetaOptionGroup[];
  availabilities: {
    id: string;
    availabilityByDay: { dayOfWeek: string[]; timePeriods: { startTime: string; endTime: string }[] }[];
  }[];
}

export interface KeetaMenuUpdate {
  entityType: 'MENU';
  updatedObjects: KeetaMenu[];
}

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

const offerId = (item: MenuItem) => `offer:${item.id}`;
/** An option is an item of its own in Open Delivery; the group keeps equal option ids of two groups apart. */
const optionItemId = (group: MenuOptionGroup, option: MenuOption) => `option:${group.id}:${option.id}`;

function dietaryRestrictions(item: MenuItem): string[] | undefined {
  const flags: [boolean, string][] = [
    [item.vegan, 'VEGAN'],
    [item.vegetarian, 'VEGETARIAN'],
    [item.glutenFree, 'GLUTEN_FREE'],
    [item.dairyFree, 'LACTOSE_FREE'],
  ];
  const restrictions = flags.filter(([held]) => held).map(([, name]) => name);
  return restrictions.length > 0 ? restrictions : undefined;
}

/** Each group once, though several dishes offer it. */
const distinctGroups = (items: readonly MenuItem[]): MenuOptionGroup[] => [
  ...new Map(items.flatMap((item) => item.optionGroups.map((group) => [group.id, group] as const))).values(),
];

function menuOf(menu: PlatformMenu): KeetaMenu {
  const availabilityId = `hours:${menu.id}`;
  const known = new Map(menu.items.map((item) => [item.id, item]));
  const groups = distinctGroups(menu.items);
  const categories = menu.categories.map((category, index) => ({
    id: category.id,
    index,
    name: category.name,
    externalCode: category.id,
    status: 'AVAILABLE' as const,
    availabilityId,
    itemOfferId: category.itemIds.flatMap((id) => {
      const item = known.get(id);
      return item ? [offerId(item)] : [];
    }),
  }));
  return {
    id: menu.id,
    externalCode: menu.id,
    name: menu.name,
    description: menu.description,
    categoryId: categories.map(({ id }) => id),
    categories,
    itemOffers: menu.items.map((item, index) => ({
      id: offerId(item),
      itemId: item.id,
      index,
      price: keetaPrice(item.price),
      availabilityId,
      optionGroupsId: item.optionGroups.map(({ id }) => id),
    })),
    items: [
      ...menu.items.map((item) => ({
        id: item.id,
        externalCode: item.id,
        name: item.name,
        description: item.description,
        image: item.imageUrl ? { URL: item.imageUrl } : undefined,
        status: item.available ? ('AVAILABLE' as const) : ('UNAVAILABLE' as const),
        dietaryRestrictions: dietaryRestrictions(item),
      })),
      ...groups.flatMap((group) =>
        group.options.map((option) => ({
          id: optionItemId(group, option),
          externalCode: option.id,
          name: option.name,
          status: 'AVAILABLE' as const,
        })),
      ),
    ],
    optionGroups: groups.map((group, index) => ({
      id: group.id,
      index,
      name: group.name,
      externalCode: group.id,
      status: 'AVAILABLE' as const,
      minPermitted: group.min,
      maxPermitted: group.max,
      options: group.options.map((option, place) => ({
        id: optionItemId(group, option),
        index: place,
        itemId: optionItemId(group, option),
        price: keetaPrice(option.addedPrice),
      })),
    })),
    availabilities: [
      {
        id: availabilityId,
        availabilityByDay: [
          {
            dayOfWeek: menu.days.flatMap((day) => WEEKDAYS[day - 1] ?? []),
            timePeriods: [{ startTime: `${menu.opens}:00`, endTime: `${menu.closes}:00` }],
          },
        ],
      },
    ],
  };
}

/** The update that replaces the menu, and its reference: a hash of the bytes sent, equal for an unchanged menu. */
export function keetaMenuUpdate(menu: PlatformMenu): { body: KeetaMenuUpdate; reference: string } {
  const body: KeetaMenuUpdate = { entityType: 'MENU', updatedObjects: [menuOf(menu)] };
  return { body, reference: createHash('sha256').update(canonicalJson(body)).digest('hex') };
}
