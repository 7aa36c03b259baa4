import type { Page } from 'playwright-core';
import { launchChromium } from './browser';
import { ADMIN, signIn, type Account } from './sign-in';

export type SignInRoute = 'form' | 'api';

// The login page's labels in English and both Chinese variants (the product ships all three).
const USERNAME_LABEL = /user\s*name|account|用户名|用戶名|账号|帳號/i;
const SUBMIT_LABEL = /sign\s*in|log\s*in|登录|登入|登錄/i;

const leftLogin = (url: URL) => !url.pathname.startsWith('/login');

/** Signs in the way a person does: fills the labelled fields on /login and submits them. */
async function throughForm(page: Page, account: Account): Promise<boolean> {
  const username = page.getByRole('textbox', { name: USERNAME_LABEL }).first();
  const password = page.locator('input[type="password"]').first();
  try {
    await username.waitFor({ state: 'visible', timeout: 10_000 });
  } catch {
    return false;
  }
  await username.fill(account.username);
  await password.fill(account.password);
  // A button click, since Enter submits only a form that has a submit button.
  const submit = page.getByRole('button', { name: SUBMIT_LABEL }).first();
  if (await submit.isVisible()) await submit.click();
  else await password.press('Enter');
  // "commit": a single-page app changes its URL without a navigation, so "load" would never come.
  await page.waitForURL(leftLogin, { timeout: 20_000, waitUntil: 'commit' }).catch(() => {
    throw new Error(`signing in through the login form did not leave ${page.url()} within 20 s`);
  });
  return true;
}

/**
 * The fallback when the form cannot be found: the session from the API, saved under the keys the
 * client restores it from (engine/client/session.ts), then the shell opened directly. Reported,
 * so a reader knows the form was not exercised.
 */
async function throughApi(page: Page, baseUrl: string, account: Account): Promise<void> {
  const { token, userInfo } = await signIn(baseUrl, JSON.stringify(account));
  await page.evaluate(
    (saved) => {
      localStorage.setItem('permission-token', saved.token);
      localStorage.setItem('permission-userInfo', saved.userInfo);
    },
    { token, userInfo: JSON.stringify(userInfo) },
  );
  await page.goto(`${baseUrl}/`);
}

/** Signs the page (showing /login) in as `account`, the demo admin by default; answers which way it took. */
export async function signInInBrowser(
  page: Page,
  baseUrl: string,
  account: Account = ADMIN,
): Promise<SignInRoute> {
  if (await throughForm(page, account)) return 'form';
  await throughApi(page, baseUrl, account);
  return 'api';
}

/**
 * Hands `work` a 1440 × 900 page of a fresh Chromium signed in as `account`, and which way it signed
 * in, then closes the browser.
 */
export async function withSignedInPage<T>(
  baseUrl: string,
  account: Account,
  work: (page: Page, signedInVia: SignInRoute) => Promise<T>,
): Promise<T> {
  const { browser, close } = await launchChromium();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await page.goto(`${baseUrl}/login`);
    return await work(page, await signInInBrowser(page, baseUrl, account));
  } finally {
    await close();
  }
}
