// Axe finds no violation on the sign-in page (blank and with its messages), in the shell, and on
// the schema screens: a list with its menu and confirmation, a form with its messages, a detail.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe';
import { launchChromium, openContext } from './support/browser';
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

describe('accessibility', () => {
  it('finds no violation on the sign-in page', async () => {
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('finds no violation on the sign-in page showing field errors and a failure', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please enter username').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await fillSignIn(page, 'admin', 'wrong');
    await page.getByRole('alert').filter({ hasText: 'Sign-in failed' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('finds no violation in the shell', async () => {
    await signIn(page, 'admin');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('finds no violation on a list, its row menu and its confirmation', async () => {
    await signIn(page, 'admin');
    await page.goto('/merchant_management/merchant_list');
    await page.getByRole('gridcell', { name: 'harbour-island', exact: true }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'More actions for 港島美食集團' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('finds no violation on a form, blank and with its messages', async () => {
    await signIn(page, 'admin');
    await page.goto('/merchant_management/branches_list/create');
    await page.getByRole('heading', { level: 1, name: 'New Branch' }).waitFor();
    await page.getByRole('button', { name: 'Add opening hours' }).click();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please enter Branch name', { exact: true }).and(page.getByRole('alert')).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('finds no violation on a detail screen', async () => {
    await signIn(page, 'admin');
    await page.goto('/merchant_management/merchant_list');
    await page.getByRole('link', { name: 'Details 港島美食集團' }).click();
    await page.getByRole('heading', { level: 1, name: 'Merchant details' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('reaches every sign-in control with the keyboard', async () => {
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const reached: string[] = [];
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(() => {
          const active = document.activeElement;
          return (
            active?.getAttribute('name') ?? active?.getAttribute('aria-label') ?? active?.textContent ?? ''
          );
        }),
      );
    }
    expect(reached).toEqual(expect.arrayContaining(['username', 'password', 'Show password', 'Sign in']));
  });
});
