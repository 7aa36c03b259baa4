// Issue 26 item 3 end to end in Chromium: as hk.owner, a guest's feedback sent by the Central
// branch's point of sale is found on the customer feedback page, replied to in its dialog, and shown
// replied with the reply; as the platform's admin, a merchant's feedback is replied to from its
// row's menu and shown replied. Axe finds nothing on any screen or dialog visited.
import type { Page } from 'playwright-core';
import { readConfig } from '../../../server/config';
import { ingestFeedback } from '../../../server/sales/ingest-feedback';
import { demoTenants } from '../../api/support/tenants';
import { accessibilityViolations } from '../support/axe';
import { setUpBrowserSession } from '../support/browser-session';
import { gridCell, openFromSidebar, rowMenuAction, toast } from '../support/screens';

// The page's days open on the browser's today, the restaurants' own.
const session = setUpBrowserSession({ freshPerTest: false, timezoneId: readConfig().timeZone });

const SECTION = 'Feedback';
const GUEST_SAID = 'E2E: the noodles came cold';
const MERCHANT_ASKED = 'E2E printer question';

const noViolations = async (page: Page) => expect(await accessibilityViolations(page)).toEqual([]);

describe('feedback', () => {
  it('lets hk.owner reply to a customer’s feedback and shows it replied', async () => {
    const { db } = session.server;
    const { hk, central } = await demoTenants(db);
    const now = new Date().toISOString();
    const sent = await ingestFeedback(
      db,
      { companyId: hk, shopId: central, deviceId: null, timeZone: readConfig().timeZone },
      [
        {
          feedbackId: 'e2e-cold-noodles',
          channel: 'customerDisplay',
          score: 1,
          ratings: { food: 1 },
          subject: GUEST_SAID,
          content: 'Please serve them hot.',
          dissatisfactions: ['foodTemperature'],
          at: now,
          updatedAt: now,
        },
      ],
    );
    expect(sent.rejected).toEqual([]);

    const page = await session.signedInPage('hk.owner');
    await openFromSidebar(page, SECTION, 'Customer feedback');
    const row = page.getByRole('row').filter({ hasText: GUEST_SAID });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Central[\s\S]*Customer display[\s\S]*Waiting/i);
    await noViolations(page);

    await row.getByRole('button', { name: /^Reply to the feedback of / }).click();
    const dialog = page.getByRole('dialog', { name: "Reply to a customer's feedback" });
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await dialog.getByText('Please enter Reply', { exact: true }).waitFor();
    await noViolations(page);
    await dialog.getByRole('textbox', { name: 'Reply' }).fill('Sorry: your next noodles are on us, and hot.');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toast(page, 'The reply was saved');

    await row.getByText('Replied', { exact: true }).waitFor();
    expect(await row.innerText()).toContain('Sorry: your next noodles are on us, and hot.');
    await noViolations(page);
  });

  it('lets the platform’s admin reply to a merchant’s feedback and shows it replied', async () => {
    const { db, records } = session.server;
    const { hk } = await demoTenants(db);
    await records.create('merchantFeedback', {
      companyId: hk,
      subject: MERCHANT_ASKED,
      content: 'How do we print the kitchen ticket twice?',
    });

    const page = await session.signedInPage('admin');
    await openFromSidebar(page, SECTION, 'Merchant feedback');
    await gridCell(page, MERCHANT_ASKED).waitFor();
    await noViolations(page);

    await rowMenuAction(page, MERCHANT_ASKED, 'Reply');
    const dialog = page.getByRole('dialog', { name: 'Reply' });
    await dialog
      .getByRole('textbox', { name: 'Reply' })
      .fill('Set the kitchen copies to 2 in the printing settings.');
    await noViolations(page);
    await dialog.getByRole('button', { name: 'Reply' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByRole('row').filter({ has: gridCell(page, MERCHANT_ASKED) });
    await row.getByRole('gridcell', { name: 'Replied', exact: true }).waitFor();
    await noViolations(page);
  });
});
