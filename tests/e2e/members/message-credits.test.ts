// The SMS and email credits screen end to end: the platform chooses Harbour Island Dining Group from
// the sidebar's screen, tops up 500 SMS credits with a reason in the dialog, and sees them left and
// the purchase in the SMS history; then hk.owner opens the same screen on his own company and sees
// the 500 credits, with no top-up of his own. Axe finds nothing on the screen nor in the dialog.
import type { Page } from 'playwright-core';
import { accessibilityViolations } from '../support/axe';
import { setUpBrowserSession } from '../support/browser-session';
import { saveScreenshot } from '../support/browser';
import { openFromSidebar, toast } from '../support/screens';
import { signIn } from '../support/sign-in';

const session = setUpBrowserSession();

/** The figure under a channel's name. */
const creditsLeft = (page: Page, channel: string) =>
  page
    .getByRole('region', { name: 'Credits left' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${channel}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function openCredits(page: Page) {
  await openFromSidebar(page, 'Membership', 'SMS and email credits');
}

describe('the SMS and email credits screen', () => {
  it('lets the platform top up a company’s SMS credits and shows them in its figures and history', async () => {
    const { page } = session;
    await signIn(page, 'platform');
    await openCredits(page);
    await page
      .getByRole('combobox', { name: 'Company' })
      .selectOption({ label: 'Harbour Island Dining Group' });
    const sms = page.getByRole('region', { name: 'SMS history' });
    await sms.getByText('No credits have moved on this channel yet.').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Top up credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Top up credits' });
    await dialog.getByRole('combobox', { name: 'Channel' }).selectOption({ label: 'SMS' });
    await dialog.getByRole('spinbutton', { name: 'Credits' }).fill('500');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Invoice 2026-118');
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Top up credits' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toast(page, '500 SMS credits added.');

    await sms.getByRole('cell', { name: 'Invoice 2026-118' }).waitFor();
    expect(await creditsLeft(page, 'SMS').innerText()).toBe('500');
    const rows = (await sms.getByRole('row').allInnerTexts()).slice(1);
    expect(rows).toEqual([expect.stringMatching(/Purchase\s+\+500\s+500\s+Invoice 2026-118\s+\S/)]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'message-credits');
  });

  it('shows hk.owner his company’s credits, with no top-up', async () => {
    const { page } = session;
    await signIn(page, 'hk.owner');
    await openCredits(page);
    await page
      .getByRole('region', { name: 'SMS history' })
      .getByRole('cell', { name: 'Invoice 2026-118' })
      .waitFor();
    expect(await creditsLeft(page, 'SMS').innerText()).toBe('500');
    expect(await page.getByRole('combobox', { name: 'Company' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Top up credits' }).count()).toBe(0);
  });
});
