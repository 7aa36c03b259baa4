// Steps in the shell's header and tabs as a user takes them: by the controls' names and roles.
import type { Locator, Page, Route } from 'playwright-core';

/**
 * Chooses the shell's language and waits for the reload it brings (core spec §4): the page's
 * language changes before the reload, so a step taken on that alone is lost with the old page.
 */
export async function switchLanguage(page: Page, language: string): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await page.getByLabel('Language').selectOption(language);
  await reloaded;
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  await page.getByRole('banner').getByTestId('user-name').waitFor();
}

/**
 * Holds every script the page asks for from now on until `release`: what the shell fetches on first
 * use (the header's popups) arrives when the test says.
 */
export async function holdScripts(page: Page): Promise<{ release(): Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/*.js', (route) => (holding ? held.push(route) : route.continue()));
  return {
    async release() {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** The header search's combobox. */
export function headerSearch(page: Page, name = 'Search the menu'): Locator {
  return page.getByRole('banner').getByRole('combobox', { name });
}

/** Opens the user menu (named after the signed-in user) and picks an entry. */
export async function userMenuEntry(page: Page, entry: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu for / })
    .click();
  await page.getByRole('menuitem', { name: entry }).click();
}

/** The visited-page tabs. */
export function pageTabs(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Open pages' });
}

/** The current page's tab. */
export function activeTab(page: Page): Locator {
  return pageTabs(page)
    .getByRole('listitem')
    .filter({ has: page.locator('[aria-current="page"]') });
}

/** The tab titles, in order. */
export function tabTitles(page: Page): Promise<string[]> {
  return pageTabs(page).getByRole('link').allTextContents();
}

/** Opens the settings side panel. */
export async function openSettings(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Page settings' });
  await panel.waitFor();
  return panel;
}

/** The background colour the page paints for an element, as `rgb(r, g, b)`. */
export function backgroundOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).backgroundColor);
}

/** Resolves once opening animations (a dialog scaling in, a menu fading in) have finished. */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** Reads again and again (up to 10 seconds) until the value is accepted, and answers it. */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still not accepted: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
