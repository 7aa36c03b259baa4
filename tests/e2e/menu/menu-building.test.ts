// Issue 6 in Chromium, as hk.owner: a category, a dish with two detail groups that obey the rules
// of business spec §5, a combo and a recommendation, each rule's message seen on its field when
// broken, before the record is saved.
import type { Page } from 'playwright-core';
import { accessibilityViolations } from '../support/axe';
import { saveScreenshot, waitForPath } from '../support/browser';
import { setUpBrowserSession } from '../support/browser-session';
import {
  chooseOption,
  gridCell,
  openCreateForm,
  openFromSidebar,
  rowMenuAction,
  toast,
} from '../support/screens';

const session = setUpBrowserSession({ username: 'hk.owner' });

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Saves the form and expects it to stay, showing this message. */
async function refusedWith(page: Page, message: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText(message).first().waitFor();
}

async function saveAndReturnTo(page: Page, list: string): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click();
  await waitForPath(page, list);
  await toast(page, 'Saved');
}

describe('building a menu, as hk.owner', () => {
  it('builds a category, two dish details, a dish, a combo and a recommendation, refused while a rule is broken', async () => {
    const { page } = session;
    await openFromSidebar(page, 'Menus', 'Categories');
    await openCreateForm(page);
    await textbox(page, 'Name').fill('甜品');
    await textbox(page, 'English name').fill('Desserts');
    await saveAndReturnTo(page, '/menu_management/categories');
    await gridCell(page, 'Desserts').waitFor();

    // A detail group, "Toppings": multiple choice only, so its minimum may be 0.
    await openFromSidebar(page, ['Menus', 'Dish settings'], 'Dish details');
    await openCreateForm(page);
    await textbox(page, 'Name').fill('配料');
    await textbox(page, 'English name').fill('Toppings');
    await page.getByRole('button', { name: 'Add row' }).click();
    await page.getByRole('textbox', { name: 'Option name, row 1' }).fill('紅豆');
    await refusedWith(page, 'Turn on Required or Multiple choice first');
    await page.getByRole('switch', { name: 'Multiple choice' }).check();
    await page.getByRole('spinbutton', { name: 'Minimum selection', exact: true }).fill('2');
    await page.getByRole('spinbutton', { name: 'Maximum selection', exact: true }).fill('1');
    await refusedWith(page, 'The maximum selection cannot be less than the minimum selection');
    await page.getByRole('spinbutton', { name: 'Maximum selection', exact: true }).fill('3');
    await refusedWith(page, /Too few options for the minimum selection/);
    await page.getByRole('spinbutton', { name: 'Minimum selection', exact: true }).fill('0');
    await saveScreenshot(page, 'menu-dish-detail-form');
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveAndReturnTo(page, '/menu_management/dish_settings/dish_details');
    await gridCell(page, 'Toppings').waitFor();

    // A second group, "Sweetness": required only, so one choice and no more.
    await openCreateForm(page);
    await textbox(page, 'Name').fill('甜度');
    await textbox(page, 'English name').fill('Sweetness');
    await page.getByRole('switch', { name: 'Required' }).check();
    // Required only: minimum and maximum are fixed at 1 and locked (the server refuses any other).
    for (const name of ['Minimum selection', 'Maximum selection']) {
      const input = page.getByRole('spinbutton', { name, exact: true });
      expect(await input.inputValue()).toBe('1');
      expect(await input.isDisabled()).toBe(true);
    }
    for (const [row, name] of ['少甜', '正常'].entries()) {
      await page.getByRole('button', { name: 'Add row' }).click();
      await page.getByRole('textbox', { name: `Option name, row ${row + 1}` }).fill(name);
    }
    // With both switches on, the minimum must be at least 1.
    await page.getByRole('switch', { name: 'Multiple choice' }).check();
    await page.getByRole('spinbutton', { name: 'Minimum selection', exact: true }).fill('0');
    await refusedWith(
      page,
      'With Required and Multiple choice both on, the minimum selection must be 1 or more',
    );
    await page.getByRole('switch', { name: 'Multiple choice' }).uncheck();
    expect(await page.getByRole('spinbutton', { name: 'Minimum selection', exact: true }).inputValue()).toBe(
      '1',
    );
    await saveAndReturnTo(page, '/menu_management/dish_settings/dish_details');

    // The dish: it needs a scene or a time period, and no two periods may start together.
    await openFromSidebar(page, ['Menus', 'Dish settings'], 'Dishes');
    await openCreateForm(page);
    await textbox(page, 'Name').fill('芒果糯米飯');
    await textbox(page, 'English name').fill('Mango sticky rice');
    await chooseOption(page, 'Category', 'Desserts');
    await page.getByRole('spinbutton', { name: 'Price', exact: true }).fill('48');
    await refusedWith(page, 'Choose at least one scene or add a time period');
    for (const [row, [start, end]] of [
      ['14:00', '17:00'],
      ['14:00', '18:00'],
    ].entries()) {
      await page.getByRole('button', { name: 'Add row' }).first().click();
      await page.getByLabel(`Start time, row ${row + 1}`).fill(start as string);
      await page.getByLabel(`End time, row ${row + 1}`).fill(end as string);
    }
    await refusedWith(page, 'Repeated start time: two time periods cannot start at the same time');
    await page.getByLabel('Start time, row 2').fill('19:00');
    await page.getByLabel('End time, row 2').fill('17:00');
    await refusedWith(page, 'Repeated end time: two time periods cannot end at the same time');
    await page.getByLabel('End time, row 2').fill('22:00');
    await chooseOption(page, 'Dish details', 'Toppings');
    await chooseOption(page, 'Dish details', 'Sweetness');
    await saveScreenshot(page, 'menu-dish-form');
    await saveAndReturnTo(page, '/menu_management/dish_settings/dishes');
    await gridCell(page, 'Mango sticky rice').waitFor();

    // A category holding a dish cannot be deleted, for business spec §5's reason.
    await openFromSidebar(page, 'Menus', 'Categories');
    await rowMenuAction(page, '甜品', 'Delete');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page
      .getByText('The category has dishes: delete or move its dishes before deleting it')
      .first()
      .waitFor();
    await page.keyboard.press('Escape');

    // A combo group: each combo dish needs a label and a dish; printing by combo label needs one that does.
    await openFromSidebar(page, ['Menus', 'Combo settings'], 'Combo groups');
    await openCreateForm(page);
    await textbox(page, 'Name').fill('下午茶甜品');
    await textbox(page, 'English name').fill('Tea-time dessert');
    await page.getByRole('combobox', { name: 'Print mode' }).selectOption({ label: 'By combo label' });
    await refusedWith(page, 'Add at least one combo dish');
    await page.getByRole('button', { name: 'Add row' }).click();
    await chooseOption(page, 'Dish, row 1', 'Mango sticky rice');
    await refusedWith(page, /Combo dishes, row 1: .*Label/);
    await chooseOption(page, 'Label, row 1', 'Signature');
    await refusedWith(
      page,
      'Print by combo label is chosen: set at least one combo dish to print by combo label',
    );
    await page.getByRole('switch', { name: 'Print by combo label, row 1' }).check();
    await saveScreenshot(page, 'menu-combo-form');
    await saveAndReturnTo(page, '/menu_management/combo_settings/combos');
    await gridCell(page, 'Tea-time dessert').waitFor();

    // A recommendation of the dish, with its picture.
    await openFromSidebar(page, 'Menus', 'Recommendations');
    await openCreateForm(page);
    await page.getByRole('combobox', { name: 'Recommend' }).selectOption({ label: 'Dish' });
    await chooseOption(page, 'Dish', 'Mango sticky rice');
    await refusedWith(page, /Picture/);
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: 'mango.png',
        mimeType: 'image/png',
        buffer: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
          'base64',
        ),
      });
    await page.getByRole('img').first().waitFor();
    await saveAndReturnTo(page, '/menu_management/recommendations');
  });
});
