// Debian's Chromium headless shell driven by playwright-core, with the launch settings the benchmarks
// use too.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, TEST_BROWSER } from '../../../scripts/chromium';

const SCREENSHOTS = resolve(__dirname, '..', '..', '..', 'test-output', 'e2e');

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: TEST_BROWSER.path, args: CHROMIUM_ARGS });
}

/**
 * A fresh profile (no stored session or language) with the browser language set to `locale`, and
 * its clock to `timezoneId` when given (the machine's otherwise). It asks for reduced motion, as
 * some users do: the screens then skip their opening and closing animations, which the tests would
 * otherwise wait out on every dialog, menu and drawer.
 */
/**
 * How long a step waits for the page before failing: a hang guard, not a speed check. Playwright's
 * 30 s ran out on a slow day's CI, where the whole run took two and a half times as long.
 */
const STEP_LIMIT = 60_000;

export async function openContext(
  browser: Browser,
  baseURL: string,
  locale = 'en-US',
  timezoneId?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale,
    ...(timezoneId ? { timezoneId } : {}),
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(STEP_LIMIT);
  return context;
}

/**
 * The whole page, taken with a window as tall as the page, so sticky parts (the sidebar, a form's
 * footer) sit where a reader finds them rather than where the window's edge was; opening
 * animations finished.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  try {
    await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });
  } finally {
    await page.setViewportSize(viewport);
  }
}

/**
 * Resolves when the page's path (without the query) is `path`. A page that never gets there fails
 * with where it stayed and the alerts and field messages it shows, so a failure in CI explains itself.
 */
export async function waitForPath(page: Page, path: string): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === path);
  } catch (error) {
    const shown = await page
      .locator('[role="alert"], [role="status"], .fui-Field__validationMessage')
      .allInnerTexts()
      .catch(() => []);
    const stayed = new URL(page.url()).pathname;
    throw new Error(
      `Expected ${path}, stayed on ${stayed}, showing ${JSON.stringify(shown)}: ${String(error)}`,
    );
  }
}
