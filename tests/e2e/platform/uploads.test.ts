// The image upload widget in a real Chromium against the real server: a merchant's logo picked,
// shown as a thumbnail, saved and shown on the detail screen; a file of another type and one over
// the server's limit refused before any of it is sent.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { makePng } from '../../support/png';
import { accessibilityViolations } from '../support/axe';
import { saveScreenshot, waitForPath } from '../support/browser';
import { setUpBrowserSession } from '../support/browser-session';
import { gridCell, openFromSidebar, searchForm } from '../support/screens';

// A small limit, learned by the browser from the server, so a test file can pass it.
const LIMIT = 64 * 1024;
const uploadDir = mkdtempSync(join(tmpdir(), 'brigade-e2e-uploads-'));
const picked = mkdtempSync(join(tmpdir(), 'brigade-e2e-picked-'));
const logo = join(picked, 'logo.png');
writeFileSync(logo, makePng(48));
const tooLarge = join(picked, 'poster.png');
writeFileSync(tooLarge, makePng(256, { noisy: true }));
const notAPicture = join(picked, 'menu.pdf');
writeFileSync(notAPicture, '%PDF-1.4 a menu');

const session = setUpBrowserSession({
  username: 'admin',
  server: { uploadDir, uploadLimitBytes: LIMIT },
  cleanUp: () => {
    for (const dir of [uploadDir, picked]) rmSync(dir, { recursive: true, force: true });
  },
});

const LIST = '/merchant_management/merchant_list';

/**
 * Resolves once the picture has loaded and decoded: the served bytes are a real image. The tile has
 * no address until the image base URL has come from the server, and an image without one never decodes.
 */
async function shownPicture(picture: Locator): Promise<void> {
  await picture.and(picture.page().locator('img[src]')).waitFor();
  await picture.evaluate((element: HTMLImageElement) => element.decode());
}

async function openCreateForm(page: Page): Promise<Locator> {
  await openFromSidebar(page, 'Merchants', 'Merchants');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('heading', { level: 1, name: 'New Merchant' }).waitFor();
  return page.getByRole('group', { name: 'Logo', exact: true });
}

/** Counts the upload calls the page makes from now on. */
function countUploads(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.url().includes('/pro-api/img/upload/')) seen.count += 1;
  });
  return seen;
}

describe('uploading a merchant logo, as the demo admin', () => {
  it('shows the picked logo, saves it and shows it on the detail screen', async () => {
    const { page } = session;
    const logoField = await openCreateForm(page);
    for (const [label, value] of Object.entries({
      'Merchant name': 'E2E Logo Bakery',
      Subdomain: 'e2e-logo',
      'Contact person': 'Ann Lee',
      'Phone 1': '+852 2000 1000',
      Email: 'e2e-logo@example.com',
    }))
      await page.getByRole('textbox', { name: label, exact: true }).fill(value);

    await logoField.locator('input[type=file]').setInputFiles(logo);
    await shownPicture(logoField.getByRole('img', { name: 'Logo image 1' }));
    await logoField.getByRole('button', { name: 'Remove Logo image 1' }).waitFor();
    await saveScreenshot(page, 'upload-logo-form');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, LIST);
    await searchForm(page).getByLabel('Merchant name').fill('E2E Logo');
    await searchForm(page).getByRole('button', { name: 'Search' }).click();
    await gridCell(page, 'E2E Logo Bakery').waitFor();
    await page.getByRole('link', { name: 'Details E2E Logo Bakery' }).click();
    await page.getByRole('heading', { level: 1, name: 'Merchant details' }).waitFor();
    const basic = page.getByRole('region', { name: 'Basic information' });
    await shownPicture(basic.getByRole('img', { name: 'Logo image 1' }));
    await saveScreenshot(page, 'upload-logo-detail');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('drops a file of another type silently and refuses one over the limit, sending neither', async () => {
    const { page } = session;
    const logoField = await openCreateForm(page);
    const uploads = countUploads(page);
    const input = logoField.locator('input[type=file]');

    await input.setInputFiles(notAPicture);
    await input.setInputFiles(tooLarge);
    await logoField.getByText('Upload file cannot exceed 64 KB', { exact: true }).waitFor();
    expect(await logoField.getByRole('img').count()).toBe(0);
    expect(uploads.count).toBe(0);
    await saveScreenshot(page, 'upload-refused');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
