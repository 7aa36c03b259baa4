// A restaurant registers itself in a real Chromium against the real server, which mails through a
// real SMTP server on a free local port: the owner verifies the address with the mailed code, the
// platform admin approves the merchant, the owner signs in and walks the first-time setup, which
// writes his first branch and leads him home; a forgotten password is then reset
// through the mailed link, which works once. An invited manager creates his account from the mailed
// link and resets his manager key the same way.
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../server/demo/demo-data';
import { codeIn, linkIn, startMailCatcher, type MailCatcher } from '../../support/mail-catcher';
import { accessibilityViolations } from '../support/axe';
import { openContext, saveScreenshot, waitForPath } from '../support/browser';
import { setUpBrowserSession } from '../support/browser-session';
import { openFromSidebar, rowMenuAction } from '../support/screens';
import { fillSignIn, signIn } from '../support/sign-in';

let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
});
afterAll(() => mail.close());

// The getter is read when the server starts, after the mail server above is listening.
const session = setUpBrowserSession({
  server: {
    get smtpUrl() {
      return mail.url;
    },
  },
});

const OWNER = 'owner@lantern-e2e.example';
const RESTAURANT = 'Lantern Noodle Bar';
const PASSWORD = 'Noodles#2026';

const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** One call to the API beside the browser, as `username` when given. */
async function apiCall<T>(method: string, path: string, body: object, username?: string): Promise<T> {
  const send = async (url: string, verb: string, payload: object, token?: string) => {
    const response = await fetch(`${session.server.url}/pro-api${url}`, {
      method: verb,
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        ...(token ? { 'x-token': token } : {}),
      },
      body: JSON.stringify(payload),
    });
    return ((await response.json()) as { data: unknown }).data;
  };
  const token = username
    ? ((await send('/login', 'PUT', { username, password: DEMO_PASSWORD })) as { token: string }).token
    : undefined;
  return (await send(path, method, body, token)) as T;
}

async function approveAsAdmin(name: string): Promise<void> {
  const context = await openContext(session.browser, session.server.url);
  const page = await context.newPage();
  try {
    await signIn(page, 'admin');
    await openFromSidebar(page, 'Merchants', 'Merchants');
    await rowMenuAction(page, name, 'Approve');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('gridcell', { name: 'Approved', exact: true }).first().waitFor();
  } finally {
    await context.close();
  }
}

const stepHeading = (page: Page, text: RegExp) => page.getByRole('heading', { level: 2, name: text });

/** The first-time setup, step by step, as a new owner walks it; ends on /home. */
async function walkSetupWizard(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'First-time setup' }).waitFor();
  await stepHeading(page, /^Step 1 of 6: Your first branch$/).waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Next' }).click();
  // A step is left only when it passes: the branch needs its name.
  expect(await textbox(page, 'Branch name').getAttribute('aria-invalid')).toBe('true');
  await textbox(page, 'Branch name').fill('灣仔店');
  await textbox(page, 'English name').fill('Lantern Wan Chai');
  await textbox(page, 'Phone').fill('+852 2555 0101');
  await page.getByRole('button', { name: 'Next' }).click();

  await stepHeading(page, /^Step 2 of 6: Opening hours$/).waitFor();
  await page.getByRole('button', { name: 'Add opening hours' }).click();
  await page.getByLabel('Opens, row 1').fill('11:00');
  await page.getByLabel('Closes, row 1').fill('22:00');
  await page.getByRole('button', { name: 'Next' }).click();

  await stepHeading(page, /^Step 3 of 6: Operation modes$/).waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
  await saveScreenshot(page, 'setup-wizard-operation-modes');
  await page.getByRole('button', { name: 'Next' }).click();

  await stepHeading(page, /^Step 4 of 6: A printer$/).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  expect(await textbox(page, 'Printer name').getAttribute('aria-invalid')).toBe('true');
  // Back and forth keeps what was typed.
  await page.getByRole('button', { name: 'Previous' }).click();
  await stepHeading(page, /^Step 3 of 6/).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await textbox(page, 'Printer name').fill('Counter');
  await textbox(page, 'Serial number').fill('SN-920011');
  await textbox(page, 'Key').fill('k7Hq92xP');
  await page.getByRole('button', { name: 'Next' }).click();

  await stepHeading(page, /^Step 5 of 6: A first menu category$/).waitFor();
  await textbox(page, 'Name').fill('主菜');
  await page.getByRole('button', { name: 'Next' }).click();

  await stepHeading(page, /^Step 6 of 6: Check and submit$/).waitFor();
  await page.getByText('Lantern Wan Chai', { exact: true }).waitFor();
  await page.getByText('SN-920011', { exact: true }).waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
  await saveScreenshot(page, 'setup-wizard-review');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your setup is complete' }).waitFor();
  await page.getByText('灣仔店 is ready', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Close' }).click();
  await waitForPath(page, '/home/home');
}

describe('registration and password recovery by mail', () => {
  it('registers a restaurant with the emailed code; the owner signs in once the admin approves it', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Register your restaurant' }).click();
    await waitForPath(page, '/zcsj');
    await page.getByRole('heading', { level: 1, name: 'Register your restaurant' }).waitFor();
    expect(await page.title()).toBe('Register your restaurant - Brigade');

    // The spec's messages (business §5), after a submit attempt with nothing filled in.
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    for (const message of [
      'Please enter email account',
      'Please enter contact name',
      'Please enter contact phone',
      'Please enter password',
      'Verification code cannot be empty',
      'Please review the agreement and check this box to proceed',
    ])
      await page.getByText(message, { exact: true }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'registration-required');

    await textbox(page, 'Restaurant name').fill(RESTAURANT);
    await textbox(page, 'District').fill('Wan Chai');
    await textbox(page, 'Contact name').fill('Iris Lam');
    await textbox(page, 'Contact phone').fill('+852 2555 0101');
    await textbox(page, 'Email account').fill(OWNER);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Resend in/ }).isDisabled()).toBe(true);
    await page
      .getByRole('status')
      .filter({ hasText: `on its way to ${OWNER}` })
      .waitFor();

    const codeMail = await mail.next(OWNER);
    expect(codeMail.subject).toBe('Your Brigade verification code');
    await textbox(page, 'Verification code').fill(codeIn(codeMail));
    await textbox(page, 'Password').fill(PASSWORD);
    await textbox(page, 'Password again').fill(PASSWORD);
    await page.getByRole('checkbox', { name: 'I have read and agree to the service agreement' }).check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('Registration complete', { exact: true }).waitFor();
    await page.getByText(`${RESTAURANT} is waiting for the platform's approval`, { exact: false }).waitFor();
    await saveScreenshot(page, 'registration-complete');

    // Pending: the right password is told so, and signs nobody in.
    await page.getByRole('link', { name: 'Back to sign in' }).first().click();
    await waitForPath(page, '/login');
    await fillSignIn(page, OWNER, PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'has not been approved yet' }).waitFor();

    await approveAsAdmin(RESTAURANT);
    await fillSignIn(page, OWNER, PASSWORD);
    // His setup is pending (dola_pass false, as the server answered): the wizard comes first.
    await waitForPath(page, '/setupwizard');
    expect(await page.evaluate(() => localStorage.getItem('dola_pass'))).toBe('false');
    await walkSetupWizard(page);
    await page.getByRole('banner').getByTestId('user-name').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('dola_pass'))).toBe('true');
    // The wizard wrote real records: his branch is on his branch list.
    await openFromSidebar(page, 'Merchants', 'Branches');
    await page.getByRole('gridcell', { name: 'Lantern Wan Chai', exact: true }).waitFor();
  });

  it('resets a forgotten password through the emailed link, which then no longer works', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/wjmm');
    await page.getByRole('heading', { level: 1, name: 'Forgot password' }).waitFor();
    await textbox(page, 'Email or username').fill(OWNER);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('Mail sent successfully', { exact: true }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    const link = linkIn(await mail.next(OWNER));
    expect(link.origin).toBe(session.server.url);
    expect(link.pathname).toBe('/czmm');
    await page.goto(link.href);
    await page.getByText(`For the account ${OWNER}.`, { exact: true }).waitFor();
    await textbox(page, 'New password').fill('Dumplings#2027');
    await textbox(page, 'New password again').fill('Dumplings#2028');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('The two passwords are inconsistent, please re-enter', { exact: true }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await textbox(page, 'New password again').fill('Dumplings#2027');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Password reset successfully', { exact: true }).waitFor();
    await saveScreenshot(page, 'password-reset-done');

    await page.getByRole('link', { name: 'Back to sign in' }).first().click();
    await waitForPath(page, '/login');
    await fillSignIn(page, OWNER, PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'Wrong username or password' }).waitFor();
    await fillSignIn(page, OWNER, 'Dumplings#2027');
    await page.getByRole('banner').getByTestId('user-name').waitFor();

    // The link worked once.
    const other = await session.context.newPage();
    await other.goto(link.href);
    await other.getByRole('alert').filter({ hasText: 'The email verification link has expired' }).waitFor();
    await other.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    expect(await accessibilityViolations(other)).toEqual([]);
    await saveScreenshot(other, 'password-reset-expired');
  });

  it('creates an invited manager from the mailed link, who sees only his permitted menu, and resets his manager key through /zcszmm', async () => {
    const { page } = session;
    // A narrow permission type, so the invited manager's menu shows exactly what it grants.
    const narrow = await apiCall<{ id: number }>(
      'POST',
      '/privilege/mapping',
      { name: 'Accounts only', privilegeList: ['merchant_account_list'] },
      'hk.owner',
    );
    await apiCall(
      'POST',
      '/manager/user',
      {
        email: 'e2e.manager@harbour.example',
        name: 'Nina Ho',
        accountType: 'companyManager',
        privilegeMappingId: narrow.id,
      },
      'hk.owner',
    );

    await page.goto(linkIn(await mail.next('e2e.manager@harbour.example')).href);
    await page.getByRole('heading', { level: 1, name: 'Join Harbour Island Dining Group' }).waitFor();
    await page.getByText('David Chan invites you to manage', { exact: false }).waitFor();
    await textbox(page, 'Username').fill('e2e.manager');
    await textbox(page, 'Password').fill(PASSWORD);
    await textbox(page, 'Password again').fill(PASSWORD);
    await textbox(page, 'Manager key').fill('135790');
    await textbox(page, 'Manager key again').fill('135790');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByText('Your account is ready', { exact: true }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto('/zcszmm');
    await page.getByRole('heading', { level: 1, name: 'Reset manager key' }).waitFor();
    await textbox(page, 'Email or username').fill('e2e.manager');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('Mail sent successfully', { exact: true }).waitFor();
    const link = linkIn(await mail.next('e2e.manager@harbour.example'));
    expect(link.pathname).toBe('/zcszmm');
    await page.goto(link.href);
    await textbox(page, 'New manager key').fill('12345a');
    await textbox(page, 'New manager key again').fill('12345a');
    await page.getByRole('button', { name: 'Reset manager key' }).click();
    await page.getByText('Please enter six numbers', { exact: true }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await textbox(page, 'New manager key').fill('246810');
    await textbox(page, 'New manager key again').fill('246810');
    await page.getByRole('button', { name: 'Reset manager key' }).click();
    await page.getByText('Manager key reset successfully', { exact: true }).waitFor();
    await saveScreenshot(page, 'manager-key-reset-done');
    await signIn(page, 'e2e.manager', PASSWORD);
    const sidebar = page.getByRole('navigation', { name: 'Main menu' });
    await sidebar.getByRole('link', { name: 'Merchant accounts', exact: true }).waitFor();
    expect(await sidebar.getByRole('button', { name: 'Merchants', exact: true }).count()).toBe(0);
    expect(await sidebar.getByRole('link', { name: 'Administrators', exact: true }).count()).toBe(0);
  });
});
