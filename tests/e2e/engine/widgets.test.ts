// The shared widgets in a real browser, on a resource added as one schema file (no product schema
// uses them yet): the date range filter pre-filled by `ui.defaultDays`, the numberRange widget
// raising its upper end, and the rich-text editor, loaded on demand, writing sanitised HTML that
// the detail screen shows. Axe checks the form with the editor and the detail screen.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatDate } from '../../../engine/client/format/date-format';
import { ROOT_DIR } from '../../../server/config';
import { accessibilityViolations } from '../support/axe';
import { saveScreenshot, waitForPath } from '../support/browser';
import { setUpBrowserSession } from '../support/browser-session';
import { gridCell, openFromSidebar, searchForm } from '../support/screens';

// Label keys that exist, as the new-resource test reuses them.
const notice = {
  name: 'notice',
  module: 'companies',
  title: 'navigation:reservations',
  endpoint: '/notice',
  scope: 'platform',
  route: {
    name: 'notices',
    path: '/event_management/notices',
    title: 'navigation:reservations',
    icon: 'calendar',
    section: 'event_management',
    children: { create: true, edit: true, detail: true },
  },
  privileges: {
    read: 'notices',
    create: 'merchant_create',
    update: 'merchant_edit',
    delete: 'merchant_delete',
  },
  fields: {
    name: {
      type: 'string',
      title: 'companies:fields.contacts',
      minLength: 1,
      ui: { column: 1, filter: 'contains' },
    },
    day: {
      type: 'string',
      format: 'date',
      title: 'companies:fields.city',
      ui: { column: 2, filter: 'dateRange', defaultDays: 1 },
    },
    terminals: {
      type: 'array',
      title: 'companies:fields.simultaneousOnlineTerminals',
      items: { type: 'integer' },
      minItems: 2,
      maxItems: 2,
      ui: { widget: 'numberRange', column: 3 },
    },
    introduction: {
      type: 'string',
      title: 'companies:fields.introduction',
      ui: { widget: 'richText', column: 4 },
    },
  },
  required: ['name'],
};

const folder = mkdtempSync(join(tmpdir(), 'brigade-e2e-widgets-'));
const schemasDir = join(folder, 'schemas');
cpSync(join(ROOT_DIR, 'schemas'), schemasDir, { recursive: true });
writeFileSync(join(schemasDir, 'companies', 'notice.json'), JSON.stringify(notice, null, 2));

const session = setUpBrowserSession({
  username: 'admin',
  server: { schemasDir },
  cleanUp: () => rmSync(folder, { recursive: true, force: true }),
});

const today = new Date();
const day = (offset: number) =>
  formatDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset), 'YYYY-MM-DD');

describe('the shared widgets', () => {
  it('pre-fill a date range, raise a number range, and edit and show rich text', async () => {
    const { page } = session;
    await openFromSidebar(page, 'Events', 'Reservations');
    // defaultDays 1: today to tomorrow.
    expect(await searchForm(page).getByLabel('City from').inputValue()).toBe(day(0));
    expect(await searchForm(page).getByLabel('City to').inputValue()).toBe(day(1));

    await page.getByRole('link', { name: 'Create' }).click();
    const editor = page.getByRole('textbox', { name: 'Introduction' });
    await editor.waitFor();
    await page.getByRole('textbox', { name: 'Contact person', exact: true }).fill('Spring menu');
    await page.getByLabel('City', { exact: true }).fill(day(0));
    await page.getByLabel('Simultaneous online terminals from').fill('10');
    const upper = page.getByLabel('Simultaneous online terminals to');
    await upper.fill('4');
    await upper.press('Tab');
    expect(await upper.inputValue()).toBe('10');

    await editor.click();
    await page.keyboard.type('Fresh ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('dim sum');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' daily');
    await page
      .getByRole('toolbar', { name: 'Formatting' })
      .getByRole('button', { name: 'Bold (Ctrl+B)' })
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'widgets-form');
    await page.getByRole('button', { name: 'Save' }).click();

    await waitForPath(page, '/event_management/notices');
    // The pre-filled range finds today's record; the cell shows the words, not the markup.
    await searchForm(page).getByRole('button', { name: 'Search' }).click();
    await page.getByText('Total 1', { exact: true }).waitFor();
    await gridCell(page, 'Fresh dim sum daily').waitFor();
    await gridCell(page, '10 – 10').waitFor();

    await page.getByRole('link', { name: 'Details Spring menu' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reservations details' }).waitFor();
    await page.locator('strong', { hasText: 'dim sum' }).waitFor();
    // The save's toast has gone (2 s), so axe sees the detail screen alone.
    // (The announcement for screen readers keeps the word; the toast itself is what must be gone.)
    await page.locator('[id^="toast-title"]').waitFor({ state: 'detached' });
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'widgets-detail');
  });
});
