// A settings record in the browser (docs/schemas.md "Settings records"): the printing settings open
// from the menu as a form holding the defaults, the custom QR code's address appears only when
// chosen, and a save stays on the form and survives a reload.
import { setUpBrowserSession } from '../support/browser-session';
import { openFromSidebar, toast } from '../support/screens';

const session = setUpBrowserSession({ username: 'hk.central' });

describe('the printing settings, as hk.central', () => {
  it('shows the defaults, saves a change on the form itself and reads it back after a reload', async () => {
    const { page } = session;
    await openFromSidebar(page, ['Store settings', 'Printing'], 'Printing settings');
    await page.getByRole('heading', { level: 1, name: 'Printing settings' }).waitFor();
    const font = page.getByRole('combobox', { name: 'Receipt font' });
    const chosen = (select: typeof font) => select.locator('option:checked').textContent();
    expect(await chosen(font)).toBe('Default');

    await page.getByRole('combobox', { name: 'Receipt QR code type' }).selectOption({ label: 'Custom' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByText(/Custom QR code address/)
      .first()
      .waitFor();
    await page.getByRole('textbox', { name: 'Custom QR code address' }).fill('https://example.com/menu');
    await font.selectOption({ label: 'Large' });
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Saved');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Printing settings' }).waitFor();
    expect(await chosen(page.getByRole('combobox', { name: 'Receipt font' }))).toBe('Large');
    expect(await page.getByRole('textbox', { name: 'Custom QR code address' }).inputValue()).toBe(
      'https://example.com/menu',
    );
  });
});
