// Issue 13 in Chromium, on a server holding the demo's last two weeks of orders: hk.owner's home
// shows the business at a glance as charts; the sales report opens with a chart and tables, and a
// narrower range or one branch changes both; its export downloads a spreadsheet of the figures
// shown; the sales records' export downloads a spreadsheet whose closed orders add up to the
// report's net sales for the same days; hk.central's home and a business analysis page show his
// shop's figures.
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig, ROOT_DIR } from '../../../server/config';
import { loadProductReports } from '../../../server/sales/product-reports';
import { loadProductSchemas } from '../../../server/schemas';
import type { Download, Locator, Page } from 'playwright-core';
import { accessibilityViolations } from '../support/axe';
import { saveScreenshot } from '../support/browser';
import { setUpBrowserSession } from '../support/browser-session';
import { english } from '../support/fixture-form';
import { downloadFrom, openFromSidebar } from '../support/screens';
import { eventually } from '../support/shell';
import { signIn } from '../support/sign-in';

const SECTION = 'Business analytics';
const config = readConfig({});
const REPORTS = loadProductReports(config, loadProductSchemas(config));
const REPORT_ROUTES = (
  JSON.parse(readFileSync(join(ROOT_DIR, 'schemas', 'navigation.json'), 'utf8')) as {
    routes: { name: string; path: string; title: string; page?: string }[];
  }
).routes.filter((route) => route.page === 'report' && route.path.startsWith('/business_analytics/'));
// The membership analysis pages have a file of their own (tests/e2e/membership-analysis).
const session = setUpBrowserSession({ server: { demoOrderDays: 14 } });

/** A day `offset` days from today, as the date inputs hold it. */
const day = (offset: number) => {
  const today = new Date();
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const part = (page: Page, name: string) => page.getByTestId(`report-part-${name}`);
/** The chart drawn in a part, once apexcharts has drawn its series. */
async function drawnChart(page: Page, name: string): Promise<Locator> {
  const chart = part(page, name).getByRole('figure');
  await chart.locator('svg .apexcharts-series').first().waitFor();
  return chart;
}
/** The text of a table's last row (its totals). */
const totalsRow = async (page: Page, table: string) =>
  (await page
    .getByRole('table', { name: `Table: ${table}` })
    .getByRole('row')
    .last()
    .textContent()) ?? '';
const money = (text: string) => Number(text.replace(/[$,]/g, ''));

/** The sales report's first key figure, its net sales, as a number. */
const netSalesShown = async (page: Page) =>
  money(
    (await part(page, 'figures').getByRole('definition').first().textContent())?.match(/^\$[\d,.]+/)?.[0] ??
      '',
  );
/** A downloaded spreadsheet, read. */
async function workbookOf(download: Download): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
  return book;
}

/** Waits until the report has answered the question asked last (its parts no longer busy). */
async function settled(page: Page): Promise<void> {
  await page.locator('[aria-busy="false"]').first().waitFor();
}

describe('analytics, as hk.owner', () => {
  it('shows the business at a glance on the home page, as charts with the demo’s figures', async () => {
    const { page } = session;
    await signIn(page, 'hk.owner');
    for (const name of [
      'sales',
      'orders',
      'paymentMethods',
      'guestTraffic',
      'topDishes',
      'weekdays',
      'hours',
    ])
      await drawnChart(page, name);
    const figures = part(page, 'figures');
    await figures
      .getByText(/vs last week$/)
      .first()
      .waitFor();
    expect(await figures.getByRole('definition').first().textContent()).toMatch(/^\$[1-9][\d,]*\.\d\d/);
    await page
      .getByRole('status')
      .filter({ hasText: 'Figures include every order received up to' })
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'home-analytics');
  });

  it('opens the sales report with a chart and tables that a range and a branch both change', async () => {
    const { page } = session;
    await signIn(page, 'hk.owner');
    await openFromSidebar(page, SECTION, 'Sales report');
    const chart = await drawnChart(page, 'daily');
    const wholeChart = await chart.innerHTML();
    const wholeTotals = await totalsRow(page, 'Daily sales');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByLabel('From', { exact: true }).fill(day(-2));
    await settled(page);
    await eventually(
      () => totalsRow(page, 'Daily sales'),
      (now) => now !== wholeTotals,
    );
    await eventually(
      () => chart.innerHTML(),
      (now) => now !== wholeChart,
    );
    const rangeChart = await chart.innerHTML();
    const rangeTotals = await totalsRow(page, 'Daily sales');

    await page.getByRole('combobox', { name: 'Branch' }).selectOption({ label: 'Central' });
    await settled(page);
    await eventually(
      () => totalsRow(page, 'Daily sales'),
      (now) => now !== rangeTotals,
    );
    await eventually(
      () => chart.innerHTML(),
      (now) => now !== rangeChart,
    );
    const byShop = page.getByRole('table', { name: 'Table: Sales by branch' }).getByRole('row');
    await eventually(
      () => byShop.count(),
      (rows) => rows === 3,
    );
    expect(await byShop.nth(1).textContent()).toMatch(/^Central/);
    await saveScreenshot(page, 'sales-report');
  });

  it('exports the sales report of a range and a branch to a spreadsheet with the net sales shown', async () => {
    const { page } = session;
    await signIn(page, 'hk.owner');
    await openFromSidebar(page, SECTION, 'Sales report');
    const button = page.getByRole('button', { name: 'Export to Excel' });
    await page.getByLabel('From', { exact: true }).fill(day(-6));
    await page.getByLabel('To', { exact: true }).fill(day(-1));
    await page.getByRole('combobox', { name: 'Branch' }).selectOption({ label: 'Central' });
    // The button waits for the answer to the question asked last, so the figure read is its.
    await eventually(
      () => button.isEnabled(),
      (enabled) => enabled,
    );
    const netSales = await netSalesShown(page);
    expect(netSales).toBeGreaterThan(0);
    const download = await downloadFrom(page, () => button.click());
    expect(download.suggestedFilename()).toBe(`sales_report-${day(-6)}-${day(-1)}.xlsx`);
    const book = await workbookOf(download);
    const asked = book.worksheets[0];
    expect([3, 4].map((row) => asked?.getRow(row).getCell(2).value)).toEqual([
      new Date(`${day(-1)}T00:00:00Z`),
      'Central',
    ]);
    const figures = book.getWorksheet('Key figures');
    const net = (figures?.getRow(1).values as unknown[]).indexOf('Net sales');
    let total: unknown;
    figures?.eachRow((row) => {
      if (row.getCell(1).value === 'Total') total = row.getCell(net).value;
    });
    expect(total).toBeCloseTo(netSales, 2);
  });

  it('exports the sales records to a spreadsheet whose closed orders add up to the report', async () => {
    const { page } = session;
    await signIn(page, 'hk.owner');
    await openFromSidebar(page, SECTION, 'Sales report');
    await page.getByLabel('From', { exact: true }).fill(day(-6));
    await page.getByLabel('To', { exact: true }).fill(day(-1));
    await settled(page);
    const netSales = await netSalesShown(page);
    expect(netSales).toBeGreaterThan(0);

    await openFromSidebar(page, SECTION, 'Manage sales records');
    await page.getByLabel('From', { exact: true }).fill(day(-6));
    await page.getByLabel('To', { exact: true }).fill(day(-1));
    await page
      .getByRole('status')
      .filter({ hasText: /orders$/ })
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const file = `sales-records-${day(-6)}-${day(-1)}.xlsx`;
    const button = page.getByRole('button', { name: `Download ${file}` });
    await button.waitFor({ timeout: 60_000 });
    const download = await downloadFrom(page, () => button.click());
    expect(download.suggestedFilename()).toBe(file);
    const sheet = (await workbookOf(download)).worksheets[0];
    const headers = (sheet?.getRow(1).values as unknown[]) ?? [];
    const status = headers.indexOf('Status');
    const net = headers.indexOf('Net sales');
    let sum = 0;
    sheet?.eachRow((row, number) => {
      if (number > 1 && row.getCell(status).value === 'Closed') sum += Number(row.getCell(net).value);
    });
    expect(sum).toBeCloseTo(netSales, 2);
  });
});

describe('every report page, as hk.owner', () => {
  it(
    'opens each with its charts drawn and its tables, and axe finds no violation on any kind of part',
    async () => {
      const { page } = session;
      await signIn(page, 'hk.owner');
      // Every page draws its parts with the same components, one per kind of part: axe reads a page
      // when it shows a kind no page before it showed (seconds a page on a busy machine).
      const checked = new Set<string>();
      for (const route of REPORT_ROUTES) {
        await page.goto(route.path);
        await page.getByRole('heading', { level: 1, name: english(route.title) }).waitFor();
        const report = REPORTS.get(route.name);
        for (const each of report?.parts ?? []) {
          if (each.chart === 'figures') await part(page, each.name).getByRole('definition').first().waitFor();
          else await part(page, each.name).getByRole('table').waitFor();
          // A part with nothing in these days says so in place of its chart.
          const nothing = part(page, each.name).getByText('Nothing sold of this in these days.');
          const series = part(page, each.name).getByRole('figure').locator('svg .apexcharts-series').first();
          if (['line', 'bar', 'pie'].includes(each.chart)) await series.or(nothing).first().waitFor();
        }
        const kinds = (report?.parts ?? []).map((each) => each.chart);
        if (kinds.every((kind) => checked.has(kind))) continue;
        expect([route.name, await accessibilityViolations(page)]).toEqual([route.name, []]);
        for (const kind of kinds) checked.add(kind);
      }
      expect([...checked].sort()).toEqual(['bar', 'figures', 'line', 'pie', 'table']);
      // A hang guard that grows with the pages: axe alone takes seconds a page on a busy machine.
    },
    REPORT_ROUTES.length * 30_000,
  );
});

describe('analytics, as hk.central', () => {
  it('shows his shop’s business at a glance, and a business analysis page with a chart and a table', async () => {
    const { page } = session;
    await signIn(page, 'hk.central');
    await drawnChart(page, 'sales');
    await drawnChart(page, 'topDishes');
    await openFromSidebar(page, [SECTION, 'Business analysis'], 'Dishes');
    await page.getByRole('table').first().waitFor();
    await page.getByRole('figure').locator('svg .apexcharts-series').first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
