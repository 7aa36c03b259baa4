// The shell's header in a real Chromium (core spec §2.4): the navigation search in English and by pinyin,
// its search and menus used before their chunk arrives (issue 22), the theme colour, the language and
// size menus, fullscreen, the error log and the session ending under the user's feet.
import { waitForPath } from '../support/browser';
import { setUpBrowserSession } from '../support/browser-session';
import { gridCell, openFromSidebar, toast } from '../support/screens';
import {
  activeTab,
  animationsDone,
  backgroundOf,
  eventually,
  headerSearch,
  holdScripts,
  openSettings,
  switchLanguage,
} from '../support/shell';

const session = setUpBrowserSession({ username: 'admin' });

describe('the header', () => {
  it('finds a page by its English title and opens it', async () => {
    const { page } = session;
    const search = headerSearch(page);
    await search.fill('branch');
    await page.getByRole('option', { name: /^Branches/ }).click();
    await waitForPath(page, '/merchant_management/branches_list');
    await page.getByRole('heading', { level: 1, name: 'Branches' }).waitFor();
    expect(await search.inputValue()).toBe('');
  });

  it('finds a page by the pinyin of its Chinese title, with the keyboard', async () => {
    const { page } = session;
    await switchLanguage(page, 'zh-TW');
    const search = headerSearch(page, '搜尋選單');
    await search.fill('fendian');
    const branches = page.getByRole('option', { name: /^分店列表/ });
    await branches.waitFor();
    // Down the list to it as a user would, wherever the highlight starts: other titles' pinyin
    // (積分商城, jifenshangcheng) may match loosely below it.
    const highlighted = async () =>
      (await search.getAttribute('aria-activedescendant')) === (await branches.getAttribute('id'));
    for (let step = 0; step < 10 && !(await highlighted()); step += 1) await search.press('ArrowDown');
    expect(await highlighted()).toBe(true);
    await search.press('Enter');
    await waitForPath(page, '/merchant_management/branches_list');
  });

  it('keeps what is typed into the search before its combobox arrives, and the focus', async () => {
    const { page } = session;
    const scripts = await holdScripts(page);
    const search = headerSearch(page);
    await search.click();
    await page.keyboard.type('bra');
    await scripts.release();
    // The combobox has taken the field over, its list open on what was typed, and the keys go on to it.
    await page.getByRole('option', { name: /^Branches/ }).waitFor();
    await page.keyboard.type('nch');
    expect(await search.inputValue()).toBe('branch');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/merchant_management/branches_list');
  });

  it('opens a menu asked for from the keyboard before it arrived, its first item focused', async () => {
    const { page } = session;
    const scripts = await holdScripts(page);
    await page.getByRole('banner').getByRole('button', { name: 'Global size' }).focus();
    await page.keyboard.press('Enter');
    await scripts.release();
    await page.getByRole('menu', { name: 'Global size' }).waitFor();
    await eventually(
      () => page.evaluate(() => document.activeElement?.getAttribute('role')),
      (role) => role === 'menuitemradio',
    );
  });

  it('repaints the brand colour when a theme colour is chosen, and keeps it', async () => {
    const { page } = session;
    // The current page's tab is painted in the brand colour.
    const before = await backgroundOf(activeTab(page));
    const panel = await openSettings(page);
    await panel.getByRole('radio', { name: 'Red' }).click();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    const red = await eventually(
      () => backgroundOf(activeTab(page)),
      (colour) => colour !== before,
    );
    await page.reload();
    await page.getByRole('banner').getByTestId('user-name').waitFor();
    expect(await backgroundOf(activeTab(page))).toBe(red);
  });

  it('switches the language: saved, the page reloads, then says so', async () => {
    const { page } = session;
    await page.evaluate(() => ((window as unknown as { beforeSwitch: boolean }).beforeSwitch = true));
    await page.getByLabel('Language').selectOption('zh-CN');
    await toast(page, '切换语言成功');
    expect(await page.evaluate(() => 'beforeSwitch' in window)).toBe(false);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh-CN');
  });

  it('switches the size: the view refreshes with denser grid rows, and says so', async () => {
    const { page } = session;
    await openFromSidebar(page, 'Merchants', 'Merchants');
    const cell = gridCell(page, 'harbour-island');
    await cell.waitFor();
    const medium = (await cell.boundingBox())?.height ?? 0;
    await page.getByRole('banner').getByRole('button', { name: 'Global size' }).click();
    await page.getByRole('menuitemradio', { name: 'Mini' }).click();
    await toast(page, 'Switch Size Success');
    await eventually(
      async () => (await cell.boundingBox())?.height ?? medium,
      (height) => height < medium,
    );
    await waitForPath(page, '/merchant_management/merchant_list');
    expect(await page.evaluate(() => localStorage.getItem('size'))).toBe('mini');
  });

  it('goes full screen, or says the browser cannot', async () => {
    const { page } = session;
    await page.getByRole('banner').getByRole('button', { name: 'Full screen' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Exit full screen' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Exit full screen' }).click();

    await page.evaluate(() =>
      Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false }),
    );
    await page.getByRole('banner').getByRole('button', { name: 'Full screen' }).click();
    await toast(page, 'Your browser cannot show this page full screen');
  });

  it('logs runtime errors, lists them in the error log and clears them all', async () => {
    const { page } = session;
    const button = page.getByRole('banner').getByRole('button', { name: /^Error log/ });
    expect(await button.count()).toBe(0);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Kitchen printer unreachable');
      });
      void Promise.reject(new Error('Order sync failed'));
    });
    await page.getByRole('banner').getByRole('button', { name: 'Error log (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Error log' });
    await dialog.getByText('Kitchen printer unreachable', { exact: true }).waitFor();
    await dialog.getByText('Order sync failed', { exact: true }).waitFor();
    await animationsDone(page);
    expect((await dialog.boundingBox())?.width).toBe(650);
    await dialog.getByRole('button', { name: 'Clear all' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await button.count()).toBe(0);
  });

  it('signs out with the expired message when the server ends the session mid-visit', async () => {
    const { page } = session;
    // The home page's own reads (its report, then its filters' lists) end first: one answered after
    // the revocation would sign out before the navigation this test makes.
    await page
      .getByRole('status')
      .filter({ hasText: /^(Figures include|No orders in this range)/ })
      .waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(async () => {
      await fetch('/pro-api/logout', {
        method: 'PUT',
        headers: { 'X-Token': localStorage.getItem('permission-token') ?? '' },
      });
    });
    await headerSearch(page).fill('branch');
    await page.getByRole('option', { name: /^Branches/ }).click();
    await waitForPath(page, '/login');
    await page.getByRole('alert').filter({ hasText: 'Your sign-in has expired' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('permission-token'))).toBeNull();
  });
});
