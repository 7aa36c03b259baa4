// Issue 6 in Chromium, as hk.owner: 500 dishes imported from a spreadsheet whose three bad rows the
// dry run reports (nothing written until the sheet is fixed), the dish list exported with every
// column, and a category moved to the top by dragging it in the sort dialog.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { DEMO_PASSWORD } from '../../../server/demo/demo-data';
import { accessibilityViolations } from '../support/axe';
import { saveScreenshot } from '../support/browser';
import { setUpBrowserSession } from '../support/browser-session';
import { downloadFrom, gridCell, openFromSidebar, toast } from '../support/screens';

const session = setUpBrowserSession({ username: 'hk.owner' });
const folder = mkdtempSync(join(tmpdir(), 'brigade-menu-'));

/** A call to the API as hk.owner, for what the test sets up and checks around the screens. */
async function asOwner<T>(method: string, path: string, body: object): Promise<{ data: T; count?: number }> {
  const call = async (url: string, verb: string, payload: object, token?: string) => {
    const response = await fetch(`${session.server.url}/pro-api${url}`, {
      method: verb,
      headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) },
      body: JSON.stringify(payload),
    });
    return response.json() as Promise<{ data: T; count?: number }>;
  };
  const login = await call('/login', 'PUT', { username: 'hk.owner', password: DEMO_PASSWORD });
  return call(path, method, body, (login.data as { token: string }).token);
}

const dishCount = async (): Promise<number> => (await asOwner('PUT', '/dish', { pageSize: 1 })).count ?? 0;

/** A spreadsheet of `rows` under English headings, written where the file chooser can take it. */
function spreadsheet(name: string, rows: Record<string, string | number>[]): string {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet(rows), 'Dishes');
  const file = join(folder, name);
  XLSX.writeFile(book, file);
  return file;
}

const dialog = (page: Page) => page.getByRole('dialog');

describe('menus and spreadsheets, as hk.owner', () => {
  it('imports 500 dishes once the dry run finds no bad row, and exports them with every column', async () => {
    const { page } = session;
    // Two categories share a name: a row naming it cannot say which one it means.
    for (const name of ['Specials', 'Specials']) await asOwner('POST', '/category', { name, name_en: name });
    const rows = Array.from({ length: 500 }, (_, i) => ({
      Name: `匯入菜式 ${i + 1}`,
      'English name': `Imported dish ${i + 1}`,
      Category: 'Noodles',
      Price: 30 + (i % 20),
      Scenes: 'Lunch, Dinner',
    }));
    const bad = structuredClone(rows);
    Object.assign(bad[9] ?? {}, { Category: 'Soup' });
    Object.assign(bad[199] ?? {}, { Category: 'Specials' });
    Object.assign(bad[449] ?? {}, { Scenes: 'Supper' });
    const before = await dishCount();

    await openFromSidebar(page, ['Menus', 'Dish settings'], 'Dishes');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog(page).locator('input[type="file"]').setInputFiles(spreadsheet('dishes-bad.xlsx', bad));
    await dialog(page).getByText('500 rows read').waitFor();
    await dialog(page).getByRole('button', { name: 'Check' }).click();
    await dialog(page).getByText('The check found 3 problems; nothing was imported.').waitFor();
    const problems = dialog(page).getByRole('table', { name: 'Problems by row' });
    await problems.getByText('Category “Soup” does not exist, please create it again').waitFor();
    await problems
      .getByText('There are multiple Category entries with the same name “Specials”, please select manually')
      .waitFor();
    await problems.getByText('Scenes “Supper” does not exist, please create it again').waitFor();
    // Each problem names the spreadsheet's row: the heading is row 1.
    for (const row of ['11', '201', '451'])
      await problems.getByRole('cell', { name: row, exact: true }).waitFor();
    expect(
      await dialog(page)
        .getByRole('button', { name: /^Import \d+ rows$/ })
        .count(),
    ).toBe(0);
    await saveScreenshot(page, 'menu-import-problems');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await dishCount()).toBe(before);

    await dialog(page).locator('input[type="file"]').setInputFiles(spreadsheet('dishes.xlsx', rows));
    await dialog(page).getByRole('button', { name: 'Check' }).click();
    await dialog(page).getByText('All 500 rows passed the check.').waitFor();
    expect(await dishCount()).toBe(before);
    await dialog(page).getByRole('button', { name: 'Import 500 rows' }).click();
    await toast(page, '500 rows imported');
    expect(await dishCount()).toBe(before + 500);

    const download = await downloadFrom(page, () => page.getByRole('button', { name: 'Export' }).click());
    const file = join(folder, download.suggestedFilename());
    await download.saveAs(file);
    const book = XLSX.readFile(file);
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet) throw new Error('the export has no sheet');
    const exported = XLSX.utils.sheet_to_json<Record<string, string>>(sheet);
    expect(exported).toHaveLength(before + 500);
    expect(exported).toContainEqual(
      expect.objectContaining({
        Name: '匯入菜式 500',
        'English name': 'Imported dish 500',
        Category: 'Noodles',
        Price: expect.stringContaining('49'),
      }),
    );
    // Every column of the list, the hidden ones too.
    expect(Object.keys(exported[0] ?? {})).toEqual(
      expect.arrayContaining(['Scenes', 'Labels', 'Display order']),
    );
  });

  it('moves a category to the top by dragging it in the sort dialog', async () => {
    const { page } = session;
    await openFromSidebar(page, 'Menus', 'Categories');
    await gridCell(page, 'Drinks').waitFor();
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    const list = dialog(page).getByRole('list');
    const drinks = list.getByRole('listitem').filter({ hasText: 'Drinks' });
    await drinks.dragTo(list.getByRole('listitem').first());
    await dialog(page)
      .getByText(/Drinks is now at position 1/)
      .waitFor();
    await saveScreenshot(page, 'menu-category-sort');
    await dialog(page).getByRole('button', { name: 'Save order' }).click();
    await toast(page, 'Done');
    // The list is in display order, and the saved order puts Drinks first.
    await gridCell(page, 'Drinks').waitFor();
    const categories = await asOwner<{ name_en: string }[]>('PUT', '/category', {});
    expect(categories.data[0]?.name_en).toBe('Drinks');
  });
});
