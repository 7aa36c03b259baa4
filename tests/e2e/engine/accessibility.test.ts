// Axe finds no violation on the sign-in page (blank and with its messages), on /401, in the shell,
// and on the schema screens: a list with its menu and confirmation, a form with its messages, a detail.
import { accessibilityViolations } from '../support/axe';
import { fillSignIn, signIn } from '../support/sign-in';
import { setUpBrowserSession } from '../support/browser-session';
import { openSettings, pageTabs, userMenuEntry } from '../support/shell';

const session = setUpBrowserSession();

describe('accessibility', () => {
  it('finds no violation on the sign-in page', async () => {
    await session.page.goto('/login');
    await session.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await accessibilityViolations(session.page)).toEqual([]);
  });

  it('finds no violation on the sign-in page showing field errors and a failure', async () => {
    await session.page.goto('/login');
    // The button's 1-second lock (core spec §4) must not end while axe reads colours (a run takes
    // about 2 s), or axe meets its colour half-way through Fluent's transition.
    const unlocked = session.page.locator('button[type="submit"]:not([aria-disabled="true"])');
    await session.page.getByRole('button', { name: 'Sign in' }).click();
    await session.page.getByText('Please enter username').waitFor();
    await unlocked.waitFor();
    expect(await accessibilityViolations(session.page)).toEqual([]);
    await fillSignIn(session.page, 'admin', 'wrong');
    await session.page.getByRole('alert').filter({ hasText: 'Sign-in failed' }).waitFor();
    await unlocked.waitFor();
    expect(await accessibilityViolations(session.page)).toEqual([]);
  });

  it('finds no violation in the shell', async () => {
    await signIn(session.page, 'admin');
    await session.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await accessibilityViolations(session.page)).toEqual([]);
  });

  it('finds no violation in the settings panel', async () => {
    await signIn(session.page, 'admin');
    await openSettings(session.page);
    expect(await accessibilityViolations(session.page)).toEqual([]);
  });

  it('finds no violation in the password dialog showing its messages, nor in the tab menu', async () => {
    await signIn(session.page, 'hk.central');
    await userMenuEntry(session.page, 'Change secondary password');
    const dialog = session.page.getByRole('dialog', { name: 'Change secondary password' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please enter new secondary password again').waitFor();
    expect(await accessibilityViolations(session.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await pageTabs(session.page).getByRole('link', { name: 'Home' }).click({ button: 'right' });
    await session.page.getByRole('menu', { name: 'Home' }).waitFor();
    expect(await accessibilityViolations(session.page)).toEqual([]);
  });

  it('finds no violation on a list, its row menu and its confirmation', async () => {
    await signIn(session.page, 'admin');
    await session.page.goto('/merchant_management/merchant_list');
    await session.page.getByRole('gridcell', { name: 'harbour-island', exact: true }).waitFor();
    expect(await accessibilityViolations(session.page)).toEqual([]);
    await session.page.getByRole('button', { name: 'More actions for 港島美食集團' }).click();
    await session.page.getByRole('menuitem', { name: 'Delete' }).waitFor();
    expect(await accessibilityViolations(session.page)).toEqual([]);
    await session.page.getByRole('menuitem', { name: 'Delete' }).click();
    await session.page.getByRole('alertdialog').waitFor();
    expect(await accessibilityViolations(session.page)).toEqual([]);
  });

  it('finds no violation on a form, blank and with its messages', async () => {
    await signIn(session.page, 'admin');
    await session.page.goto('/merchant_management/branches_list/create');
    await session.page.getByRole('heading', { level: 1, name: 'New Branch' }).waitFor();
    await session.page.getByRole('button', { name: 'Add opening hours' }).click();
    expect(await accessibilityViolations(session.page)).toEqual([]);
    await session.page.getByRole('button', { name: 'Save' }).click();
    await session.page
      .getByText('Please enter Branch name', { exact: true })
      .and(session.page.getByRole('alert'))
      .waitFor();
    expect(await accessibilityViolations(session.page)).toEqual([]);
  });

  it('finds no violation on the no-permission page, signed out', async () => {
    await session.page.goto('/401');
    await session.page.getByRole('heading', { level: 1, name: 'No permission' }).waitFor();
    expect(await accessibilityViolations(session.page)).toEqual([]);
  });

  it('finds no violation on a detail screen', async () => {
    await signIn(session.page, 'admin');
    await session.page.goto('/merchant_management/merchant_list');
    await session.page.getByRole('link', { name: 'Details 港島美食集團' }).click();
    await session.page.getByRole('heading', { level: 1, name: 'Merchant details' }).waitFor();
    expect(await accessibilityViolations(session.page)).toEqual([]);
  });

  it('reaches every sign-in control with the keyboard', async () => {
    await session.page.goto('/login');
    await session.page.getByRole('heading', { level: 1 }).waitFor();
    const reached: string[] = [];
    for (let step = 0; step < 6; step += 1) {
      await session.page.keyboard.press('Tab');
      reached.push(
        await session.page.evaluate(() => {
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
