// Core spec §2.4: whether the sidebar is collapsed (to its icons) is remembered in a cookie, as the
// product's ancestor does (`sidebarStatus`: 1 open, 0 collapsed), so the next visit opens alike.
import { useState } from 'react';

const COOKIE = 'sidebarStatus';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function isCollapsedIn(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${COOKIE}=0`);
}

export function collapseCookie(collapsed: boolean): string {
  return `${COOKIE}=${collapsed ? 0 : 1}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
}

/** The remembered state, and a toggle that remembers the new one. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => isCollapsedIn(document.cookie));
  const toggle = () => {
    document.cookie = collapseCookie(!collapsed);
    setCollapsed(!collapsed);
  };
  return [collapsed, toggle];
}
