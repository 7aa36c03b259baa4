// Live screens in two browser contexts (issue 14): a guest takes a queue number on the shop's public
// page while the staff board, open in another context, shows it without a reload; a number marked
// ready appears on the shop's pickup display, which asks the browser to call it aloud.
import type { Page } from 'playwright-core';
import { accessibilityViolations } from '../support/axe';
import { openContext, saveScreenshot } from '../support/browser';
import { setUpBrowserSession } from '../support/browser-session';
import { signIn } from '../support/sign-in';

const session = setUpBrowserSession();

async function guestPage(): Promise<Page> {
  const context = await openContext(session.browser, session.server.url);
  return context.newPage();
}

async function shopId(name: string): Promise<number> {
  const { rows } = await session.server.db.query<{ id: number }>(
    `SELECT id FROM res_shop WHERE data->>'name_en' = $1`,
    [name],
  );
  if (!rows[0]) throw new Error(`no demo shop ${name}`);
  return rows[0].id;
}

describe('live screens', () => {
  it('shows a number a guest takes on the staff board, without a reload', async () => {
    const { page } = session;
    await signIn(page, 'hk.central');
    await page.goto('/queuing_management/queue_settings');
    await page.getByRole('button', { name: 'Create the address' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Create the address' }).click();
    const address = new URL(await page.getByLabel('Address of the guest page').inputValue()).pathname;
    await page.goto('/queuing_management/self_service_queuing');
    await page.getByRole('heading', { level: 1, name: 'Self-service queuing' }).waitFor();

    const guest = await guestPage();
    await guest.goto(address);
    await guest.getByLabel('Party size').fill('2');
    await guest.getByRole('button', { name: 'Take a number' }).click();
    const number = guest.locator('#guest-ticket-number');
    await number.waitFor();
    const taken = (await number.textContent())?.trim() ?? '';
    expect(taken).toMatch(/^[A-Z0-9]{1,3}\d{3}$/);
    expect(await accessibilityViolations(guest)).toEqual([]);
    await page.getByRole('button', { name: `Call number ${taken}` }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // The staff call it: the guest's page, open all along, says so.
    await page.getByRole('button', { name: `Call number ${taken}` }).click();
    await guest.getByRole('status').filter({ hasText: 'Your number is called' }).waitFor();
    await saveScreenshot(guest, 'queue-guest-called-live');
  });

  it('puts a number marked ready on the pickup display and asks for its announcement', async () => {
    const { page } = session;
    await signIn(page, 'kowloon.owner');
    const tst = await shopId('Tsim Sha Tsui');
    const { rows } = await session.server.db.query<{ token: string }>(
      `SELECT data->>'displayToken' AS token FROM res_pickup_display_settings WHERE shop_id = $1`,
      [tst],
    );
    const display = await guestPage();
    // The words the screen hands to the browser's speech, recorded as they are asked for.
    await display.addInitScript(() => {
      const spoken: string[] = [];
      Object.assign(window, { spoken });
      window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) =>
        void spoken.push(utterance.text);
    });
    await display.goto(`/display/${rows[0]?.token ?? ''}`);
    await display.getByRole('button', { name: 'Start display' }).click();
    await display.getByRole('heading', { name: 'Ready' }).waitFor();
    expect(await accessibilityViolations(display)).toEqual([]);

    const marked = await page.evaluate(async (shop) => {
      const response = await fetch('/pro-api/display/pickup', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'X-Token': localStorage.getItem('permission-token') ?? '',
        },
        body: JSON.stringify({ shopId: shop, number: 'E2E7', status: 'ready' }),
      });
      return ((await response.json()) as { status: number }).status;
    }, tst);
    expect(marked).toBe(0);
    await display.getByText('E2E7', { exact: true }).first().waitFor();
    await display.waitForFunction(() =>
      ((window as unknown as { spoken: string[] }).spoken ?? []).some((text) => text.includes('E2E7')),
    );
    await saveScreenshot(display, 'pickup-display-live');
  });
});
