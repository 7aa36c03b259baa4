// The guests' booking page beside the back office, in two browser contexts (issue 14): a guest books
// Tsim Sha Tsui through its booking URL; the owner's reservation list, open all along, shows the
// booking without a reload; he accepts it and the guest's page says so without a reload; the guest
// asks to cancel, the owner accepts that, and each side sees the other's step; once the URL is
// recreated the old one opens nothing.
import type { Page } from 'playwright-core';
import { addDays, weekdayOf } from '../../../protocol/zoned-time';
import { wallClock } from '../../../protocol/wall-clock';
import { DEMO_COMPANIES } from '../../../server/demo/demo-data';
import { accessibilityViolations } from '../support/axe';
import { openContext, saveScreenshot } from '../support/browser';
import { setUpBrowserSession } from '../support/browser-session';
import { gridCell, openFromSidebar, rowMenuAction } from '../support/screens';

const session = setUpBrowserSession({ username: 'kowloon.owner' });

async function bookingToken(): Promise<string> {
  const { rows } = await session.server.db.query<{ token: string }>(
    `SELECT t.token FROM reservation_booking_token t JOIN res_shop s ON s.id = t.shop_id
      WHERE s.data->>'name_en' = 'Tsim Sha Tsui'`,
  );
  if (!rows[0]) throw new Error('Tsim Sha Tsui has no booking URL');
  return rows[0].token;
}

/** Four or more days ahead on Hong Kong's calendar, past any cut-off, on a day Tsim Sha Tsui opens. */
function openDayAhead(): string {
  const shop = DEMO_COMPANIES.flatMap((company) => company.shops).find((each) => each.key === 'tst');
  const open = new Set(shop?.openingHours.map((period) => period.weekday));
  let date = addDays(wallClock(Date.now(), 'Asia/Hong_Kong').date, 4);
  while (!open.has(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

async function guestPage(): Promise<Page> {
  const context = await openContext(session.browser, session.server.url);
  return context.newPage();
}

describe('the booking page and the reservation list, live', () => {
  it('shows a guest’s booking to the shop and the shop’s answer to the guest, without reloads', async () => {
    const { page } = session;
    await openFromSidebar(page, 'Reservations', 'Reservation list');
    const token = await bookingToken();
    const guest = await guestPage();
    await guest.goto(`/book/${token}`);
    await guest.getByRole('heading', { name: 'Tsim Sha Tsui' }).waitFor();
    const date = openDayAhead();
    await guest.getByLabel('Date').fill(date);
    await guest.getByRole('radio', { name: '19:00' }).check();
    await guest.getByRole('textbox', { name: 'Last name' }).fill('Live Guest');
    await guest.getByRole('textbox', { name: 'Phone' }).fill('61230000');
    expect(await accessibilityViolations(guest)).toEqual([]);
    await guest.getByRole('button', { name: 'Book' }).click();
    await guest.getByRole('status').filter({ hasText: 'Status: Pending' }).waitFor();
    await saveScreenshot(guest, 'booking-page-pending');

    // The list the owner opened before the booking was made shows it now.
    const row = `${date} 19:00`;
    await gridCell(page, row).waitFor();
    await rowMenuAction(page, row, 'Accept');
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Accept' }).click();
    await confirm.waitFor({ state: 'detached' });
    await guest.getByRole('status').filter({ hasText: 'Status: Waiting' }).waitFor();
    expect(await accessibilityViolations(guest)).toEqual([]);

    // The guest asks to cancel; the shop accepts the request, and the guest's page follows.
    await guest.getByRole('button', { name: 'Ask to cancel' }).click();
    const asked = guest.getByRole('alertdialog');
    await asked.getByRole('button', { name: 'Send the request' }).click();
    await asked.waitFor({ state: 'detached' });
    await guest.getByRole('status').filter({ hasText: 'Status: Request to cancel' }).waitFor();
    await page
      .getByRole('row')
      .filter({ has: gridCell(page, row) })
      .getByRole('gridcell', { name: 'Request to cancel' })
      .waitFor();
    await rowMenuAction(page, row, 'Accept cancellation');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Accept cancellation' }).click();
    await guest.getByRole('status').filter({ hasText: 'Status: Cancelled' }).waitFor();
    await expect(guest.getByRole('button', { name: 'Ask to cancel' }).count()).resolves.toBe(0);

    const recreated = await page.evaluate(
      async (shop) => {
        const response = await fetch('/pro-api/reservation/booking/url/recreate', {
          method: 'PUT',
          headers: {
            'content-type': 'application/json',
            'X-Token': localStorage.getItem('permission-token') ?? '',
          },
          body: JSON.stringify({ shopId: shop }),
        });
        return ((await response.json()) as { status: number }).status;
      },
      await tshShopId(),
    );
    expect(recreated).toBe(0);
    const late = await guestPage();
    await late.goto(`/book/${token}`);
    await late.getByRole('alert').filter({ hasText: 'This booking page does not exist' }).waitFor();
  });
});

async function tshShopId(): Promise<number> {
  const { rows } = await session.server.db.query<{ id: number }>(
    `SELECT id FROM res_shop WHERE data->>'name_en' = 'Tsim Sha Tsui'`,
  );
  return rows[0]?.id ?? 0;
}
