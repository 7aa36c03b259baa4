import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { onCleanup } from './cleanup';

/** Launches the system Chromium (never a downloaded one) with a fresh profile, closed at cleanup. */
export async function launchChromium(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    timeout: 30_000,
  });
  const close = onCleanup(() => browser.close());
  return { browser, close };
}
