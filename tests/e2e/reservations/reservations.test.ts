// Reservations in Chromium as Kowloon's owner (issue 14 item 4): Tsim Sha Tsui's settings show its
// booking URL, which "Recreate URL" replaces after warning that the old link stops working for
// good; a phone booking is refused in the form for a number of the wrong length, then taken and
// listed on the shop's clock, accepted after a confirmation, and another declined with a reason
// that, being "others", asks for its words.
import { wallClock } from '../../../protocol/wall-clock';
import { shopForBookingToken } from '../../../server/reservations/booking-tokens';
import { accessibilityViolations } from '../support/axe';
import { setUpBrowserSession } from '../support/browser-session';
import { gridCell, openCreateForm, openFromSidebar, rowMenuAction, toast } from '../support/screens';

const session = setUpBrowserSession({ username: 'kowloon.owner' });
const SECTION = 'Reservations';
const TOKEN = /\/book\/([\w-]{22})$/;

const shopId = async (name: string): Promise<number> => {
  const { rows } = await session.server.db.query<{ id: number }>(
    `SELECT id FROM res_shop WHERE data->>'name_en' = $1`,
    [name],
  );
  if (!rows[0]) throw new Error(`no demo shop ${name}`);
  return rows[0].id;
};

const recordOf = async (lastName: string): Promise<Record<string, unknown> | undefined> =>
  (
    await session.server.db.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM res_reservation WHERE data->>'lastName' = $1`,
      [lastName],
    )
  ).rows[0]?.data;
const statusOf = async (lastName: string) => (await recordOf(lastName))?.status;

describe('reservations, as kowloon.owner', () => {
  it("shows Tsim Sha Tsui's booking URL and recreates it after saying the old link stops working", async () => {
    const { page } = session;
    await openFromSidebar(page, SECTION, 'Reservation settings');
    await page
      .getByRole('combobox', { name: 'Branch', exact: true })
      .selectOption({ value: String(await shopId('Tsim Sha Tsui')) });
    const link = page.getByRole('link', { name: TOKEN });
    const old = (await link.textContent())?.match(TOKEN)?.[1] ?? '';
    expect(old).not.toBe('');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Recreate URL' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/The old link stops working for good/).waitFor();
    await dialog.getByRole('button', { name: 'Recreate URL' }).click();
    await toast(page, 'The booking URL was recreated: the old link no longer works');
    await page.getByRole('link', { name: old }).waitFor({ state: 'detached' });
    const renewed = (await page.getByRole('link', { name: TOKEN }).textContent())?.match(TOKEN)?.[1] ?? '';
    expect(renewed).not.toBe(old);
    expect(await shopForBookingToken(session.server.db, session.server.records, old)).toBeUndefined();
    expect(await shopForBookingToken(session.server.db, session.server.records, renewed)).toMatchObject({
      shopId: await shopId('Tsim Sha Tsui'),
    });
  });

  it('takes a phone booking shown on the shop’s clock, accepts it, and declines another with its reason', async () => {
    const { page } = session;
    const book = async (lastName: string, at: string) => {
      await openFromSidebar(page, SECTION, 'Reservation list');
      await openCreateForm(page);
      await page.getByRole('combobox', { name: 'Branch', exact: true }).click();
      await page.getByRole('option', { name: /Tsim Sha Tsui/ }).click();
      await page.getByLabel('Date and time').fill(at);
      await page.getByRole('spinbutton', { name: 'People', exact: true }).fill('4');
      await page.getByRole('textbox', { name: 'Last name', exact: true }).fill(lastName);
      const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
      await phone.fill('2125550123');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      // The server's rule for a Hong Kong server, shown by the form before anything is sent.
      await page.getByText('Phone must be 8 digits', { exact: true }).and(page.getByRole('alert')).waitFor();
      await phone.fill('61234567');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, 'Saved');
      // The list shows the booking at the shop's time, whatever the browser's own zone.
      return wallClock(new Date(at), 'Asia/Hong_Kong').text;
    };

    const accepted = await book('E2E Accept', '2031-03-14T19:30');
    await gridCell(page, accepted).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await rowMenuAction(page, accepted, 'Accept');
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Accept this booking? The guest is told it is confirmed.').waitFor();
    await confirm.getByRole('button', { name: 'Accept' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await statusOf('E2E Accept')).toBe('waiting');

    const declined = await book('E2E Decline', '2031-03-15T12:00');
    await rowMenuAction(page, declined, 'Decline');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Decline reason' }).selectOption({ label: 'Others' });
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await dialog.getByText('Please enter Reason in words').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Reason in words' }).fill('Private event that evening');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await recordOf('E2E Decline')).toMatchObject({
      status: 'failed',
      declineReason: 'others',
      declineNote: 'Private event that evening',
    });
  });
});
