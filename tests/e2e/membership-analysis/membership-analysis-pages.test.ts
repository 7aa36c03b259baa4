// Issue 26 item 4 in Chromium: as hk.owner, every membership analysis page (the sales reports and the
// demographic ones, read from the navigation's membership_analysis section and the sections under
// it, so the test follows the navigation) opens on the demo's members and orders with a chart drawn
// and a table, and axe finds nothing on any of them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { readConfig, ROOT_DIR } from '../../../server/config';
import { loadProductReports } from '../../../server/sales/product-reports';
import { loadProductSchemas } from '../../../server/schemas';
import { accessibilityViolations } from '../support/axe';
import { saveScreenshot } from '../support/browser';
import { setUpBrowserSession } from '../support/browser-session';
import { english } from '../support/fixture-form';
import { signIn } from '../support/sign-in';

interface Navigation {
  sections: { name: string; parent?: string }[];
  routes: { name: string; path: string; title: string; section: string; page?: string }[];
}

const ANALYSIS = 'membership_analysis';
const config = readConfig({});
const REPORTS = loadProductReports(config, loadProductSchemas(config));
const navigation = JSON.parse(
  readFileSync(join(ROOT_DIR, 'schemas', 'navigation.json'), 'utf8'),
) as Navigation;
/** The membership analysis section and every section under it. */
const SECTIONS = new Set([ANALYSIS]);
for (let grew = true; grew;) {
  const before = SECTIONS.size;
  for (const { name, parent } of navigation.sections) if (parent && SECTIONS.has(parent)) SECTIONS.add(name);
  grew = SECTIONS.size > before;
}
const PAGES = navigation.routes.filter((route) => SECTIONS.has(route.section));

// The demo's members signed up over the last year, its orders over the last two weeks.
const session = setUpBrowserSession({ timezoneId: config.timeZone, server: { demoOrderDays: 14 } });

const part = (page: Page, name: string) => page.getByTestId(`report-part-${name}`);

describe('membership analysis, as hk.owner', () => {
  it('lists fifteen pages, each a declared report', () => {
    expect(PAGES.map(({ name, page }) => [name, page, REPORTS.has(name)])).toEqual(
      PAGES.map(({ name }) => [name, 'report', true]),
    );
    expect(PAGES).toHaveLength(15);
  });

  it(
    'opens every page with a chart drawn and a table on the demo’s data, and axe finds nothing',
    async () => {
      const { page } = session;
      await signIn(page, 'hk.owner');
      const undrawn: string[] = [];
      for (const route of PAGES) {
        await page.goto(route.path);
        await page.getByRole('heading', { level: 1, name: english(route.title) }).waitFor();
        const parts = REPORTS.get(route.name)?.parts ?? [];
        for (const each of parts)
          if (each.chart === 'figures') await part(page, each.name).getByRole('definition').first().waitFor();
          else await part(page, each.name).getByRole('table').waitFor();
        // At least one part draws the demo's figures: its series, not the note of an empty range.
        const drawn = await page
          .getByRole('figure')
          .locator('svg .apexcharts-series')
          .first()
          .waitFor({ timeout: 20_000 })
          .then(() => true)
          .catch(() => false);
        if (!drawn) {
          undrawn.push(route.name);
          await saveScreenshot(page, `membership-analysis-${route.name}`);
        }
        expect([route.name, await accessibilityViolations(page)]).toEqual([route.name, []]);
      }
      expect(undrawn).toEqual([]);
    },
    PAGES.length * 30_000,
  );
});
