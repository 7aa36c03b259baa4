// Steps on the schema screens as a user takes them: by menu entries, labels, button names and the
// grid's cells, never by the engine's class names.
import type { Download, Locator, Page } from 'playwright-core';

/** Opens a list from the sidebar (opening its menu first) and waits for its heading. */
export async function openFromMenu(page: Page, menu: string, entry: string): Promise<void> {
  const sidebar = page.getByRole('navigation', { name: 'Main menu' });
  const link = sidebar.getByRole('link', { name: entry, exact: true });
  const opener = sidebar.getByRole('button', { name: menu, exact: true });
  // The menu is built after sign-in; wait until either its entry or its folder is there.
  await link.or(opener).first().waitFor();
  if (!(await link.isVisible())) await opener.click();
  await link.click();
  await page.getByRole('heading', { level: 1, name: entry }).waitFor();
}

/** The grid's cell showing exactly this text. */
export function gridCell(page: Page, text: string): Locator {
  return page.getByRole('gridcell', { name: text, exact: true });
}

/** The list's search form. */
export function searchForm(page: Page): Locator {
  return page.getByRole('search');
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
