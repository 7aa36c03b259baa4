// The members list as hk.owner (issue 23 item 2): three members selected and suspended in one bulk
// action after a confirmation that says how many, then each shown suspended; axe finds nothing on
// the list with its selection and bulk buttons, nor in the confirmation. His points and balance are
// edited with a reason from the list (declared calls with fields of their own), and his detail shows
// both histories below his fields (the engine's lists inside a detail); axe finds nothing there.
import { accessibilityViolations } from '../support/axe';
import { setUpBrowserSession } from '../support/browser-session';
import { gridCell, openFromSidebar, rowMenuAction, searchForm } from '../support/screens';
import { demoTenants } from '../../api/support/tenants';

const session = setUpBrowserSession({ username: 'hk.owner' });
const NAMES = ['批量甲', '批量乙', '批量丙'];

/** Three members of hk, made as the server makes records (the session's server is up by now). */
async function seedMembers() {
  const companyId = (await demoTenants(session.server.db)).hk;
  for (const [n, nickname] of NAMES.entries())
    await session.server.records.create('member', {
      companyId,
      nickname,
      countryCode: '+852',
      phone: `6900000${n}`,
      password: 'dimsum8',
    });
}

describe('the members list, as hk.owner', () => {
  it('suspends the selected members in one bulk action, after saying how many', async () => {
    const { page } = session;
    await seedMembers();
    await openFromSidebar(page, 'Membership', 'Members');
    await searchForm(page).getByRole('textbox', { name: 'Nickname' }).fill('批量');
    await searchForm(page).getByRole('button', { name: 'Search' }).click();
    for (const name of NAMES) await gridCell(page, name).waitFor();
    const suspend = page.getByRole('button', { name: 'Suspend selected' });
    expect(await suspend.isDisabled()).toBe(true);

    await page.getByRole('checkbox', { name: 'Row selection' }).first().waitFor();
    const boxes = page.getByRole('checkbox', { name: 'Row selection' });
    for (let n = 0; n < (await boxes.count()); n += 1) await boxes.nth(n).check();
    await page.getByText('Selected: 3').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await suspend.click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Suspend the 3 selected records?', { exact: false }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await page.getByRole('gridcell', { name: 'Suspended', exact: true }).nth(2).waitFor();
    expect(await page.getByRole('gridcell', { name: 'Active', exact: true }).count()).toBe(0);
  });

  it("edits a member's points and balance with a reason, and shows both histories in his detail", async () => {
    const { page } = session;
    const companyId = (await demoTenants(session.server.db)).hk;
    await session.server.records.create('member', {
      companyId,
      nickname: '記錄甲',
      countryCode: '+852',
      phone: '69000010',
      password: 'dimsum8',
    });
    await openFromSidebar(page, 'Membership', 'Members');
    await searchForm(page).getByRole('textbox', { name: 'Nickname' }).fill('記錄甲');
    await searchForm(page).getByRole('button', { name: 'Search' }).click();
    await gridCell(page, '記錄甲').waitFor();

    // A restaurant edit asks its amount and reason; the balance is typed in dollars and cents.
    const edit = async (call: string, amount: string, reason: string) => {
      await rowMenuAction(page, '記錄甲', call);
      const dialog = page.getByRole('dialog', { name: call });
      await dialog.getByRole('spinbutton').fill(amount);
      await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
      if (call === 'Edit balance') expect(await accessibilityViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: call }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    await edit('Edit points', '120', 'Welcome points');
    await edit('Edit balance', '25.5', 'Old card');
    await gridCell(page, '120').waitFor();

    await page.getByRole('link', { name: 'Details 記錄甲' }).click();
    const points = page.getByRole('region', { name: 'Points history' });
    await points.getByRole('cell', { name: 'Welcome points' }).waitFor();
    expect(await points.getByRole('row').nth(1).innerText()).toMatch(
      /Restaurant edit\s+\+120\s+120\s+Welcome points/,
    );
    const balance = page.getByRole('region', { name: 'Balance history' });
    expect(await balance.getByRole('row').nth(1).innerText()).toMatch(
      /Restaurant edit\s+\+\$25\.50\s+\$25\.50\s+Old card/,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
