// The page buttons of the pager (core spec §9 "pager count 7"), as Element's pager lays them out:
// the first and last page always, a window around the current page, and a "more" jump where pages
// are left out.
import { PAGER_COUNT } from '../../protocol/constants';

export type PagerItem = number | 'previousMore' | 'nextMore';

/**
 * How far the pager reaches: the pages the count fills. When more records match than the server
 * counted (its count limit, engine/server/resources/list-page.ts), `beyond` says where the user is,
 * and the page after a full current page is offered too, so he can always page forward.
 */
export function pageCount(
  count: number,
  pageSize: number,
  beyond?: { current: number; fullPage: boolean },
): number {
  const counted = Math.max(1, Math.ceil(count / pageSize));
  if (!beyond) return counted;
  return Math.max(counted, beyond.fullPage ? beyond.current + 1 : beyond.current);
}

export function pagerItems(current: number, pages: number, pagerCount: number = PAGER_COUNT): PagerItem[] {
  if (pages <= pagerCount) return Array.from({ length: pages }, (_, index) => index + 1);
  const half = (pagerCount - 1) / 2;
  const previousMore = current > pagerCount - half;
  const nextMore = current < pages - half;
  let middle: number[];
  if (previousMore && !nextMore) {
    const start = pages - (pagerCount - 2);
    middle = Array.from({ length: pagerCount - 2 }, (_, index) => start + index);
  } else if (!previousMore && nextMore) {
    middle = Array.from({ length: pagerCount - 2 }, (_, index) => index + 2);
  } else {
    const offset = Math.floor(pagerCount / 2) - 1;
    middle = Array.from({ length: offset * 2 + 1 }, (_, index) => current - offset + index);
  }
  return [
    1,
    ...(previousMore ? (['previousMore'] as const) : []),
    ...middle,
    ...(nextMore ? (['nextMore'] as const) : []),
    pages,
  ];
}

/** Where a "more" button jumps: pagerCount - 2 pages back or on, within the pages. */
export function jumpTarget(item: 'previousMore' | 'nextMore', current: number, pages: number): number {
  const step = PAGER_COUNT - 2;
  return item === 'previousMore' ? Math.max(1, current - step) : Math.min(pages, current + step);
}
