// A merchant admin gives a server (waiter) his four-digit employee key on the servers screen: a
// schema file whose key is a secret field, typed twice, refused in any other shape, never shown.
import { waitForPath } from '../support/browser';
import { setUpBrowserSession } from '../support/browser-session';
import { gridCell, openFromSidebar } from '../support/screens';

const session = setUpBrowserSession({ username: 'hk.owner' });

describe('the servers screen, as hk.owner', () => {
  it('creates a server with a four-digit employee key, his branch and his permission type', async () => {
    const { page } = session;
    await openFromSidebar(page, 'Accounts', 'Servers');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('heading', { level: 1, name: 'New Server' }).waitFor();

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('阿明');
    await page.getByLabel(/^Employee key/).fill('12345');
    await page.getByLabel(/^Confirm Employee key/).fill('12345');
    const branches = page.getByRole('combobox', { name: 'Branches' });
    await branches.click();
    await page.getByRole('menuitemcheckbox', { name: 'Central' }).click();
    await page.keyboard.press('Escape');
    const permission = page.getByRole('combobox', { name: 'Permission type' });
    await permission.click();
    await page.getByRole('option', { name: '店舖經理 Store manager' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    // Five digits: the schema's own pattern and message, checked in the browser before anything is sent.
    await page.getByText('Please enter four numbers', { exact: true }).waitFor();

    await page.getByLabel(/^Employee key/).fill('2468');
    await page.getByLabel(/^Confirm Employee key/).fill('2468');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/account_management/server_management_list');
    await gridCell(page, '阿明').waitFor();
    await gridCell(page, 'Central').waitFor();
    // The key is a secret: no column shows it and the list holds no trace of it.
    expect(await page.getByRole('grid').textContent()).not.toContain('2468');
  });
});
