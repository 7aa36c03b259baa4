import type { Page } from 'playwright-core';

/** Home's key figures (the declared report `home`, its part `figures`): a value shown in one of them. */
const KEY_FIGURE = '[data-testid="report-part-figures"] dd';

declare global {
  interface Window {
    /** performance.now() at the start of the frame that paints home's first key figure. */
    benchFiguresPaintedAt?: number;
  }
}

/**
 * Notes, in the page's own clock, the frame that first paints home's key figures, so a script's
 * request can be placed before or after it. Checked at the start of every frame (requestAnimationFrame
 * runs after the frame's tasks and before its paint): the first frame whose DOM holds a figure is the
 * one that paints it, and no script can ask for a file between that check and the paint. Attach before
 * the page loads; every document of the page is watched.
 */
export async function watchFiguresPainted(page: Page): Promise<void> {
  // As text: tsx names the inner function with a helper of its own, absent from the page.
  await page.addInitScript(`
    // Room for every file a long session asks for: the default buffer keeps only 250 entries.
    performance.setResourceTimingBufferSize(10000);
    requestAnimationFrame(function look() {
      if (document.querySelector(${JSON.stringify(KEY_FIGURE)})?.textContent)
        window.benchFiguresPaintedAt = performance.now();
      else requestAnimationFrame(look);
    });
  `);
}

/** Waits for home's key figures to be painted. */
export async function untilFiguresPainted(page: Page, timeoutMs = 30_000): Promise<void> {
  await page
    .waitForFunction(() => window.benchFiguresPaintedAt !== undefined, null, { timeout: timeoutMs })
    .catch(() => {
      throw new Error(`home's key figures were not painted within ${timeoutMs / 1000} s of signing in`);
    });
}

/**
 * The paths of the files this document asked for before home's key figures were painted, by their
 * resource timing entries (an entry is written once its file has loaded, so ask again once the
 * network is quiet to see a file still loading at the paint).
 */
export async function requestedBeforeFigures(page: Page): Promise<Set<string>> {
  const paths = await page.evaluate(() => {
    const painted = window.benchFiguresPaintedAt ?? Number.POSITIVE_INFINITY;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < painted)
      .map((entry) => new URL(entry.name).pathname);
  });
  return new Set(paths);
}
