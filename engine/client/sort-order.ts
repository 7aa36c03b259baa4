// The drag-to-sort dialog's rules (core spec §2.5: a sort item has a showOrder and a name per
// language): items shown by their showOrder, moved by drag or by keyboard, and saved as new
// showOrder values 1, 2, 3… in the order the operator left them.
import type { Language } from './language';

export interface SortItem {
  id: number;
  showOrder: number;
  name: string;
  name_en?: string;
}

export interface ShowOrder {
  id: number;
  showOrder: number;
}

/** Lowest showOrder first; items with the same showOrder keep the order they came in. */
export function inShowOrder<T extends SortItem>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.showOrder - b.item.showOrder || a.index - b.index)
    .map(({ item }) => item);
}

/** The list with the item at `from` taken out and put back at `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const last = items.length - 1;
  const source = Math.min(Math.max(from, 0), last);
  const target = Math.min(Math.max(to, 0), last);
  const moved = [...items];
  const [item] = moved.splice(source, 1);
  if (item !== undefined) moved.splice(target, 0, item);
  return moved;
}

/** One step up (-1) or down (1) for the item with this id; at either end the list stays as it is. */
export function moveByKeyboard<T extends SortItem>(items: readonly T[], id: number, step: -1 | 1): T[] {
  const from = items.findIndex((item) => item.id === id);
  return from < 0 ? [...items] : moveItem(items, from, from + step);
}

/** What the save sends: every item's new showOrder, counted from 1 in the shown order. */
export function showOrders(items: readonly SortItem[]): ShowOrder[] {
  return items.map((item, index) => ({ id: item.id, showOrder: index + 1 }));
}

/** The item's name in the UI language: name_en in English when it has one. */
export function sortItemName(item: SortItem, language: Language): string {
  return language === 'en' && item.name_en ? item.name_en : item.name;
}
