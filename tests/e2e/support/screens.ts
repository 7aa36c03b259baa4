// Steps on the schema screens as a user takes them: by sidebar entries, labels, button names and the
// grid's cells, never by the engine's class names.
import type { Download, Locator, Page } from 'playwright-core';

/**
 * Opens a list from the sidebar, opening its section first (and a section inside it when `section`
 * names both), and waits for its heading.
 */
export async function openFromSidebar(page: Page, section: string | string[], entry: string): Promise<void> {
  const sidebar = page.getByRole('navigation', { name: 'Main menu' });
  const link = sidebar.getByRole('link', { name: entry, exact: true });
  // The navigation is built after sign-in; wait until either its entry or its folder is there.
  const folders = (Array.isArray(section) ? section : [section]).map((name) =>
    sidebar.getByRole('button', { name, exact: true }),
  );
  for (const [index, opener] of folders.entries()) {
    await link.or(opener).first().waitFor();
    if (await link.isVisible()) break;
    // A folder already open shows the next one; clicking it again would close it.
    const inner = folders[index + 1];
    if (!(inner && (await inner.isVisible()))) await opener.click();
  }
  await link.click();
  await page.getByRole('heading', { level: 1, name: entry }).waitFor();
}

/**
 * Opens the list's create form and waits for its heading: until then the list's search fields (a
 * "Name" among them) are still there to be typed into.
 */
export async function openCreateForm(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('heading', { level: 1, name: /^New / }).waitFor();
}

/** The grid's cell showing exactly this text. */
export function gridCell(page: Page, text: string): Locator {
  return page.getByRole('gridcell', { name: text, exact: true });
}

/**
 * Waits for the grid's "no records" overlay. The grid also repeats the words in an
 * aria-live region for screen readers at times, so the text alone can match twice.
 */
export async function emptyList(page: Page): Promise<void> {
  await page.locator('.ag-overlay-no-rows-center').getByText('No records', { exact: true }).waitFor();
}

/** The list's search form. */
export function searchForm(page: Page): Locator {
  return page.getByRole('search');
}

/** Picks an option of a lookup, in the page or a dialog (one of several for a field of several ids, then closes its list). */
export async function chooseOption(within: Page | Locator, field: string, option: string): Promise<void> {
  await within.getByRole('combobox', { name: field }).click();
  const page = 'page' in within ? within.page() : within;
  const single = page.getByRole('option', { name: option });
  const several = page.getByRole('menuitemcheckbox', { name: option });
  const choice = single.or(several).first();
  await choice.waitFor();
  // A list of several stays open for more; one of one closes as it is chosen (and Escape would
  // close a dialog around it).
  const ofSeveral = (await several.count()) > 0;
  await choice.click();
  if (ofSeveral) await page.keyboard.press('Escape');
}

/** Runs a row's action from its "more actions" menu. */
export async function rowMenuAction(page: Page, rowName: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `More actions for ${rowName}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Clicks and resolves with the download it starts. */
export async function downloadFrom(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

/** Waits for a toast with this text. */
export async function toast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}
