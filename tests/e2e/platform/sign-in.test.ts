// Sign-in, the shell and sign-out in a real Chromium against the real server.
import { openContext, saveScreenshot, waitForPath } from '../support/browser';
import { fillSignIn, signInOnPage } from '../support/sign-in';
import { setUpBrowserSession } from '../support/browser-session';
import { userMenuEntry } from '../support/shell';

const session = setUpBrowserSession();

describe('signing in', () => {
  it('sends a visitor of / to the sign-in page', async () => {
    await session.page.goto('/');
    await waitForPath(session.page, '/login');
    await session.page.getByRole('heading', { level: 1, name: 'Brigade' }).waitFor();
    expect(await session.page.title()).toBe('Sign in - Brigade');
    expect(await session.page.locator('html').getAttribute('lang')).toBe('en');
    await saveScreenshot(session.page, 'login');
  });

  it('shows the required-field messages after an empty submit', async () => {
    await session.page.goto('/login');
    await session.page.getByRole('button', { name: 'Sign in' }).click();
    await session.page.getByText('Please enter username').waitFor();
    await session.page.getByText('Please enter password').waitFor();
    await saveScreenshot(session.page, 'login-required-fields');
  });

  it('signs admin in and shows the shell with the user name', async () => {
    await signInOnPage(session.page, 'admin');
    // Core spec §2.1: the root leads to /home, and /home to the home page.
    await waitForPath(session.page, '/home/home');
    expect(await session.page.getByRole('banner').getByTestId('user-name').textContent()).toBe(
      'Platform super admin',
    );
    expect(await session.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Welcome, Platform super admin',
    );
    expect(await session.page.title()).toBe('Home - Brigade');
    await saveScreenshot(session.page, 'shell');
  });

  it('returns to the wanted path after sign-in', async () => {
    await session.page.goto('/merchant_management/branches_list?page=2');
    await waitForPath(session.page, '/login');
    expect(new URL(session.page.url()).searchParams.get('redirect')).toBe(
      '/merchant_management/branches_list?page=2',
    );
    await fillSignIn(session.page, 'hk.owner');
    await waitForPath(session.page, '/merchant_management/branches_list');
    expect(new URL(session.page.url()).search).toBe('?page=2');
    await session.page.getByRole('banner').getByText('David Chan').waitFor();
  });

  it('keeps the session across a reload', async () => {
    await signInOnPage(session.page, 'admin');
    await session.page.reload();
    await session.page.getByRole('banner').getByTestId('user-name').waitFor();
    expect(new URL(session.page.url()).pathname).toBe('/home/home');
  });

  it('signs out back to /login, and the old session no longer opens the shell', async () => {
    await signInOnPage(session.page, 'admin');
    const token = await session.page.evaluate(() => localStorage.getItem('permission-token'));
    await userMenuEntry(session.page, 'Sign out');
    await waitForPath(session.page, '/login');
    await session.page.getByRole('heading', { level: 1, name: 'Brigade' }).waitFor();
    expect(await session.page.evaluate(() => localStorage.getItem('permission-token'))).toBeNull();
    await saveScreenshot(session.page, 'signed-out');

    // The server revoked the session too: the old token is refused.
    const answer = await session.page.evaluate(async (oldToken) => {
      const response = await fetch('/pro-api/user/info', { headers: { 'X-Token': oldToken ?? '' } });
      return (await response.json()) as { status: number };
    }, token);
    expect(answer.status).toBe(4);
    await session.page.goto('/');
    await waitForPath(session.page, '/login');
  });

  it('signs out with a notice when the server ends the session', async () => {
    await signInOnPage(session.page, 'admin');
    await session.page.getByRole('banner').getByTestId('user-name').waitFor();
    const token = await session.page.evaluate(() => localStorage.getItem('permission-token'));
    // The app is unloaded before its session is revoked behind its back (another tab, an
    // administrator): a call of the old page still on its way would otherwise hear the news first and
    // sign out there, and the page opened below would find no session, and no notice, left to show.
    await session.page.goto('about:blank');
    const revoked = await session.page.request.put('/pro-api/logout', {
      headers: { 'X-Token': token ?? '' },
    });
    expect(((await revoked.json()) as { status: number }).status).toBe(0);
    await session.page.goto('/home/home');
    await waitForPath(session.page, '/login');
    const notice = session.page.getByRole('alert').filter({ hasText: 'Your sign-in has expired' });
    await notice.waitFor();
    expect(await session.page.evaluate(() => localStorage.getItem('permission-token'))).toBeNull();
  });

  it('shows the translated error for a wrong password', async () => {
    await session.page.goto('/login');
    await fillSignIn(session.page, 'admin', 'not-the-password');
    const alert = session.page.getByRole('alert').filter({ hasText: 'Sign-in failed' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Wrong username or password');
    expect(new URL(session.page.url()).pathname).toBe('/login');
    await saveScreenshot(session.page, 'wrong-password');
  });

  it('shows the error in Traditional Chinese for a zh-TW browser', async () => {
    const zhContext = await openContext(session.browser, session.server.url, 'zh-TW');
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
    await session.page.goto('/login');
    await session.page.getByLabel('Language').selectOption('zh-CN');
    await session.page.getByRole('button', { name: '登录' }).waitFor();
    await session.page.reload();
    await session.page.getByRole('button', { name: '登录' }).waitFor();
    expect(await session.page.locator('html').getAttribute('lang')).toBe('zh-CN');
  });
});
