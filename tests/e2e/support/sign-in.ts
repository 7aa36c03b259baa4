// The sign-in steps as a user takes them: by the fields' labels, in whatever language is shown.
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../server/demo/demo-data';

export async function fillSignIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** Opens `/`, lands on the sign-in page and signs in; resolves once the shell shows. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/login');
  await fillSignIn(page, username, password);
  await page.getByRole('banner').getByTestId('user-name').waitFor();
}
