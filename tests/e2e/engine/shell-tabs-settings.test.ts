// The visited-page tabs and the settings panel in a real Chromium (core spec §2.4).
import { waitForPath } from '../support/browser';
import { setUpBrowserSession } from '../support/browser-session';
import { openFromSidebar } from '../support/screens';
import {
  animationsDone,
  eventually,
  openSettings,
  pageTabs,
  switchLanguage,
  tabTitles,
} from '../support/shell';

const session = setUpBrowserSession({ username: 'admin' });

describe('the page tabs', () => {
  it('keeps a tab per visited page; home is pinned', async () => {
    const { page } = session;
    await openFromSidebar(page, 'Merchants', 'Merchants');
    await openFromSidebar(page, 'Merchants', 'Branches');
    expect(await tabTitles(page)).toEqual(['Home', 'Merchants', 'Branches']);
    expect(await pageTabs(page).getByRole('button', { name: 'Close Home' }).count()).toBe(0);
    expect(await pageTabs(page).getByRole('link', { name: 'Branches' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('closes the active tab to the last one left', async () => {
    const { page } = session;
    await openFromSidebar(page, 'Merchants', 'Merchants');
    await openFromSidebar(page, 'Merchants', 'Branches');
    await pageTabs(page).getByRole('link', { name: 'Merchants' }).click();
    await pageTabs(page).getByRole('button', { name: 'Close Merchants' }).click();
    await waitForPath(page, '/merchant_management/branches_list');
    expect(await tabTitles(page)).toEqual(['Home', 'Branches']);
  });

  it('offers refresh, close, close others and close all on a right-click, 105 px wide', async () => {
    const { page } = session;
    await openFromSidebar(page, 'Merchants', 'Merchants');
    await openFromSidebar(page, 'Merchants', 'Branches');
    await pageTabs(page).getByRole('link', { name: 'Merchants' }).click({ button: 'right' });
    const menu = page.getByRole('menu', { name: 'Merchants' });
    // The menus come with the header's popups, fetched on first use: the first one opens once they arrive.
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Refresh',
      'Close',
      'Close others',
      'Close all',
    ]);
    await animationsDone(page);
    // The menu's popover (the list sits inside its padding).
    expect((await menu.locator('..').boundingBox())?.width).toBe(105);
    await menu.getByRole('menuitem', { name: 'Close others' }).click();
    await waitForPath(page, '/merchant_management/merchant_list');
    expect(await tabTitles(page)).toEqual(['Home', 'Merchants']);
  });

  it('opens the tab menu from the keyboard and closes all but the pinned tab', async () => {
    const { page } = session;
    await openFromSidebar(page, 'Merchants', 'Branches');
    await pageTabs(page).getByRole('link', { name: 'Branches' }).focus();
    await page.keyboard.press('Shift+F10');
    const menu = page.getByRole('menu', { name: 'Branches' });
    await menu.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/home/home');
    expect(await tabTitles(page)).toEqual(['Home']);
    const home = pageTabs(page).getByRole('link', { name: 'Home' });
    await home.click({ button: 'right' });
    expect(await page.getByRole('menuitem', { name: 'Close', exact: true }).isDisabled()).toBe(true);
  });

  it('refreshes a page through /redirect and comes back to it, query and all', async () => {
    const { page } = session;
    await page.goto('/merchant_management/merchant_list?t=1');
    await page.getByRole('heading', { level: 1, name: 'Merchants' }).waitFor();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => visited.push(new URL(frame.url()).pathname));
    await pageTabs(page).getByRole('link', { name: 'Merchants' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Refresh' }).click();
    await eventually(
      async () => visited,
      (paths) => paths.at(-1) === '/merchant_management/merchant_list',
    );
    expect(visited).toEqual([
      '/redirect/merchant_management/merchant_list',
      '/merchant_management/merchant_list',
    ]);
    expect(new URL(page.url()).search).toBe('?t=1');
  });
});

describe('the settings panel', () => {
  it('turns the tabs off, fixes the header and shows the sidebar logo, and keeps them', async () => {
    const { page } = session;
    const panel = await openSettings(page);
    await panel.getByRole('switch', { name: 'Show page tabs' }).click();
    await panel.getByRole('switch', { name: 'Fixed header' }).click();
    await panel.getByRole('switch', { name: 'Sidebar logo' }).click();
    expect(await panel.getByRole('switch', { name: 'Search the menu by pinyin' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByRole('banner').getByTestId('user-name').waitFor();
    expect(await pageTabs(page).count()).toBe(0);
    await page.getByTestId('side-logo').waitFor();
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => window.scrollY > 0);
    expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);
  });

  it('offers pinyin search only in Chinese', async () => {
    const { page } = session;
    await switchLanguage(page, 'zh-TW');
    await page.getByRole('banner').getByRole('button', { name: '設定' }).click();
    const pinyin = page.getByRole('switch', { name: '選單搜尋支援拼音' });
    expect(await pinyin.isChecked()).toBe(true);
  });
});
