// A PlatformMenu as Delivery Hero's catalog: one flat map of items by id, each `{id, type}`, parents
// naming their children by `{id, type}` only. Dishes and combos are Products under our ids (foodpanda
// sends them back as an order line's remoteCode); option groups are Toppings whose choices are
// Products priced per group; the menu's days and hours are one ScheduleEntry.
import { decimalFromCents } from './platform-money';
import type { MenuItem, MenuOptionGroup, Outcome, PlatformMenu } from './platform-adapter';

export type CatalogType = 'Menu' | 'Category' | 'Product' | 'Topping' | 'Image' | 'ScheduleEntry';
export interface Ref<T extends CatalogType> {
  id: string;
  type: T;
}
/** A text per language; `default` is the one shown when the guest's language has none. */
export interface Title {
  default: string;
}

export interface CatalogProduct extends Ref<'Product'> {
  title: Title;
  description?: Title;
  /** Major units, "38.50". */
  price: string;
  active: boolean;
  toppings?: Record<string, Ref<'Topping'>>;
  images?: Record<string, Ref<'Image'>>;
}
export interface CatalogTopping extends Ref<'Topping'> {
  title: Title;
  quantity: { minimum: number; maximum: number };
  /** The choices, each with its price within this group. */
  products: Record<string, Ref<'Product'> & { price: string }>;
}
export interface CatalogCategory extends Ref<'Category'> {
  title: Title;
  products: Record<string, Ref<'Product'>>;
}
export interface CatalogImage extends Ref<'Image'> {
  url: string;
}
export interface CatalogScheduleEntry extends Ref<'ScheduleEntry'> {
  weekDays: string[];
  /** "10:00:00". */
  startTime: string;
  endTime: string;
}
export interface CatalogMenu extends Ref<'Menu'> {
  title: Title;
  description?: Title;
  menuType: 'DELIVERY';
  products: Record<string, Ref<'Product'>>;
  schedule: Record<string, Ref<'ScheduleEntry'>>;
}
export type CatalogItem =
  CatalogProduct | CatalogTopping | CatalogCategory | CatalogImage | CatalogScheduleEntry | CatalogMenu;
export type CatalogItems = Record<string, CatalogItem>;

const WEEK_DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

const title = (name: string): Title => ({ default: name });
const refs = <T extends CatalogType>(items: readonly Ref<T>[]): Record<string, Ref<T>> =>
  Object.fromEntries(items.map(({ id, type }) => [id, { id, type }]));
const seconds = (time: string): string => (time.length === 5 ? `${time}:00` : time);

/** The catalog's items, or why the menu cannot be one (two things of different kinds under one id). */
export function renderCatalog(menu: PlatformMenu): Outcome<{ items: CatalogItems }> {
  const items: CatalogItems = {};
  const clashes: string[] = [];
  // One id names one thing: a choice that is also a dish, or a group shared by dishes, is kept once.
  const add = (item: CatalogItem): void => {
    const held = items[item.id];
    if (!held) items[item.id] = item;
    else if (held.type !== item.type) clashes.push(`"${item.id}" is both a ${held.type} and a ${item.type}`);
  };

  const products = menu.items.map(productOf);
  products.forEach(add);
  for (const item of menu.items) {
    if (item.imageUrl) add({ id: imageId(item), type: 'Image', url: item.imageUrl });
    for (const group of item.optionGroups) {
      add(toppingOf(group));
      for (const option of group.options)
        add({
          id: option.id,
          type: 'Product',
          title: title(option.name),
          price: decimalFromCents(option.addedPrice),
          active: true,
        });
    }
  }
  for (const category of menu.categories)
    add({
      id: category.id,
      type: 'Category',
      title: title(category.name),
      products: refs(category.itemIds.map((id) => ({ id, type: 'Product' as const }))),
    });
  const schedule: CatalogScheduleEntry = {
    id: `${menu.id}:schedule`,
    type: 'ScheduleEntry',
    weekDays: menu.days.flatMap((day) => WEEK_DAYS[day - 1] ?? []),
    startTime: seconds(menu.opens),
    endTime: seconds(menu.closes),
  };
  add(schedule);
  add({
    id: menu.id,
    type: 'Menu',
    title: title(menu.name),
    ...(menu.description ? { description: title(menu.description) } : {}),
    menuType: 'DELIVERY',
    products: refs(products),
    schedule: refs([schedule]),
  });
  if (clashes.length > 0)
    return { ok: false, kind: 'rejected', detail: `The menu cannot be sent: ${clashes.join('; ')}` };
  return { ok: true, items };
}

const imageId = (item: MenuItem): string => `${item.id}:image`;

function productOf(item: MenuItem): CatalogProduct {
  return {
    id: item.id,
    type: 'Product',
    title: title(item.name),
    ...(item.description ? { description: title(item.description) } : {}),
    price: decimalFromCents(item.price),
    active: item.available,
    ...(item.optionGroups.length > 0 ? { toppings: refs(item.optionGroups.map(toppingOf)) } : {}),
    ...(item.imageUrl ? { images: refs([{ id: imageId(item), type: 'Image' as const }]) } : {}),
  };
}

function toppingOf(group: MenuOptionGroup): CatalogTopping {
  return {
    id: group.id,
    type: 'Topping',
    title: title(group.name),
    quantity: { minimum: group.min, maximum: group.max },
    products: Object.fromEntries(
      group.options.map((option) => [
        option.id,
        { id: option.id, type: 'Product' as const, price: decimalFromCents(option.addedPrice) },
      ]),
    ),
  };
}
