// Axe in Traditional Chinese (the default language): the sign-in page with its messages, the shell,
// a list and a form with its messages. Steps go by roles and structure, so they read in any language.
import { accessibilityViolations } from '../support/axe';
import { setUpBrowserSession } from '../support/browser-session';
import { signIn } from '../support/sign-in';

const session = setUpBrowserSession({ locale: 'zh-TW' });

describe('accessibility in Traditional Chinese', () => {
  it('finds no violation on the sign-in page, blank and after an empty submit', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-TW');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.locator('form button[type="submit"]').click();
    await page
      .getByText(/^請輸入用戶名/)
      .first()
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('finds no violation in the shell, on a list and on a form with its messages', async () => {
    const { page } = session;
    await signIn(page, 'admin');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.goto('/merchant_management/merchant_list');
    await page.getByRole('gridcell', { name: 'harbour-island', exact: true }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.goto('/merchant_management/branches_list/create');
    await page.getByRole('heading', { level: 1, name: '新增分店' }).waitFor();
    await page.getByRole('button', { name: '儲存' }).click();
    await page.getByRole('alert').first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
