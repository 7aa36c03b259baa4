// The TagsView store (core spec §2.4 "visited-page tabs", §3 "Tab entry"): the pages visited this
// session as tabs. Pinned (affix) tabs stay put: they cannot be closed, and "close others" and
// "close all" leave them. Sign-out starts it over. There is no cached-views list: React has no
// keep-alive, every page renders anew when its tab is chosen, so no view is ever kept and a
// noCache flag would have nothing to change (docs/architecture.md).
import { makeAutoObservable } from 'mobx';
import type { ChildKind } from './screen-routes';

export interface TabMeta {
  /** Pinned: never closed. */
  affix?: boolean;
}

export interface TabEntry {
  /** The page key: the path plus the query parameter `t` (so `?t=` opens a second tab of a page). */
  key: string;
  path: string;
  /** Path and whole query, where the tab leads back to. */
  fullPath: string;
  name: string;
  /** Label key of the page's title; a tab without one shows "no-name". */
  title?: string;
  /** The record screen of a list route (create, edit...), shown beside the route's title. */
  action?: ChildKind;
  meta: TabMeta;
}

/** Core spec §2.4: the page key is the path plus the query parameter t. */
export function tabKey(path: string, search: string): string {
  const t = new URLSearchParams(search).get('t');
  return t === null ? path : `${path}?t=${encodeURIComponent(t)}`;
}

/** Where to go once the active tab is closed: the last remaining tab, or the root. */
export function pathAfterClosing(remaining: readonly TabEntry[]): string {
  return remaining.at(-1)?.fullPath ?? '/';
}

export class TagsView {
  visitedViews: TabEntry[] = [];

  constructor(private readonly affixTabs: readonly TabEntry[]) {
    makeAutoObservable<TagsView, 'affixTabs'>(this, { affixTabs: false }, { autoBind: true });
    this.reset();
  }

  /** A visit: a new tab at the end, or the known tab brought up to the address just opened. */
  addView(view: TabEntry): void {
    const index = this.visitedViews.findIndex((tab) => tab.key === view.key);
    if (index < 0) this.visitedViews.push(view);
    else this.visitedViews[index] = { ...view, meta: { ...this.visitedViews[index]?.meta, ...view.meta } };
  }

  /**
   * Closes one tab (a pinned one stays). Answers where to go when the closed tab was the active one
   * (the last remaining tab, or the root), else null.
   */
  close(key: string, activeKey: string): string | null {
    this.keep((tab) => tab.key !== key || tab.meta.affix === true);
    return this.targetIfGone(activeKey);
  }

  /** Keeps the given tab and the pinned ones; answers the given tab's address unless it is active. */
  closeOthers(key: string, activeKey: string): string | null {
    this.keep((tab) => tab.key === key || tab.meta.affix === true);
    const kept = this.visitedViews.find((tab) => tab.key === key);
    return kept && key !== activeKey ? kept.fullPath : this.targetIfGone(activeKey);
  }

  /** Keeps only the pinned tabs; answers where to go when the active tab went with the others. */
  closeAll(activeKey: string): string | null {
    this.keep((tab) => tab.meta.affix === true);
    return this.targetIfGone(activeKey);
  }

  /** Sign-out: back to the pinned tabs. */
  reset(): void {
    this.visitedViews = [...this.affixTabs];
  }

  private targetIfGone(activeKey: string): string | null {
    return this.visitedViews.some((tab) => tab.key === activeKey)
      ? null
      : pathAfterClosing(this.visitedViews);
  }

  private keep(predicate: (tab: TabEntry) => boolean): void {
    this.visitedViews = this.visitedViews.filter(predicate);
  }
}
