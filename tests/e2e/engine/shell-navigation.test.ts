// The operator's shell in a real Chromium (core spec §2.1–§2.4): the guard, the addresses that lead
// elsewhere, the region rules on a Hong Kong and a US server, the breadcrumb, the sidebar on a desk
// and on a phone.
import type { Page } from 'playwright-core';
import { REGIONAL, writeRegionalSchemas } from '../../support/regional-schemas';
import { accessibilityViolations } from '../support/axe';
import { saveScreenshot, waitForPath } from '../support/browser';
import { setUpBrowserSession } from '../support/browser-session';
import { toast } from '../support/screens';
import { fillSignIn, signIn } from '../support/sign-in';

const regional = writeRegionalSchemas();
afterAll(regional.remove);

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

describe('on a Hong Kong server', () => {
  const session = setUpBrowserSession({ server: { region: 'hk', schemasDir: regional.schemasDir } });

  it('sends a signed-out visitor to sign-in and back to the wanted address', async () => {
    const { page } = session;
    await page.goto('/merchant_management/branches_list');
    await waitForPath(page, '/login');
    await fillSignIn(page, 'hk.owner');
    await waitForPath(page, '/merchant_management/branches_list');
    await page.getByRole('heading', { level: 1, name: 'Branches' }).waitFor();
  });

  it('leads the root to the home page, a section to its first entry, an unknown address to /404', async () => {
    const { page } = session;
    await signIn(page, 'admin');
    await waitForPath(page, '/home/home');
    await page.goto('/merchant_management');
    await waitForPath(page, '/merchant_management/merchant_list');
    await page.goto('/no/such/page');
    await waitForPath(page, '/404');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('re-enters an address through /redirect/…', async () => {
    const { page } = session;
    await signIn(page, 'admin');
    await page.goto('/redirect/merchant_management/branches_list?page=1');
    await waitForPath(page, '/merchant_management/branches_list');
    expect(new URL(page.url()).search).toBe('?page=1');
  });

  it('shows the breadcrumb; a section crumb leads to its first entry, the page is plain text', async () => {
    const { page } = session;
    await signIn(page, 'admin');
    await page.goto('/merchant_management/branches_list/create');
    await page.getByRole('heading', { level: 1, name: 'New Branch' }).waitFor();
    const crumbs = breadcrumb(page);
    expect(await crumbs.getByRole('listitem').allTextContents()).toEqual([
      'Home',
      'Merchants',
      'Branches',
      'Create',
    ]);
    expect(await crumbs.getByRole('link').allTextContents()).toEqual(['Home', 'Merchants', 'Branches']);
    await saveScreenshot(page, 'shell-breadcrumb');
    expect(await accessibilityViolations(page)).toEqual([]);
    await crumbs.getByRole('link', { name: 'Merchants' }).click();
    await waitForPath(page, '/merchant_management/merchant_list');
  });

  it('offers the EFT terminal and the delivery platforms, their settings to the platform level', async () => {
    const { page } = session;
    await signIn(page, 'admin');
    const nav = sidebar(page);
    await nav.getByRole('button', { name: 'Payments & coupons' }).click();
    await nav.getByRole('link', { name: REGIONAL.eftTerminal.label }).waitFor();
    expect(await nav.getByRole('link', { name: REGIONAL.terminal.label }).count()).toBe(0);
    await nav.getByRole('button', { name: 'Delivery platforms' }).click();
    await nav.getByRole('link', { name: REGIONAL.deliverooSettings.label }).waitFor();
    await nav.getByRole('link', { name: REGIONAL.deliveryMenu.label }).waitFor();
    await saveScreenshot(page, 'shell-sidebar-hk');
  });

  it('keeps the delivery-platform settings from a company manager, from the sidebar and by address', async () => {
    const { page } = session;
    await signIn(page, 'hk.owner');
    const nav = sidebar(page);
    // The platform menus, categories and dishes are his: the section is a folder of three entries.
    await nav.getByRole('button', { name: 'Delivery platforms' }).click();
    await nav.getByRole('link', { name: REGIONAL.deliveryMenu.label }).waitFor();
    expect(await nav.getByRole('link', { name: REGIONAL.deliverooSettings.label }).count()).toBe(0);
    await page.goto(REGIONAL.deliverooSettings.path);
    await waitForPath(page, '/404');
  });

  it('sends a user whose first-time setup is pending to the setup wizard', async () => {
    const { page } = session;
    await signIn(page, 'admin');
    await page.evaluate(() => localStorage.setItem('dola_pass', 'false'));
    await page.goto('/merchant_management/merchant_list');
    await waitForPath(page, '/setupwizard');
    await page.getByRole('heading', { level: 1, name: 'First-time setup' }).waitFor();
    expect(await page.title()).toBe('First-time setup - Brigade');
    expect(await accessibilityViolations(page)).toEqual([]);
    // The flag was set by hand: the server says the admin has nothing to set up, and is believed.
    await page.getByText("This merchant's setup is already finished.", { exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('dola_pass'))).toBe('true');
    await page.getByRole('button', { name: 'Close' }).click();
    await waitForPath(page, '/home/home');
  });

  it('tells a user left with no route so, and signs him out', async () => {
    const { page } = session;
    await signIn(page, 'admin');
    // A restaurant admin holding no privilege at all, made by the admin through the API.
    const status = await page.evaluate(async () => {
      const response = await fetch('/pro-api/user/user', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Token': localStorage.getItem('permission-token') ?? '',
        },
        body: JSON.stringify({
          name: 'No routes',
          username: 'no.routes',
          password: 'no-routes-pass',
          accountType: 'restaurantAdmin',
          privilegeList: [],
        }),
      });
      return ((await response.json()) as { status: number }).status;
    });
    expect(status).toBe(0);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await fillSignIn(page, 'no.routes', 'no-routes-pass');
    await toast(page, 'No permission, please contact the administrator');
    await waitForPath(page, '/login');
    await page.waitForFunction(() => localStorage.getItem('permission-token') === null);
  });

  it('goes to sign-in when the tab comes back after another tab signed out', async () => {
    const { page } = session;
    await signIn(page, 'admin');
    await page.goto('/merchant_management/merchant_list');
    await page.evaluate(() => {
      localStorage.removeItem('permission-token');
      localStorage.removeItem('permission-userInfo');
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/merchant_management/merchant_list');
  });

  it('collapses the sidebar to its icons and remembers it after a reload', async () => {
    const { page } = session;
    await signIn(page, 'admin');
    await sidebar(page).getByRole('button', { name: 'Collapse the menu' }).click();
    await page.reload();
    await sidebar(page).getByRole('button', { name: 'Expand the menu' }).waitFor();
    expect((await sidebar(page).boundingBox())?.width).toBeLessThan(100);
    await saveScreenshot(page, 'shell-sidebar-collapsed');
  });

  describe('on a phone (under 992 px)', () => {
    const openSidebar = (page: Page) => page.getByRole('button', { name: 'Open the menu' }).click();

    beforeEach(async () => {
      await session.page.setViewportSize({ width: 800, height: 900 });
      await signIn(session.page, 'admin');
    });

    it('starts with the sidebar closed, opens it by the button and closes it by the backdrop', async () => {
      const { page } = session;
      expect(await sidebar(page).isVisible()).toBe(false);
      await openSidebar(page);
      await sidebar(page).waitFor();
      await saveScreenshot(page, 'shell-mobile-sidebar');
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.mouse.click(700, 450);
      await sidebar(page).waitFor({ state: 'hidden' });
    });

    it('closes the sidebar on a route change and on a resize', async () => {
      const { page } = session;
      await openSidebar(page);
      await sidebar(page).getByRole('button', { name: 'Merchants' }).click();
      await sidebar(page).getByRole('link', { name: 'Branches' }).click();
      await waitForPath(page, '/merchant_management/branches_list');
      await sidebar(page).waitFor({ state: 'hidden' });
      await openSidebar(page);
      await sidebar(page).waitFor();
      await page.setViewportSize({ width: 700, height: 900 });
      await sidebar(page).waitFor({ state: 'hidden' });
    });
  });
});

describe('on a US server', () => {
  const session = setUpBrowserSession({
    username: 'admin',
    server: { region: 'us', schemasDir: regional.schemasDir },
  });

  it('offers the US terminal and neither the EFT terminal nor the delivery platforms', async () => {
    const { page } = session;
    const nav = sidebar(page);
    await nav.getByRole('button', { name: 'Payments & coupons' }).click();
    await nav.getByRole('link', { name: REGIONAL.terminal.label }).waitFor();
    expect(await nav.getByRole('link', { name: REGIONAL.eftTerminal.label }).count()).toBe(0);
    expect(await nav.getByRole('button', { name: 'Delivery platforms' }).count()).toBe(0);
    await saveScreenshot(page, 'shell-sidebar-us');
    await page.goto(REGIONAL.eftTerminal.path);
    await waitForPath(page, '/404');
  });
});
