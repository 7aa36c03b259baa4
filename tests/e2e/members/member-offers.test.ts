// Issue 24's journey as hk.owner, end to end: a top-up option made with the form, with a coupon
// reward chosen from the top-up coupons; a member topped up with it and a store item redeemed with
// his points, both from the members list's calls; his detail showing both histories (the top-up,
// its gifts, the redemption) and the gift coupon he now holds. Then the VIP renewal reminder is
// written on its settings screen, and its daily run mails the VIP member through the local SMTP
// server on the day his VIP is the reminder's days away, not the day before. Axe finds nothing on
// the form, in the calls' dialogs, on the detail nor on the reminder's screen.
import type { Page } from 'playwright-core';
import { loadMessages } from '../../../engine/server';
import { addDays, zonedDate, zonedInstant } from '../../../protocol/zoned-time';
import { readConfig } from '../../../server/config';
import { createMailer } from '../../../server/mail/mailer';
import { zoneOf } from '../../../server/members/coupon-distribution';
import { memberLedger } from '../../../server/members/member-ledger';
import { remindDue } from '../../../server/members/vip/vip-reminder-job';
import { demoTenants, type DemoTenants } from '../../api/support/tenants';
import { startMailCatcher, type MailCatcher } from '../../support/mail-catcher';
import { BREAKFAST_COUPON } from '../../support/member-coupons';
import { accessibilityViolations } from '../support/axe';
import { saveScreenshot, waitForPath } from '../support/browser';
import { setUpBrowserSession } from '../support/browser-session';
import {
  chooseOption,
  gridCell,
  openCreateForm,
  openFromSidebar,
  rowMenuAction,
  searchForm,
  toast,
} from '../support/screens';

let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
});
afterAll(() => mail.close());

// The getter is read when the server starts, after the mail server above is listening.
const session = setUpBrowserSession({
  username: 'hk.owner',
  server: {
    get smtpUrl() {
      return mail.url;
    },
  },
});

const MEMBER = '優惠甲';
const EMAIL = 'offers.journey@example.com';
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** What the journey needs that other screens make: a top-up coupon, a store item, his points. */
async function setUp(tenants: DemoTenants, vipUntil: string) {
  const create = async (resource: string, record: object) =>
    (await session.server.records.create(resource, { companyId: tenants.hk, ...record })).id as number;
  const couponId = await create('coupon', BREAKFAST_COUPON);
  await create('memberCoupon', {
    name: '旅程儲值禮券',
    type: 'topUp',
    couponId,
    usage: 'single',
    expirationDays: 30,
    status: 'enabled',
  });
  await create('storeItem', {
    name: '旅程保溫杯',
    requiredPoints: 100,
    stock: 5,
    invalid: false,
    posted: false,
    status: 'enabled',
  });
  await create('memberSettings', {
    signInMethods: ['emailPassword', 'phonePassword'],
    pointsValidMonths: 12,
    levelWindowMonths: 12,
    pointsStoreEnabled: true,
  });
  const member = await create('member', {
    nickname: MEMBER,
    email: EMAIL,
    password: 'dimsum8',
    vip: true,
    vipUntil,
  });
  await memberLedger.post(session.server.db, {
    companyId: tenants.hk,
    key: 'edit:offers-journey-points',
    postings: [
      { account: 'points', member, amount: 300, type: 'restaurantEdit' },
      { account: 'pointsEdits', amount: -300, type: 'restaurantEdit' },
    ],
    reason: 'Welcome points',
  });
}

/** Runs a row call of the members list whose dialog asks one lookup, and waits for it to close. */
async function callWithChoice(page: Page, call: string, field: string, choice: string) {
  await rowMenuAction(page, MEMBER, call);
  const dialog = page.getByRole('dialog', { name: call });
  await chooseOption(dialog, field, choice);
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: call }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('what members are offered, as hk.owner', () => {
  it('tops a member up by an option made here, redeems a store item with his points, and shows both histories', async () => {
    const { page } = session;
    const tenants = await demoTenants(session.server.db);
    const zone = await zoneOf(session.server.db, session.server.records, tenants.hk, readConfig().timeZone);
    await setUp(tenants, addDays(zonedDate(Date.now(), zone), 7));

    await openFromSidebar(page, 'Membership', 'Top-up options');
    await openCreateForm(page);
    await textbox(page, 'Name').fill('旅程儲值 $500');
    await page.getByRole('spinbutton', { name: 'Top-up amount' }).fill('500');
    await page.getByRole('spinbutton', { name: 'Monetary reward' }).fill('50');
    await page.getByRole('spinbutton', { name: 'Point reward' }).fill('50');
    await page.getByRole('switch', { name: 'Coupon reward' }).check();
    await chooseOption(page, 'Coupons given', '旅程儲值禮券');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/membership_management/top_up_options');
    await gridCell(page, '旅程儲值 $500').waitFor();

    await openFromSidebar(page, 'Membership', 'Members');
    await searchForm(page).getByRole('textbox', { name: 'Nickname' }).fill(MEMBER);
    await searchForm(page).getByRole('button', { name: 'Search' }).click();
    await gridCell(page, MEMBER).waitFor();
    await callWithChoice(page, 'Top up', 'Top-up option', '旅程儲值 $500');
    await toast(page, 'The top-up is done');
    await callWithChoice(page, 'Redeem an item', 'Item', '旅程保溫杯');

    await page.getByRole('link', { name: `Details ${MEMBER}` }).click();
    const rows = async (name: string) =>
      (await page.getByRole('region', { name }).getByRole('row').allInnerTexts()).slice(1);
    const balance = page.getByRole('region', { name: 'Balance history' });
    await balance.getByRole('cell', { name: 'Top-up gift' }).waitFor();
    expect(await rows('Balance history')).toEqual([
      expect.stringMatching(/Top-up gift\s+\+\$50\.00\s+\$550\.00/),
      expect.stringMatching(/Top-up\s+\+\$500\.00\s+\$500\.00/),
    ]);
    expect(await rows('Points history')).toEqual([
      expect.stringMatching(/Claim\s+-100\s+250/),
      expect.stringMatching(/Top-up gift\s+\+50\s+350/),
      expect.stringMatching(/Restaurant edit\s+\+300\s+300\s+Welcome points/),
    ]);
    await page.getByRole('region', { name: 'Coupons' }).getByRole('cell', { name: '旅程儲值禮券' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'member-offers-detail');
  });

  it('writes the VIP renewal reminder and mails the VIP member on the right day only', async () => {
    const { page } = session;
    await openFromSidebar(page, 'Membership', 'VIP renewal reminder');
    await page.getByRole('switch', { name: 'Send the reminder' }).check();
    await textbox(page, 'Subject').fill('{{ name }}, your VIP ends on {{ vipUntil }}');
    await textbox(page, 'Content').fill('Dear {{ name }}, renew at the counter before {{ vipUntil }}.');
    await page.getByRole('spinbutton', { name: 'Days in advance' }).fill('7');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Saved');

    const config = { ...readConfig(), smtpUrl: mail.url };
    const mailer = createMailer(session.server.db, config, loadMessages(config.localesDir), console);
    const tenants = await demoTenants(session.server.db);
    const zone = await zoneOf(session.server.db, session.server.records, tenants.hk, config.timeZone);
    const today = zonedDate(Date.now(), zone);
    const run = (day: string) =>
      remindDue(
        session.server.db,
        session.server.records,
        mailer,
        tenants.hk,
        config.timeZone,
        zonedInstant(day, 10 * 60, zone),
      );
    expect(await run(addDays(today, -1))).toBe(0);
    expect(await run(today)).toBe(1);
    const caught = await mail.next(EMAIL);
    expect(caught.subject).toBe(`${MEMBER}, your VIP ends on ${addDays(today, 7)}`);
    expect(await run(today)).toBe(0);
  });
});
