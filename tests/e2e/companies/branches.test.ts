// A company manager on the branch screens: hk.owner adds a branch with opening hours to his own
// company, and the other company's branches stay out of his reach, listed or addressed.
import { DEMO_PASSWORD } from '../../../server/demo/demo-data';
import { saveScreenshot, waitForPath } from '../support/browser';
import { gridCell, openFromSidebar, toast } from '../support/screens';
import { setUpBrowserSession } from '../support/browser-session';

const session = setUpBrowserSession({ username: 'hk.owner' });

const LIST = '/merchant_management/branches_list';

/** The id of a demo shop, read through the API as the platform admin. */
async function shopId(englishName: string): Promise<number> {
  const call = async <T>(path: string, body: object, token?: string) => {
    const response = await fetch(`${session.server.url}/pro-api${path}`, {
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

describe('the branch list, as hk.owner', () => {
  it('adds a branch with opening hours to his own company', async () => {
    await openFromSidebar(session.page, 'Merchants', 'Branches');
    await gridCell(session.page, 'Central').waitFor();
    await gridCell(session.page, 'Causeway Bay').waitFor();

    await session.page.getByRole('link', { name: 'Create' }).click();
    await session.page.getByRole('heading', { level: 1, name: 'New Branch' }).waitFor();
    await session.page.getByRole('textbox', { name: 'Branch name', exact: true }).fill('灣仔店');
    await session.page.getByRole('textbox', { name: 'English name', exact: true }).fill('Wan Chai');
    await session.page.getByRole('textbox', { name: 'Store ID', exact: true }).fill('HK-WC-01');
    await session.page.getByRole('button', { name: 'Add opening hours' }).click();
    await session.page.getByLabel('Opens, row 1').fill('11:00');
    await session.page.getByLabel('Closes, row 1').fill('15:00');
    await session.page.getByRole('button', { name: 'Add opening hours' }).click();
    await session.page.getByLabel('Weekday of row 2').selectOption({ label: 'Saturday' });
    await session.page.getByLabel('Opens, row 2').fill('10:00');
    await session.page.getByLabel('Closes, row 2').fill('23:00');
    await session.page.getByRole('checkbox', { name: 'Dinner' }).check();
    await saveScreenshot(session.page, 'branch-form-opening-hours');
    await session.page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(session.page, LIST);
    await toast(session.page, 'Saved');
    await gridCell(session.page, 'Wan Chai').waitFor();

    await session.page.getByRole('link', { name: 'Details 灣仔店' }).click();
    const hours = session.page.getByRole('region', { name: 'Opening hours' });
    await hours.getByText('11:00–15:00').waitFor();
    await hours.getByText('10:00–23:00').waitFor();
    await hours.getByText('Dinner').waitFor();
    await saveScreenshot(session.page, 'branch-detail');
  });

  it("does not list the other company's branches", async () => {
    await openFromSidebar(session.page, 'Merchants', 'Branches');
    await gridCell(session.page, 'Central').waitFor();
    expect(await gridCell(session.page, 'Mong Kok').count()).toBe(0);
    expect(await gridCell(session.page, 'Tsim Sha Tsui').count()).toBe(0);
  });

  it("shows not found for another company's branch addressed directly", async () => {
    const mongKok = await shopId('Mong Kok');
    await session.page.goto(`${LIST}/edit/${mongKok}`);
    await session.page.getByTestId('not-found').waitFor();
    await session.page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await session.page.getByLabel('Branch name').count()).toBe(0);
    await session.page.goto(`${LIST}/detail/${mongKok}`);
    await session.page.getByTestId('not-found').waitFor();
    await saveScreenshot(session.page, 'branch-not-found');
  });

  it('shows not found for a screen of a route he may not open', async () => {
    await session.page.goto('/merchant_management/merchant_list/create');
    await session.page.getByTestId('not-found').waitFor();
  });
});
