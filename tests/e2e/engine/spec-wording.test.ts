// The spec's actions on the screens that exist (issue 10 item 5), as a merchant admin takes them:
// inviting a manager from the merchant accounts list, unlocking a locked account, a new account's
// manager key in the spec's words, and a required-only dish detail whose minimum and maximum are
// fixed at 1.
import { launchChromium, openContext } from '../support/browser';
import { setUpBrowserSession } from '../support/browser-session';
import { gridCell, openFromSidebar, rowMenuAction, toast } from '../support/screens';
import { signIn } from '../support/sign-in';

const session = setUpBrowserSession({ username: 'hk.owner' });

describe('the merchant accounts list, as hk.owner', () => {
  it('invites a store manager by email from the Invite dialog', async () => {
    const { page } = session;
    await openFromSidebar(page, 'Accounts', 'Merchant accounts');
    await page.getByRole('button', { name: 'Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Nina Ho');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('nina.ho@harbour-island.example');
    await dialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Store manager' });
    await dialog.getByRole('combobox', { name: 'Permission type' }).click();
    await page.getByRole('option', { name: '店舖經理 Store manager' }).click();
    await dialog.getByRole('button', { name: 'Invite' }).click();
    // A store manager needs his branches, as the account he becomes does.
    await dialog.getByText('Please choose Branches', { exact: true }).waitFor();
    await dialog.getByRole('combobox', { name: 'Branches' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Central' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await toast(page, 'Invitation sent to nina.ho@harbour-island.example: the link works for 7 days');
    await dialog.waitFor({ state: 'detached' });
  });

  it('unlocks a locked account, which then signs in at once', async () => {
    const { page, server } = session;
    await server.db.query(
      `INSERT INTO account_lock (user_id, failures, locked_at)
       SELECT id, 10, now() FROM res_user WHERE data->>'username' = 'hk.central'`,
    );
    await openFromSidebar(page, 'Accounts', 'Merchant accounts');
    const locked = page.getByRole('row').filter({ has: gridCell(page, 'hk.central') });
    await locked.getByRole('gridcell', { name: 'Yes', exact: true }).waitFor();
    // Only a locked account offers it.
    await page.getByRole('button', { name: 'More actions for 陳大文' }).click();
    expect(await page.getByRole('menuitem', { name: 'Unlock' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await rowMenuAction(page, '黃美玲', 'Unlock');
    const dialog = page.getByRole('alertdialog', { name: 'Unlock' });
    await dialog.getByText('Unlock 黃美玲? The account can sign in again at once.').waitFor();
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await toast(page, 'Unlocked: the account can sign in again');
    await locked.getByRole('gridcell', { name: 'No', exact: true }).waitFor();

    const browser = await launchChromium();
    try {
      const context = await openContext(browser, server.url);
      await signIn(await context.newPage(), 'hk.central');
    } finally {
      await browser.close();
    }
  });

  it('asks a new account for six numbers as its manager key', async () => {
    const { page } = session;
    await openFromSidebar(page, 'Accounts', 'Merchant accounts');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('heading', { level: 1, name: 'New Merchant account' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please enter Manager key', { exact: true }).waitFor();
    await page.getByLabel(/^Manager key/).fill('12345');
    await page.getByLabel(/^Confirm Manager key/).fill('12346');
    await page.getByText('Please enter six numbers', { exact: true }).waitFor();
    await page.getByText('The two passwords are inconsistent, please re-enter', { exact: true }).waitFor();
  });
});

describe('a dish detail with only Required on, as hk.owner', () => {
  it('fixes its minimum and maximum selection at 1 and locks both', async () => {
    const { page } = session;
    await openFromSidebar(page, ['Menus', 'Dish settings'], 'Dish details');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('heading', { level: 1, name: 'New Dish detail' }).waitFor();
    await page.getByRole('switch', { name: 'Required' }).click();
    const minimum = page.getByRole('spinbutton', { name: 'Minimum selection' });
    const maximum = page.getByRole('spinbutton', { name: 'Maximum selection' });
    for (const input of [minimum, maximum]) {
      await expect(input.inputValue()).resolves.toBe('1');
      expect(await input.isDisabled()).toBe(true);
    }
    // Multiple choice frees them again.
    await page.getByRole('switch', { name: 'Multiple choice' }).click();
    expect(await minimum.isDisabled()).toBe(false);
    expect(await maximum.isDisabled()).toBe(false);
  });
});
