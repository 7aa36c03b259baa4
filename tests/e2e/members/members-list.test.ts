// The members list as hk.owner (issue 23 item 2): three members selected and suspended in one bulk
// action after a confirmation that says how many, then each shown suspended; axe finds nothing on
// the list with its selection and bulk buttons, nor in the confirmation. A member's detail shows his
// points history below his fields (the engine's lists inside a detail), and axe finds nothing there.
import { accessibilityViolations } from '../support/axe';
import { setUpBrowserSession } from '../support/browser-session';
import { gridCell, openFromSidebar, searchForm } from '../support/screens';
import { demoTenants } from '../../api/support/tenants';
import { memberLedger } from '../../../server/members/member-ledger';

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

  it("shows a member's points history inside his detail", async () => {
    const { page } = session;
    const companyId = (await demoTenants(session.server.db)).hk;
    const member = await session.server.records.create('member', {
      companyId,
      nickname: '記錄甲',
      countryCode: '+852',
      phone: '69000010',
      password: 'dimsum8',
    });
    await memberLedger.post(session.server.db, {
      companyId,
      key: `e2e-welcome-${String(member.id)}`,
      reason: 'Welcome points',
      postings: [
        { account: 'points', member: Number(member.id), amount: 120, type: 'restaurantEdit' },
        { account: 'pointsEdits', amount: -120, type: 'restaurantEdit' },
      ],
    });
    await page.goto(`/membership_management/members/detail/${String(member.id)}`);
    const history = page.getByRole('region', { name: 'Points history' });
    await history.getByRole('cell', { name: 'Welcome points' }).waitFor();
    expect(await history.getByRole('row').nth(1).innerText()).toMatch(
      /Restaurant edit\s+\+120\s+120\s+Welcome points/,
    );
    await page.getByRole('region', { name: 'Balance history' }).getByText('Nothing here yet').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
