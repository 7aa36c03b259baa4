// Table QR codes end to end (issue 11): hk.central builds an area of 12 tables in the floor plan,
// downloads the area's QR sheet from the QR codes page, and every code on the PNG, read as a
// phone's camera would (jsQR over each cell of the sheet), is the ordering address of one of those
// tables, each table once.
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { SHEET } from '../../../pages/store/qr-codes/qr-sheet';
import { accessibilityViolations } from '../support/axe';
import { saveScreenshot, waitForPath } from '../support/browser';
import { setUpBrowserSession } from '../support/browser-session';
import { openCreateForm, openFromSidebar } from '../support/screens';

const session = setUpBrowserSession({ username: 'hk.central' });
const AREA = 'Harbour hall';
const TABLES = Array.from({ length: 12 }, (_, i) => `H${i + 1}`);

/** The area's tables as the server holds them, read with the page's own session. */
async function storedTables(page: Page): Promise<{ name: string; code: string }[]> {
  return page.evaluate(async (area) => {
    const response = await fetch('/pro-api/table/area', {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        'x-token': localStorage.getItem('permission-token') ?? '',
      },
      body: JSON.stringify({ name: area, pageNumber: 1, pageSize: 10 }),
    });
    const answer = (await response.json()) as {
      data: { name: string; tables: { name: string; code: string }[] }[];
    };
    return answer.data.find((record) => record.name === area)?.tables ?? [];
  }, AREA);
}

/** Every cell of the sheet decoded: its code's text, or null where no code reads. */
function decodeSheet(png: PNG, cells: number): (string | null)[] {
  return Array.from({ length: cells }, (_, i) => {
    const left = SHEET.margin + (i % SHEET.columns) * SHEET.cell;
    const top = SHEET.header + Math.floor(i / SHEET.columns) * (SHEET.cell + SHEET.label);
    const cell = new Uint8ClampedArray(SHEET.cell * SHEET.cell * 4);
    for (let y = 0; y < SHEET.cell; y += 1) {
      const from = ((top + y) * png.width + left) * 4;
      cell.set(png.data.subarray(from, from + SHEET.cell * 4), y * SHEET.cell * 4);
    }
    return jsQR(cell, SHEET.cell, SHEET.cell)?.data ?? null;
  });
}

describe('table QR codes, as hk.central', () => {
  it('builds an area of 12 tables and downloads a sheet whose codes lead to each table', async () => {
    const { page, server } = session;
    await openFromSidebar(page, ['Store settings', 'Tables'], 'Floor plan');
    await openCreateForm(page);
    await page.getByRole('textbox', { name: 'Area name', exact: true }).fill(AREA);
    for (const [i, name] of TABLES.entries()) {
      await page.getByRole('button', { name: 'Add row' }).click();
      await page.getByRole('textbox', { name: `Table name, row ${i + 1}` }).fill(name);
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/store_settings/table/floor_plan');

    const tables = await storedTables(page);
    expect(tables.map((table) => table.name)).toEqual(TABLES);
    expect(new Set(tables.map((table) => table.code)).size).toBe(TABLES.length);

    await openFromSidebar(page, ['Store settings', 'QR code ordering'], 'QR codes');
    const download = page.getByRole('button', { name: `Download the QR sheet of ${AREA}` });
    await download.waitFor();
    await saveScreenshot(page, 'qr-codes-page');
    expect(await accessibilityViolations(page)).toEqual([]);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(`${AREA}-QR.png`);

    const png = PNG.sync.read(await readFile(await file.path()));
    const addresses = decodeSheet(png, TABLES.length);
    expect(addresses).toEqual(tables.map((table) => `${server.url}/qr/${table.code}`));
  });
});
