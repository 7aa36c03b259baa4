// The user menu's password changes in a real Chromium (core spec §2.4, §5): the sign-in password
// (required fields, matching confirmation, the server's 8 characters) and a shop manager's six-digit
// secondary password.
import { DEMO_PASSWORD } from '../../../server/demo/demo-data';
import { waitForPath } from '../support/browser';
import { setUpBrowserSession } from '../support/browser-session';
import { toast } from '../support/screens';
import { signIn } from '../support/sign-in';
import { userMenuEntry } from '../support/shell';

const session = setUpBrowserSession();

describe('the user menu', () => {
  it('changes the password after the form and the server are satisfied', async () => {
    const { page } = session;
    await signIn(page, 'platform');
    await userMenuEntry(page, 'Change password');
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    const save = dialog.getByRole('button', { name: 'Save' });
    await save.click();
    for (const label of ['old password', 'new password', 'new password again'])
      await dialog.getByText(`Please enter ${label}`, { exact: true }).waitFor();
    expect(await dialog.locator('input[type="password"]').count()).toBe(3);

    await dialog.getByLabel('Old password').fill(DEMO_PASSWORD);
    await dialog.getByLabel(/^New password\W*$/).fill('short');
    await dialog.getByLabel('New password again').fill('shorter');
    await page.waitForTimeout(1000); // the submit button rests for a second after a click
    await save.click();
    await dialog.getByText('The two passwords are inconsistent, please re-enter').waitFor();

    await dialog.getByLabel('New password again').fill('short');
    await page.waitForTimeout(1000);
    await save.click();
    await dialog.getByText('New password needs at least 8 characters').waitFor();

    await dialog.getByLabel(/^New password\W*$/).fill('Harbour#2027');
    await dialog.getByLabel('New password again').fill('Harbour#2027');
    await page.waitForTimeout(1000);
    await save.click();
    await toast(page, 'Password changed');
    await dialog.waitFor({ state: 'detached' });

    await userMenuEntry(page, 'Sign out');
    await waitForPath(page, '/login');
    await signIn(page, 'platform', 'Harbour#2027');
  });

  it("changes a shop manager's secondary password: six digits, confirmed", async () => {
    const { page } = session;
    await signIn(page, 'hk.central');
    await userMenuEntry(page, 'Change secondary password');
    const dialog = page.getByRole('dialog', { name: 'Change secondary password' });
    const save = dialog.getByRole('button', { name: 'Save' });
    await dialog.getByLabel(/^New secondary password\W*$/).fill('12345a');
    await dialog.getByLabel('New secondary password again').fill('12345a');
    await save.click();
    await dialog.getByText('Please enter six numbers').waitFor();

    await dialog.getByLabel(/^New secondary password\W*$/).fill('246810');
    await dialog.getByLabel('New secondary password again').fill('246811');
    await page.waitForTimeout(1000);
    await save.click();
    await dialog.getByText('The two passwords are inconsistent, please re-enter').waitFor();

    await dialog.getByLabel('New secondary password again').fill('246810');
    await page.waitForTimeout(1000);
    await save.click();
    await toast(page, 'Password changed');
  });

  it('offers the secondary password to shop managers only', async () => {
    const { page } = session;
    await signIn(page, 'hk.owner');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Account menu for / })
      .click();
    await page.getByRole('menuitem', { name: 'Change password' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Change secondary password' }).count()).toBe(0);
  });
});
