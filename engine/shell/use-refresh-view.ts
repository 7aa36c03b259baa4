// Re-renders a page from scratch (core spec §2.4, §4: a tab's refresh, a size change): the router
// goes through /redirect plus the page's full path, which comes straight back to it.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { REDIRECT_PREFIX } from '../client/navigation-guard';

/** `/redirect` plus a full path (which starts with its own slash). */
export function redirectPath(fullPath: string): string {
  return REDIRECT_PREFIX + fullPath.replace(/^\/+/, '');
}

/** Refreshes the page at `fullPath`, by default the current one. */
export function useRefreshView(): (fullPath?: string) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (fullPath = pathname + search) => void navigate(redirectPath(fullPath), { replace: true }),
    [navigate, pathname, search],
  );
}
