import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Page } from 'playwright-core';
import { withSignedInPage } from '../support/browser-sign-in';
import { withBrigadeOn } from '../support/brigade-server';
import { ensureClientBuild } from '../support/client-build';
import { pgliteEngine } from '../support/engines';
import { LatencySamples } from '../support/latency';
import { ADMIN } from '../support/sign-in';
import { RECORDS } from './query-step';
import { seedBranches, withoutDemoOrders } from './seed-records';
import { schemasWithWideForm, WIDE_FORM_FIELDS, WIDE_FORM_PATH } from './wide-form-schema';

const LIST_PATH = '/merchant_management/branches_list';
const LIST_VISITS = 7;
const KEYSTROKES = 40;

export interface ScreenFigures {
  skipped?: string;
  error?: string;
  /** Milliseconds from navigation start to the first rows painted, per visit (the first is cold). */
  listPaintMs?: number[];
  keystrokeP50Ms?: number;
  keystrokeP99Ms?: number;
  keystrokes?: number;
}

/** Navigates to a list and answers the time from navigation start to the frame after rows appear. */
async function listPaint(page: Page, listUrl: string, firstCell: string): Promise<number> {
  await page.goto(listUrl, { waitUntil: 'commit' });
  await page.getByRole('gridcell', { name: firstCell, exact: true }).first().waitFor({ timeout: 30_000 });
  return page.evaluate(
    () => new Promise<number>((done) => requestAnimationFrame(() => done(performance.now()))),
  );
}

/**
 * Opens the list at `listUrl` LIST_VISITS times and answers each visit's milliseconds to rows painted
 * (the first visit is cold); a row is painted once a grid cell reads `firstCell`.
 */
export async function listPaintVisits(page: Page, listUrl: string, firstCell: string): Promise<number[]> {
  const listPaintMs: number[] = [];
  for (let visit = 0; visit < LIST_VISITS; visit += 1)
    listPaintMs.push(Math.round(await listPaint(page, listUrl, firstCell)));
  return listPaintMs;
}

/**
 * Types into the first text field of the 200-field form and answers, per keystroke, the time from the
 * keydown to the first moment after the next frame: the update and its paint are done by then.
 */
async function keystrokeLatencies(page: Page, baseUrl: string): Promise<number[]> {
  await page.goto(`${baseUrl}${WIDE_FORM_PATH}/create`, { waitUntil: 'commit' });
  const input = page.locator('form input[type="text"], form input:not([type])').first();
  await input.waitFor({ timeout: 30_000 });
  await page.evaluate(() => {
    const samples: number[] = [];
    Object.assign(window, { keystrokeSamples: samples });
    document.addEventListener(
      'keydown',
      () => {
        const start = performance.now();
        requestAnimationFrame(() => setTimeout(() => samples.push(performance.now() - start), 0));
      },
      true,
    );
  });
  await input.click();
  // A steady typist: 80 ms between keys, so one keystroke's work never queues behind the last.
  await input.pressSequentially('Harbour Island Dining Group, Central b'.padEnd(KEYSTROKES, 'x'), {
    delay: 80,
  });
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { keystrokeSamples: number[] }).keystrokeSamples);
}

/** Step 4: the list of 10,000 branches painted in Chromium, and typing in a generated 200-field form. */
export async function runScreensStep(): Promise<ScreenFigures> {
  const build = await ensureClientBuild();
  if (build.state === 'skipped') return { skipped: build.reason };
  const schemasDir = schemasWithWideForm();
  const engine = await pgliteEngine();
  const withSchemas = withoutDemoOrders({ ...engine, env: { ...engine.env, SCHEMAS_DIR: schemasDir } });
  try {
    await seedBranches(withSchemas, RECORDS);
    return await withBrigadeOn(withSchemas, (server) =>
      withSignedInPage(server.url, ADMIN, async (page) => {
        const listPaintMs = await listPaintVisits(page, `${server.url}${LIST_PATH}`, 'Branch 1');
        const latencies = await keystrokeLatencies(page, server.url);
        const samples = new LatencySamples();
        for (const ms of latencies) samples.record(ms);
        const [p50 = 0, p99 = 0] = samples.percentiles(50, 99);
        return { listPaintMs, keystrokeP50Ms: p50, keystrokeP99Ms: p99, keystrokes: latencies.length };
      }),
    );
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await rm(dirname(schemasDir), { recursive: true, force: true });
  }
}

export const SCREEN_NOTES = { records: RECORDS, fields: WIDE_FORM_FIELDS, visits: LIST_VISITS };
