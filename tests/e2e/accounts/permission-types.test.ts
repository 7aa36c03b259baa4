// A merchant's owner builds a permission type in the permission tree (a menu and one POS right),
// gives it to a new merchant admin, and that admin, signed in, is offered only the menu granted.
import type { Page } from 'playwright-core';
import { accessibilityViolations } from '../support/axe';
import { saveScreenshot, waitForPath } from '../support/browser';
import { setUpBrowserSession } from '../support/browser-session';
import { gridCell, openFromSidebar } from '../support/screens';
import { userMenuEntry } from '../support/shell';
import { fillSignIn } from '../support/sign-in';

const session = setUpBrowserSession({ username: 'hk.owner' });

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

describe('permission types, as a merchant owner', () => {
  it('grants a new merchant admin the sections checked in the permission tree, and only those', async () => {
    const { page } = session;
    await openFromSidebar(page, 'Accounts', 'Permission settings');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('heading', { level: 1, name: 'New Permission type' }).waitFor();
    await page.getByRole('textbox', { name: 'Permission name', exact: true }).fill('Front desk');

    const tree = page.getByRole('tree', { name: 'Permissions' });
    // The Merchants menu holds the Merchants and Branches screens: checking it checks both.
    await tree.getByRole('checkbox', { name: 'Merchants', exact: true }).check();
    await tree.getByRole('checkbox', { name: 'Refund or cancel payment' }).check();
    await tree.getByRole('treeitem', { name: 'Merchants', expanded: false }).click();
    await tree.getByRole('checkbox', { name: 'Branches', exact: true }).waitFor();
    expect(await tree.getByRole('checkbox', { name: 'Branches', exact: true }).isChecked()).toBe(true);
    await saveScreenshot(page, 'permission-tree');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/account_management/permission_settings_list');
    await gridCell(page, 'Front desk').waitFor();

    await openFromSidebar(page, 'Accounts', 'Merchant accounts');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('heading', { level: 1, name: 'New Merchant account' }).waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Front desk lead');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('hk.frontdesk');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('frontdesk@harbour-island.example');
    await page.getByLabel(/^Password/).fill('Front-desk-1');
    await page.getByLabel(/^Confirm Password/).fill('Front-desk-1');
    await page.getByLabel(/^Manager key/).fill('135790');
    await page.getByLabel(/^Confirm Manager key/).fill('135790');
    await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Merchant admin' });
    await page.getByRole('combobox', { name: 'Permission type' }).click();
    await page.getByRole('option', { name: 'Front desk' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/account_management/merchant_account_list');
    await gridCell(page, 'hk.frontdesk').waitFor();

    await userMenuEntry(page, 'Sign out');
    await waitForPath(page, '/login');
    await fillSignIn(page, 'hk.frontdesk', 'Front-desk-1');
    await page.getByRole('banner').getByTestId('user-name').waitFor();
    const entries = sidebar(page).getByRole('link').or(sidebar(page).getByRole('button'));
    await entries.filter({ hasText: 'Merchants' }).waitFor();
    // Home and Download tasks are everyone's; Merchants is the one menu granted (the collapse
    // button has no text).
    expect((await entries.allTextContents()).filter(Boolean)).toEqual([
      'Home',
      'Merchants',
      'Download tasks',
    ]);
    await openFromSidebar(page, 'Merchants', 'Branches');
  });
});
