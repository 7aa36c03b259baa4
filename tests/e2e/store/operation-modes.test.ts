// The operation modes in the browser (business spec §4, the dining-mode card of core spec §2.5):
// a store manager opens them from the menu, turns table QR on while main QR ordering and fast
// dining are on, is asked first (Cancel changes nothing), confirms, sees both off, saves and reads
// it back after a reload. The switches are worked from the keyboard; axe checks the cards and the
// confirmation.
import type { Page } from 'playwright-core';
import { accessibilityViolations } from '../support/axe';
import { saveScreenshot } from '../support/browser';
import { setUpBrowserSession } from '../support/browser-session';
import { openFromSidebar, toast } from '../support/screens';

const session = setUpBrowserSession({ username: 'hk.central' });

const TITLE = 'Operation modes';
const QUESTION = 'Turning on table QR turns off main QR ordering and fast dining. Continue?';

const modeSwitch = (page: Page, name: string) => page.getByRole('switch', { name, exact: true });
const confirmation = (page: Page) => page.getByRole('alertdialog', { name: 'Turn other modes off?' });

/** Which of these modes are on, by name. */
async function switchedOn(page: Page, names: string[]): Promise<string[]> {
  const on: string[] = [];
  for (const name of names) if (await modeSwitch(page, name).isChecked()) on.push(name);
  return on;
}

const WATCHED = ['Table QR', 'Main QR ordering', 'Fast dining'];

/** Opens the screen and turns fast dining on beside main QR ordering, from the keyboard. */
async function openWithSelfService(page: Page): Promise<void> {
  await openFromSidebar(page, ['Store settings', 'Operations'], TITLE);
  expect(await switchedOn(page, WATCHED)).toEqual(['Main QR ordering']);
  await modeSwitch(page, 'Fast dining').focus();
  await page.keyboard.press('Space');
  expect(await switchedOn(page, WATCHED)).toEqual(['Main QR ordering', 'Fast dining']);
}

/** Turns table QR on from the keyboard and waits for the question. */
async function askForTableQr(page: Page): Promise<void> {
  await modeSwitch(page, 'Table QR').focus();
  await page.keyboard.press('Space');
  await confirmation(page).getByText(QUESTION).waitFor();
}

describe('the operation modes, as hk.central', () => {
  it('keeps everything as it was when the operator cancels the question', async () => {
    const { page } = session;
    await openWithSelfService(page);
    await expectBlocked(page, 'Table QR', 'Blocked by main QR ordering and fast dining');
    expect(await accessibilityViolations(page)).toEqual([]);

    await askForTableQr(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await confirmation(page).getByRole('button', { name: 'Cancel' }).click();
    await confirmation(page).waitFor({ state: 'hidden' });
    expect(await switchedOn(page, WATCHED)).toEqual(['Main QR ordering', 'Fast dining']);
  });

  it('switches main QR ordering and fast dining off once confirmed, saves, and reads it back', async () => {
    const { page } = session;
    await openWithSelfService(page);
    await askForTableQr(page);
    await confirmation(page).getByRole('button', { name: 'Continue' }).click();
    await confirmation(page).waitFor({ state: 'hidden' });
    expect(await switchedOn(page, WATCHED)).toEqual(['Table QR']);
    await expectBlocked(page, 'Main QR ordering', 'Blocked by table QR');
    await saveScreenshot(page, 'operation-modes-table-qr');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Saved');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await modeSwitch(page, 'Table QR').waitFor();
    expect(await switchedOn(page, WATCHED)).toEqual(['Table QR']);
  });
});

/** The mode's card says what blocks it. */
async function expectBlocked(page: Page, mode: string, note: string): Promise<void> {
  await page.getByRole('group', { name: mode, exact: true }).getByText(note).waitFor();
}
