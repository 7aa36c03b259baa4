// Sign-in, the shell and sign-out in a real Chromium against the real server.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, openContext, saveScreenshot, waitForPath } from './support/browser';
import { fillSignIn, signIn } from './support/sign-in';
import { startTestServer, type TestServer } from './support/test-server';

jest.setTimeout(60_000);

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  context = await openContext(browser, server.url);
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

describe('signing in', () => {
  it('sends a visitor of / to the sign-in page', async () => {
    await page.goto('/');
    await waitForPath(page, '/login');
    await page.getByRole('heading', { level: 1, name: 'Brigade' }).waitFor();
    expect(await page.title()).toBe('Sign in - Brigade');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await saveScreenshot(page, 'login');
  });

  it('shows the required-field messages after an empty submit', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please enter username').waitFor();
    await page.getByText('Please enter password').waitFor();
    await saveScreenshot(page, 'login-required-fields');
  });

  it('signs admin in and shows the shell with the user name', async () => {
    await signIn(page, 'admin');
    await waitForPath(page, '/');
    expect(await page.getByRole('banner').getByTestId('user-name').textContent()).toBe(
      'Platform super admin',
    );
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome, Platform super admin');
    expect(await page.title()).toBe('Home - Brigade');
    await saveScreenshot(page, 'shell');
  });

  it('returns to the wanted path after sign-in', async () => {
    await page.goto('/company/list?page=2');
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/company/list?page=2');
    await fillSignIn(page, 'hk.owner');
    await waitForPath(page, '/company/list');
    expect(new URL(page.url()).search).toBe('?page=2');
    await page.getByRole('banner').getByText('David Chan').waitFor();
  });

  it('keeps the session across a reload', async () => {
    await signIn(page, 'admin');
    await page.reload();
    await page.getByRole('banner').getByTestId('user-name').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('signs out back to /login, and the old session no longer opens the shell', async () => {
    await signIn(page, 'admin');
    const token = await page.evaluate(() => localStorage.getItem('permission-token'));
    await page.getByRole('button', { name: 'Sign out' }).click();
    await waitForPath(page, '/login');
    await page.getByRole('heading', { level: 1, name: 'Brigade' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('permission-token'))).toBeNull();
    await saveScreenshot(page, 'signed-out');

    // The server revoked the session too: the old token is refused.
    const answer = await page.evaluate(async (oldToken) => {
      const response = await fetch('/pro-api/user/info', { headers: { 'X-Token': oldToken ?? '' } });
      return (await response.json()) as { status: number };
    }, token);
    expect(answer.status).toBe(4);
    await page.goto('/');
    await waitForPath(page, '/login');
  });

  it('signs out with a notice when the server ends the session', async () => {
    await signIn(page, 'admin');
    // The session is revoked behind the page's back (another tab, an administrator).
    await page.evaluate(async () => {
      await fetch('/pro-api/logout', {
        method: 'PUT',
        headers: { 'X-Token': localStorage.getItem('permission-token') ?? '' },
      });
    });
    await page.reload();
    await waitForPath(page, '/login');
    const notice = page.getByRole('alert').filter({ hasText: 'Your sign-in has expired' });
    await notice.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('permission-token'))).toBeNull();
  });

  it('shows the translated error for a wrong password', async () => {
    await page.goto('/login');
    await fillSignIn(page, 'admin', 'not-the-password');
    const alert = page.getByRole('alert').filter({ hasText: 'Sign-in failed' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Wrong username or password');
    expect(new URL(page.url()).pathname).toBe('/login');
    await saveScreenshot(page, 'wrong-password');
  });

  it('shows the error in Traditional Chinese for a zh-TW browser', async () => {
    const zhContext = await openContext(browser, server.url, 'zh-TW');
    const zhPage = await zhContext.newPage();
    try {
      await zhPage.goto('/login');
      expect(await zhPage.locator('html').getAttribute('lang')).toBe('zh-TW');
      await fillSignIn(zhPage, 'platform', 'not-the-password');
      const alert = zhPage.getByRole('alert').filter({ hasText: '登入失敗' });
      await alert.waitFor();
      expect(await alert.textContent()).toContain('用戶名或密碼錯誤');
    } finally {
      await zhContext.close();
    }
  });

  it('switches the language on the sign-in page and keeps it', async () => {
    await page.goto('/login');
    await page.getByLabel('Language').selectOption('zh-CN');
    await page.getByRole('button', { name: '登录' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: '登录' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
  });
});
