// Lists look right on every operator's machine: at 1440 × 900, with scrollbars that overlay the page
// as on a Mac (Chromium's --hide-scrollbars draws none and takes no room, as overlay ones do), a
// list's columns fit its width without scrolling sideways and its last row is whole above the
// grid's bottom edge.
import type { Page } from 'playwright-core';
import { CHROMIUM_ARGS, TEST_BROWSER } from '../../../scripts/chromium';
import { chromium, type Browser } from 'playwright-core';
import { saveScreenshot } from '../support/browser';
import { openFromSidebar } from '../support/screens';
import { signIn } from '../support/sign-in';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(180_000);

const LISTS: [string | string[], string][] = [
  ['Merchants', 'Merchants'],
  ['Users', 'Administrators'],
  ['Accounts', 'Merchant accounts'],
  ['Menus', 'Categories'],
  [['Menus', 'Dish settings'], 'Dish details'],
  [['Store settings', 'Operations'], 'Scenes'],
];

/** Whether the grid scrolls sideways, and whether its last row is whole: nothing covers its bottom. */
async function gridFit(page: Page) {
  const grid = page.getByRole('treegrid').or(page.getByRole('grid')).first();
  await grid.getByRole('row').nth(1).waitFor();
  const rows = grid.getByRole('row');
  const lastCell = rows
    .nth((await rows.count()) - 1)
    .getByRole('gridcell')
    .last();
  const box = await lastCell.boundingBox();
  const lastRowWhole = await lastCell.evaluate(
    (cell, { x, y }) => {
      const found = document.elementFromPoint(x, y);
      return found !== null && cell.closest('[role="row"]')?.contains(found) === true;
    },
    { x: (box?.x ?? 0) + 4, y: (box?.y ?? 0) + (box?.height ?? 0) - 2 },
  );
  // ag-grid's sideways scroller (its class, not the engine's) holds content wider than itself.
  const sideways = await page.evaluate(() => {
    const scroller = document.querySelector<HTMLElement>('.ag-body-horizontal-scroll-viewport');
    return scroller !== null && scroller.scrollWidth > scroller.clientWidth + 1;
  });
  return { sideways, lastRowWhole };
}

describe('lists at 1440 × 900 with overlay scrollbars', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startTestServer(),
      chromium.launch({ executablePath: TEST_BROWSER.path, args: [...CHROMIUM_ARGS, '--hide-scrollbars'] }),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('fits every column in the width and shows the last row whole', async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'en-US',
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    try {
      await signIn(page, 'admin');
      const fits = [];
      for (const [menu, entry] of LISTS) {
        await openFromSidebar(page, menu, entry);
        fits.push({ entry, ...(await gridFit(page)) });
        await saveScreenshot(page, `list-layout-${entry.toLowerCase().replace(/ /g, '-')}`);
      }
      expect(fits).toEqual(LISTS.map(([, entry]) => ({ entry, sideways: false, lastRowWhole: true })));
    } finally {
      await context.close();
    }
  });
});
