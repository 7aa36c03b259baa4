// Step 7, the store settings (issue 11), as the store manager hk.central in Chromium: a settings
// record's page from navigation start to its form painted (one shop, so the form opens at once; the
// first visit is cold), and an area of 200 tables' QR sheet from the click on Download to the PNG
// handed to the browser's download.
import type { Page } from 'playwright-core';
import { withSignedInPage } from '../support/browser-sign-in';
import { withBrigadeOn } from '../support/brigade-server';
import { ensureClientBuild } from '../support/client-build';
import { pgliteEngine } from '../support/engines';
import { parseEnvelope } from '../support/envelope';
import { demoAccount, signIn } from '../support/sign-in';

export const SETTINGS_PATH = '/store_settings/printing/printing_settings';
export const QR_PATH = '/store_settings/qr_code_ordering/qr_code';
export const SHEET_TABLES = 200;
const SETTINGS_VISITS = 7;
const SHEET_RUNS = 3;
const MANAGER = demoAccount('hk.central');
const AREA = 'Bench hall';
// The Save button in any of the product's three languages.
const SAVE_LABEL = /^(save|儲存|保存)$/i;

export interface StoreFigures {
  skipped?: string;
  error?: string;
  /** Milliseconds from navigation start to the settings form painted, per visit. */
  settingsPaintMs?: number[];
  /** Seconds from the click on Download to the sheet's file, per run. */
  sheetSeconds?: number[];
}

async function settingsPaint(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole('button', { name: SAVE_LABEL }).waitFor({ timeout: 30_000 });
  return page.evaluate(
    () => new Promise<number>((done) => requestAnimationFrame(() => done(performance.now()))),
  );
}

/** An area of SHEET_TABLES tables in the manager's shop, made through the floor plan's create call. */
async function createArea(baseUrl: string): Promise<void> {
  const { token } = await signIn(baseUrl, JSON.stringify(MANAGER));
  const tables = Array.from({ length: SHEET_TABLES }, (_, i) => ({ name: `T${i + 1}`, maxPeople: 4 }));
  const response = await fetch(`${baseUrl}/pro-api/table/area`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify({ name: AREA, tables }),
  });
  const envelope = parseEnvelope(await response.text());
  if (envelope?.status !== 0)
    throw new Error(`creating the bench area failed: ${envelope?.msgEn ?? response.status}`);
}

async function sheetSeconds(page: Page, url: string): Promise<number> {
  await page.goto(url);
  const button = page.getByRole('button', { name: new RegExp(AREA) });
  await button.waitFor({ timeout: 30_000 });
  const started = Date.now();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), button.click()]);
  const seconds = (Date.now() - started) / 1000;
  await download.delete();
  return seconds;
}

export async function runStoreStep(): Promise<StoreFigures> {
  const build = await ensureClientBuild();
  if (build.state === 'skipped') return { skipped: build.reason };
  try {
    return await withBrigadeOn(await pgliteEngine(), async (server) => {
      await createArea(server.url);
      return withSignedInPage(server.url, MANAGER, async (page) => {
        const settingsPaintMs: number[] = [];
        for (let visit = 0; visit < SETTINGS_VISITS; visit += 1)
          settingsPaintMs.push(Math.round(await settingsPaint(page, `${server.url}${SETTINGS_PATH}`)));
        const sheets: number[] = [];
        for (let run = 0; run < SHEET_RUNS; run += 1)
          sheets.push(await sheetSeconds(page, `${server.url}${QR_PATH}`));
        return { settingsPaintMs, sheetSeconds: sheets };
      });
    });
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
