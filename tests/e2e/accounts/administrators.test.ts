// The demo admin adds a platform restaurant admin on the administrators screen (a schema file, with
// the password and lookup widgets), and that admin can then sign in with the password given (the
// reach his assigned merchant gives him is proved in tests/api/accounts/administrators.test.ts). The admin also places a new branch in a merchant through the tenant picker.
import { saveScreenshot, waitForPath } from '../support/browser';
import { setUpBrowserSession } from '../support/browser-session';
import { gridCell, openCreateForm, openFromSidebar, toast } from '../support/screens';
import { userMenuEntry } from '../support/shell';
import { fillSignIn } from '../support/sign-in';

const session = setUpBrowserSession({ username: 'admin' });

describe('the administrators screen, as the demo admin', () => {
  it('creates a restaurant admin with an assigned merchant, who can then sign in', async () => {
    const { page } = session;
    await openFromSidebar(page, 'Users', 'Administrators');
    await gridCell(page, 'platform').waitFor();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('heading', { level: 1, name: 'New Administrator' }).waitFor();

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Harbour regional lead');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('harbour.lead');
    await page
      .getByRole('combobox', { name: 'Account type' })
      .selectOption({ label: 'Platform restaurant admin' });
    await page.getByLabel(/^Password/).fill('Harbour-lead-1');
    await page.getByLabel(/^Confirm Password/).fill('Harbour-lead-2');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The two passwords are inconsistent, please re-enter', { exact: true }).waitFor();
    await page.getByLabel(/^Confirm Password/).fill('Harbour-lead-1');

    const clients = page.getByRole('combobox', { name: 'Assigned clients' });
    // In English a merchant is offered by its English name (core spec §7); a choice of several is
    // a list of checkable entries.
    await clients.click();
    await page.getByRole('menuitemcheckbox', { name: 'Harbour Island Dining Group' }).click();
    await page.keyboard.press('Escape');
    await saveScreenshot(page, 'administrator-form');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/user_management/administrators_list');
    await gridCell(page, 'harbour.lead').waitFor();
    await gridCell(page, 'Harbour Island Dining Group').waitFor();

    await userMenuEntry(page, 'Sign out');
    await waitForPath(page, '/login');
    await fillSignIn(page, 'harbour.lead', 'Harbour-lead-1');
    // Privileges come from the permission settings; a new admin without any sees the no-permission
    // message, which proves the session is his and holds nothing it was not given.
    await toast(page, 'No permission, please contact the administrator');
  });

  it('places a new branch in the merchant chosen in the tenant picker', async () => {
    const { page } = session;
    await openFromSidebar(page, 'Merchants', 'Branches');
    await openCreateForm(page);
    const merchant = page.getByRole('combobox', { name: 'Merchant', exact: true });
    await merchant.click();
    await page.getByRole('option', { name: 'Kowloon Cha Chaan Teng Group' }).click();
    await page.getByRole('textbox', { name: 'Branch name', exact: true }).fill('觀塘店');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/merchant_management/branches_list');
    await gridCell(page, '觀塘店').waitFor();
  });
});
