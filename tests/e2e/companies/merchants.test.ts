// The demo admin runs a merchant through its whole life on the schema screens, in a real Chromium
// against the real server: create, find, edit, approve, view, export, delete; and a rejection with
// its reason asked in a dialog, then a bulk delete.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import { DEMO_PASSWORD } from '../../../server/demo/demo-data';
import { openContext, saveScreenshot, waitForPath } from '../support/browser';
import {
  downloadFrom,
  emptyList,
  gridCell,
  openFromSidebar,
  rowMenuAction,
  searchForm,
  toast,
} from '../support/screens';
import { setUpBrowserSession } from '../support/browser-session';
import { signIn } from '../support/sign-in';

const session = setUpBrowserSession({ username: 'admin' });

const LIST = '/merchant_management/merchant_list';

async function fillMerchant(values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values))
    await session.page.getByRole('textbox', { name: label, exact: true }).fill(value);
}

async function createMerchant(name: string, subdomain: string): Promise<void> {
  await session.page.getByRole('link', { name: 'Create' }).click();
  await session.page.getByRole('heading', { level: 1, name: 'New Merchant' }).waitFor();
  await fillMerchant({
    'Merchant name': name,
    Subdomain: subdomain,
    'Contact person': 'Ann Lee',
    'Phone 1': '+852 2000 1000',
    Email: `${subdomain}@example.com`,
  });
  await session.page.getByRole('button', { name: 'Save' }).click();
  await waitForPath(session.page, LIST);
}

/** One call to the API as the admin, beside the browser (another operator's change, say). */
async function adminCall<T>(path: string, body: object): Promise<T> {
  const call = async (url: string, payload: object, token?: string) => {
    const response = await fetch(`${session.server.url}/pro-api${url}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) },
      body: JSON.stringify(payload),
    });
    return ((await response.json()) as { data: unknown }).data;
  };
  const { token } = (await call('/login', { username: 'admin', password: DEMO_PASSWORD })) as {
    token: string;
  };
  return (await call(path, body, token)) as T;
}

async function search(name: string): Promise<void> {
  await searchForm(session.page).getByLabel('Merchant name').fill(name);
  await searchForm(session.page).getByRole('button', { name: 'Search' }).click();
  await session.page.getByText('Total 1', { exact: true }).waitFor();
}

describe('the merchant list, as the demo admin', () => {
  it('creates, finds, edits, approves, shows, exports and deletes a merchant', async () => {
    await openFromSidebar(session.page, 'Merchants', 'Merchants');
    expect(await session.page.title()).toBe('Merchants - Brigade');
    await gridCell(session.page, 'harbour-island').waitFor();
    await saveScreenshot(session.page, 'merchant-list');

    // Create: the required messages first, then a valid record.
    await session.page.getByRole('link', { name: 'Create' }).click();
    await session.page.getByRole('heading', { level: 1, name: 'New Merchant' }).waitFor();
    await session.page.getByRole('button', { name: 'Save' }).click();
    await session.page
      .getByText('Please enter Merchant name', { exact: true })
      .and(session.page.getByRole('alert'))
      .waitFor();
    await saveScreenshot(session.page, 'merchant-form-required');
    await session.page.getByRole('link', { name: 'Merchants', exact: true }).first().click();
    await createMerchant('E2E Noodle House', 'e2e-noodle');
    await toast(session.page, 'Saved');

    // Find it with the search form.
    await search('Noodle');
    await gridCell(session.page, 'E2E Noodle House').waitFor();
    await gridCell(session.page, 'Pending').waitFor();

    // Edit: the form opens with the stored values; the change shows in the list.
    await session.page.getByRole('link', { name: 'Edit E2E Noodle House' }).click();
    await session.page.getByRole('heading', { level: 1, name: 'Edit Merchant' }).waitFor();
    expect(
      await session.page.getByRole('textbox', { name: 'Contact person', exact: true }).inputValue(),
    ).toBe('Ann Lee');
    await session.page.getByRole('textbox', { name: 'Contact person', exact: true }).fill('Bob Chan');
    await session.page.getByRole('switch', { name: 'Auto closing' }).check();
    await saveScreenshot(session.page, 'merchant-form-edit');
    await session.page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(session.page, LIST);
    await gridCell(session.page, 'Bob Chan').waitFor();

    // Approve: a state action with its confirmation.
    await rowMenuAction(session.page, 'E2E Noodle House', 'Approve');
    const confirm = session.page.getByRole('alertdialog');
    await confirm.getByText('Approve this merchant?').waitFor();
    await saveScreenshot(session.page, 'merchant-approve-confirm');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await gridCell(session.page, 'Approved').waitFor();
    // Approved: the action is no longer offered.
    await session.page.getByRole('button', { name: 'More actions for E2E Noodle House' }).click();
    expect(await session.page.getByRole('menuitem', { name: 'Approve' }).count()).toBe(0);
    await session.page.keyboard.press('Escape');

    // Detail: read-only sections, enum values by label.
    await session.page.getByRole('link', { name: 'Details E2E Noodle House' }).click();
    await session.page.getByRole('heading', { level: 1, name: 'Merchant details' }).waitFor();
    const basic = session.page.getByRole('region', { name: 'Basic information' });
    await basic.getByText('E2E Noodle House').waitFor();
    await basic.getByText('Approved').waitFor();
    await session.page.getByRole('region', { name: 'Contact' }).getByText('Bob Chan').waitFor();
    await saveScreenshot(session.page, 'merchant-detail');

    // Export: the current query as a spreadsheet with translated headers.
    await session.page.getByRole('link', { name: 'Merchants', exact: true }).first().click();
    await gridCell(session.page, 'E2E Noodle House').waitFor();
    expect(await searchForm(session.page).getByLabel('Merchant name').inputValue()).toBe('Noodle');
    const download = await downloadFrom(session.page, () =>
      session.page.getByRole('button', { name: 'Export' }).click(),
    );
    expect(download.suggestedFilename()).toMatch(/^Merchants-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = join(mkdtempSync(join(tmpdir(), 'brigade-export-')), download.suggestedFilename());
    await download.saveAs(file);
    const sheet = XLSX.readFile(file).Sheets.Merchants;
    if (!sheet) throw new Error('the export has no Merchants sheet');
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(sheet);
    expect(rows).toEqual([
      expect.objectContaining({
        'Merchant name': 'E2E Noodle House',
        Subdomain: 'e2e-noodle',
        'Contact person': 'Bob Chan',
        Status: 'Approved',
      }),
    ]);

    // Delete, after a confirmation.
    await rowMenuAction(session.page, 'E2E Noodle House', 'Delete');
    await session.page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await emptyList(session.page);
    await session.page.getByText('Total 0', { exact: true }).waitFor();
  });

  it('asks the reason of a rejection in a dialog, then deletes in bulk', async () => {
    await openFromSidebar(session.page, 'Merchants', 'Merchants');
    await createMerchant('E2E Rejected Diner', 'e2e-rejected');
    await search('E2E Rejected');

    await rowMenuAction(session.page, 'E2E Rejected Diner', 'Reject');
    const dialog = session.page.getByRole('dialog', { name: 'Reject' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog
      .getByText('Please enter Reason for rejection', { exact: true })
      .and(session.page.getByRole('alert'))
      .waitFor();
    await saveScreenshot(session.page, 'merchant-reject-dialog');
    await dialog.getByLabel('Reason for rejection').fill('No business licence yet');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await gridCell(session.page, 'Rejected').waitFor();

    await session.page.getByRole('link', { name: 'Details E2E Rejected Diner' }).click();
    await session.page.getByText('No business licence yet').waitFor();
    await session.page.goBack();
    await gridCell(session.page, 'Rejected').waitFor();

    // Bulk delete: select the rows, confirm, and they are gone.
    await session.page.getByRole('checkbox', { name: 'Row selection' }).check();
    await session.page.getByText('Selected: 1').waitFor();
    await session.page.getByRole('button', { name: 'Delete selected' }).click();
    await session.page
      .getByRole('alertdialog')
      .getByText('Delete this Merchant?', { exact: false })
      .waitFor();
    await session.page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await session.page.getByText('Total 0', { exact: true }).waitFor();
  });

  it('sorts on the session.server, keeps the column choice per user, and refuses a stale edit', async () => {
    await openFromSidebar(session.page, 'Merchants', 'Merchants');
    await gridCell(session.page, 'harbour-island').waitFor();

    // Sorting: the order is asked of the server, by the sortable column.
    const sorted = session.page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith('/pro-api/company'),
    );
    await session.page.getByRole('columnheader', { name: 'Merchant name' }).click();
    expect((await sorted).postDataJSON()).toMatchObject({ sort: { field: 'name', order: 'asc' } });

    // The column chooser: a hidden column stays hidden after a reload (saved on the server).
    await session.page.getByRole('button', { name: 'Columns' }).click();
    const saved = session.page.waitForResponse((response) =>
      response.url().endsWith('/pro-api/user/preference'),
    );
    await session.page.getByRole('menuitemcheckbox', { name: 'English name' }).click();
    await saved;
    await session.page.keyboard.press('Escape');
    await session.page.getByRole('columnheader', { name: 'English name' }).waitFor({ state: 'detached' });
    await session.page.reload();
    await gridCell(session.page, 'harbour-island').waitFor();
    expect(await session.page.getByRole('columnheader', { name: 'English name' }).count()).toBe(0);
    await session.page.getByRole('button', { name: 'Columns' }).click();
    await session.page.getByRole('menuitem', { name: 'Show all columns' }).click();
    await session.page.getByRole('columnheader', { name: 'English name' }).waitFor();

    // A stale edit: someone else changes the record while the form is open.
    await session.page.getByRole('link', { name: 'Edit 九龍茶餐廳集團' }).click();
    await session.page.getByRole('heading', { level: 1, name: 'Edit Merchant' }).waitFor();
    const [stored] = await adminCall<{ id: number; version: number }[]>('/company', {
      subdomain: 'kowloon-cct',
    });
    if (!stored) throw new Error('the demo merchant kowloon-cct is missing');
    await adminCall('/company/modify', { id: stored.id, version: stored.version, city: 'Sha Tin' });
    await session.page.getByRole('textbox', { name: 'Contact person', exact: true }).fill('Someone else');
    await session.page.getByRole('button', { name: 'Save' }).click();
    const stale = session.page.getByRole('alert').filter({ hasText: 'This record changed' });
    await stale.getByText('Someone else changed this record', { exact: false }).waitFor();
    await saveScreenshot(session.page, 'merchant-form-stale');
    await stale.getByRole('button', { name: 'Reload the record' }).click();
    await session.page
      .getByRole('textbox', { name: 'City', exact: true })
      .and(session.page.locator('[value="Sha Tin"]'))
      .waitFor();
  });

  it('shows the list in Traditional Chinese, values and headers alike', async () => {
    const zhContext = await openContext(session.browser, session.server.url, 'zh-TW');
    const zhPage = await zhContext.newPage();
    try {
      await signIn(zhPage, 'admin');
      await zhPage.goto(LIST);
      await zhPage.getByRole('heading', { level: 1, name: '商戶列表' }).waitFor();
      await zhPage.getByRole('columnheader', { name: '商戶名稱' }).waitFor();
      await zhPage.getByRole('gridcell', { name: '已通過', exact: true }).first().waitFor();
      await zhPage.getByRole('button', { name: '搜尋', exact: true }).waitFor();
      expect(await zhPage.title()).toBe('商戶列表 - Brigade');
      await saveScreenshot(zhPage, 'merchant-list-zh-TW');
    } finally {
      await zhContext.close();
    }
  });
});
