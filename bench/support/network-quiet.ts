import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';

export interface NetworkWatch {
  /** Resolves once no request has been in flight for `quietMs`. */
  untilQuiet(quietMs?: number, timeoutMs?: number): Promise<void>;
}

/**
 * Counts the page's requests in flight from now on. Playwright's "networkidle" only follows
 * navigations, and a single-page app loads its lazy chunks after a client-side route change, which
 * is no navigation; attach this before the page loads so no request is missed.
 */
export function watchNetwork(page: Page): NetworkWatch {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => () => {
    inFlight = Math.max(0, inFlight + delta);
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return {
    async untilQuiet(quietMs = 750, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline)
          throw new Error(`the network did not go quiet within ${timeoutMs / 1000} s`);
        await sleep(50);
      }
    },
  };
}
