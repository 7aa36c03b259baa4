// A company manager on the branch screens: hk.owner adds a branch with opening hours to his own
// company, and the other company's branches stay out of his reach, listed or addressed.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/demo/demo-data';
import { launchChromium, openContext, saveScreenshot, waitForPath } from './support/browser';
import { gridCell, openFromMenu, toast } from './support/screens';
import { signIn } from './support/sign-in';
import { startTestServer, type TestServer } from './support/test-server';

jest.setTimeout(120_000);

const LIST = '/merchant_management/branches_list';
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** The id of a demo shop, read through the API as the platform admin. */
async function shopId(englishName: string): Promise<number> {
  const call = async <T>(path: string, body: object, token?: string) => {
    const response = await fetch(`${server.url}/pro-api${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { data: T }).data;
  };
  const { token } = await call<{ token: string }>('/login', { username: 'admin', password: DEMO_PASSWORD });
  const shops = await call<{ id: number; name_en: string }[]>('/shop', { pageSize: 50 }, token);
  const shop = shops.find((candidate) => candidate.name_en === englishName);
  if (!shop) throw new Error(`no demo shop ${englishName}`);
  return shop.id;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  context = await openContext(browser, server.url);
  page = await context.newPage();
  await signIn(page, 'hk.owner');
});

afterEach(async () => {
  await context.close();
});

describe('the branch list, as hk.owner', () => {
  it('adds a branch with opening hours to his own company', async () => {
    await openFromMenu(page, 'Merchants', 'Branches');
    await gridCell(page, 'Central').waitFor();
    await gridCell(page, 'Causeway Bay').waitFor();

    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('heading', { level: 1, name: 'New Branch' }).waitFor();
    await page.getByRole('textbox', { name: 'Branch name', exact: true }).fill('灣仔店');
    await page.getByRole('textbox', { name: 'English name', exact: true }).fill('Wan Chai');
    await page.getByRole('textbox', { name: 'Store ID', exact: true }).fill('HK-WC-01');
    await page.getByRole('button', { name: 'Add opening hours' }).click();
    await page.getByLabel('Opens, row 1').fill('11:00');
    await page.getByLabel('Closes, row 1').fill('15:00');
    await page.getByRole('button', { name: 'Add opening hours' }).click();
    await page.getByLabel('Weekday of row 2').selectOption({ label: 'Saturday' });
    await page.getByLabel('Opens, row 2').fill('10:00');
    await page.getByLabel('Closes, row 2').fill('23:00');
    await page.getByRole('checkbox', { name: 'Dinner' }).check();
    await saveScreenshot(page, 'branch-form-opening-hours');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, LIST);
    await toast(page, 'Saved');
    await gridCell(page, 'Wan Chai').waitFor();

    await page.getByRole('link', { name: 'Details 灣仔店' }).click();
    const hours = page.getByRole('region', { name: 'Opening hours' });
    await hours.getByText('11:00–15:00').waitFor();
    await hours.getByText('10:00–23:00').waitFor();
    await hours.getByText('Dinner').waitFor();
    await saveScreenshot(page, 'branch-detail');
  });

  it("does not list the other company's branches", async () => {
    await openFromMenu(page, 'Merchants', 'Branches');
    await gridCell(page, 'Central').waitFor();
    expect(await gridCell(page, 'Mong Kok').count()).toBe(0);
    expect(await gridCell(page, 'Tsim Sha Tsui').count()).toBe(0);
  });

  it("shows not found for another company's branch addressed directly", async () => {
    const mongKok = await shopId('Mong Kok');
    await page.goto(`${LIST}/edit/${mongKok}`);
    await page.getByTestId('not-found').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.getByLabel('Branch name').count()).toBe(0);
    await page.goto(`${LIST}/detail/${mongKok}`);
    await page.getByTestId('not-found').waitFor();
    await saveScreenshot(page, 'branch-not-found');
  });

  it('shows not found for a screen of a route he may not open', async () => {
    await page.goto('/merchant_management/merchant_list/create');
    await page.getByTestId('not-found').waitFor();
  });
});
