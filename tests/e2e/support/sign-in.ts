// Signing in, two ways: as a user takes the steps on the sign-in page (by the fields' labels, in
// whatever language is shown), which the sign-in tests prove; and, for every other test, through
// the page's own call with the session saved as the page saves it, so a test starts in the shell
// without drawing and filling the sign-in page each time.
import type { Page } from 'playwright-core';
import { Session } from '../../../engine/client/session';
import type { Envelope } from '../../../engine/protocol/envelope';
import type { SignInAnswer } from '../../../engine/protocol/user-info';
import { DEMO_PASSWORD } from '../../../server/demo/demo-data';

export async function fillSignIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

const shellShown = (page: Page) => page.getByRole('banner').getByTestId('user-name').waitFor();

/** Opens `/` in a signed-in page; resolves once the shell shows. */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await shellShown(page);
}

/** Opens `/`, lands on the sign-in page and signs in on it; resolves once the shell shows. */
export async function signInOnPage(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/login');
  await fillSignIn(page, username, password);
  await shellShown(page);
}

/** What the sign-in page keeps in the browser for `answer`, written by the app's own Session. */
function savedSession(answer: SignInAnswer): [string, string][] {
  const saved = new Map<string, string>();
  new Session({
    getItem: (key) => saved.get(key) ?? null,
    setItem: (key, value) => saved.set(key, value),
    removeItem: (key) => saved.delete(key),
  }).signIn(answer);
  return [...saved];
}

/** Signs in through PUT /pro-api/login, keeps the session as the page would and opens `/`; resolves once the shell shows. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.put('/pro-api/login', { data: { username, password } });
  const answer = (await response.json()) as Envelope<SignInAnswer>;
  if (answer.status !== 0) throw new Error(`sign-in of ${username} failed: ${answer.msgEn}`);
  // The site's own storage is written from one of its pages that runs none of its code.
  await page.goto('/healthz');
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, savedSession(answer.data));
  await openHome(page);
}
