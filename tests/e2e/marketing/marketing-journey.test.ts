// Issue 25's journey end to end in Chromium as hk.owner, the server mailing through a real SMTP
// server on a free local port: an email template written with a merge field in the rich-text editor;
// a task to the members of one level, whose form shows the count and the per-channel cost and mails a
// preview, sent now and watched to its end; its run in the marketing history with its counts; then a
// member opens the unsubscribe link of the mail he got and confirms, and the next task to the same
// level counts one fewer and does not reach him. Axe finds nothing on any screen visited.
import type { Page } from 'playwright-core';
import { readConfig } from '../../../server/config';
import { creditBalances, topUpCredits } from '../../../server/members/message-credits';
import { setConsent } from '../../../server/marketing/consent/consent';
import { demoTenants } from '../../api/support/tenants';
import { linkIn, startMailCatcher, type CaughtMail, type MailCatcher } from '../../support/mail-catcher';
import { accessibilityViolations } from '../support/axe';
import { openContext, waitForPath } from '../support/browser';
import { setUpBrowserSession } from '../support/browser-session';
import { chooseOption, gridCell, openCreateForm, openFromSidebar, toast } from '../support/screens';

let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
});
afterAll(() => mail.close());

// The getter is read when the server starts, after the mail server above is listening.
// hk.owner works where his company is (its shops keep the deployment's zone): the history's days
// open on his browser's today.
const session = setUpBrowserSession({
  freshPerTest: false,
  timezoneId: readConfig().timeZone,
  server: {
    get smtpUrl() {
      return mail.url;
    },
  },
});

const SECTION = 'Marketing';
const LEVEL = '旅程推廣會員';
const MEMBERS = [
  { nickname: '推廣甲', email: 'promo.a@example.com' },
  { nickname: '推廣乙', email: 'promo.b@example.com' },
  { nickname: '推廣丙', email: 'promo.c@example.com' },
];
const TEMPLATE = 'E2E spring menu';
const SUBJECT = '{{ name }}, spring at the harbour';
const PREVIEW_TO = 'preview.desk@example.com';
/** The email credits the company holds once the platform has topped them up. */
let creditsHeld = 0;

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const noViolations = async (page: Page) => expect(await accessibilityViolations(page)).toEqual([]);

/**
 * What no screen of hk.owner makes: a level of three members who agreed to email at sign-up, and
 * email credits the platform sold the company.
 */
async function setUp() {
  const { db, records } = session.server;
  const companyId = (await demoTenants(db)).hk;
  const level = await records.create('memberLevel', {
    companyId,
    name: LEVEL,
    status: 'enabled',
    // Above any demo member's points, so his orders never move him into it.
    pointsFrom: 1_000_000,
  });
  for (const member of MEMBERS) {
    const { id } = await records.create('member', {
      companyId,
      ...member,
      memberLevelId: level.id,
    });
    await setConsent(db, {
      companyId,
      memberId: id,
      channel: 'email',
      granted: true,
      how: 'signUp',
      by: null,
    });
  }
  await topUpCredits(
    db,
    { companyId, channel: 'email', credits: 50, reason: 'Marketing journey', key: 'marketing-journey' },
    null,
  );
  creditsHeld = (await creditBalances(db, companyId)).email;
}

/**
 * Fills a new task to the level by email, with the template, and waits for its estimate: the level's
 * members, the recipients among them, a credit each, and the credits `held`.
 */
async function fillTask(page: Page, name: string, recipients: number, held: number) {
  await openFromSidebar(page, SECTION, 'Marketing');
  await openCreateForm(page);
  await textbox(page, 'Task name').fill(name);
  await page.getByRole('checkbox', { name: 'Email', exact: true }).check();
  await textbox(page, 'Subject').fill(SUBJECT);
  await chooseOption(page, 'Email template', TEMPLATE);
  await textbox(page, 'Content').fill('Spring at the harbour');
  await chooseOption(page, 'Member levels', LEVEL);
  const costs = page.getByRole('table', { name: 'Recipients and cost per channel' });
  const total = `${recipients} credit${recipients === 1 ? '' : 's'}`;
  await costs.getByRole('cell', { name: total, exact: true }).waitFor();
  const found = page
    .getByText('Members the filter finds', { exact: true })
    .locator('xpath=following-sibling::*');
  expect(await found.innerText()).toBe(String(MEMBERS.length));
  const shownHeld = held.toLocaleString('en-US');
  expect((await costs.getByRole('row').allInnerTexts()).slice(1)).toEqual([
    expect.stringMatching(new RegExp(`^Email\\s+${recipients}\\s+1 credit\\s+${total}\\s+${shownHeld}$`)),
  ]);
}

/** The list's row of the task, as a user reads it. */
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: gridCell(page, name) });

/**
 * Saves the task as it starts, "Send now", and follows it on the list, which its progress keeps up
 * to date without a reload, until its run has ended.
 */
async function sendAndWatch(page: Page, name: string, sent: number) {
  const rule = page.getByRole('combobox', { name: 'Send rule', exact: true });
  expect(await rule.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.text)).toBe(
    'Send now',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, 'Saved');
  await waitForPath(page, '/marketing/marketing');
  const row = rowOf(page, name);
  await row.waitFor();
  // No reload: the list hears its task's progress live (migration 0057) and reads it again.
  await row.getByRole('gridcell', { name: 'Finished', exact: true }).waitFor();
  // The recipients' cell draws with its widget, whose code may still be on its way.
  await row.getByText('Loading…').waitFor({ state: 'hidden' });
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const cells = await row.getByRole('gridcell').allInnerTexts();
  expect(Object.fromEntries(headers.map((header, index) => [header, cells[index]]))).toMatchObject({
    Recipients: String(sent),
    'Emails sent': String(sent),
    'SMS sent': '0',
    Status: 'Finished',
  });
}

/** The mails each member got, one apiece. */
const mailsTo = (members: typeof MEMBERS) => Promise.all(members.map((member) => mail.next(member.email)));

describe('marketing, as hk.owner', () => {
  let received: CaughtMail[] = [];

  it('writes an email template with a merge field in the rich-text editor', async () => {
    await setUp();
    const page = await session.signedInPage('hk.owner');
    await openFromSidebar(page, SECTION, 'Email templates');
    await noViolations(page);
    await openCreateForm(page);
    await textbox(page, 'Template name').fill(TEMPLATE);
    await textbox(page, 'Subject').fill(SUBJECT);
    await textbox(page, 'Content').click();
    await page.keyboard.type('Dear {{ name }}, our spring menu is here.');
    await noViolations(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Saved');
    await gridCell(page, TEMPLATE).waitFor();
  });

  it('creates a task for a level, shows its count and cost, mails a preview, sends it and watches it end', async () => {
    const page = await session.signedInPage('hk.owner');
    // Quiet hours hold every send on the company's clock (21:00 to 09:00 unless changed): off here,
    // so the journey runs at any hour.
    await openFromSidebar(page, SECTION, 'Send management');
    await page.getByRole('switch', { name: 'Keep quiet hours' }).uncheck();
    await noViolations(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Saved');

    await fillTask(page, 'E2E spring', MEMBERS.length, creditsHeld);
    await textbox(page, 'Preview address').fill(PREVIEW_TO);
    await page.getByRole('button', { name: 'Send preview' }).click();
    await page.getByText(`Preview sent to ${PREVIEW_TO}.`).waitFor();
    await noViolations(page);
    // Written for the first member the filter finds.
    const preview = await mail.next(PREVIEW_TO);
    expect(preview.subject).toBe(`${MEMBERS[0]?.nickname}, spring at the harbour`);
    expect(preview.text).toContain(`Dear ${MEMBERS[0]?.nickname}, our spring menu is here.`);

    await sendAndWatch(page, 'E2E spring', MEMBERS.length);
    await noViolations(page);
    received = await mailsTo(MEMBERS);
    for (const [index, one] of received.entries()) {
      expect(one.subject).toBe(`${MEMBERS[index]?.nickname}, spring at the harbour`);
      expect(one.text).toContain(`Dear ${MEMBERS[index]?.nickname}, our spring menu is here.`);
    }
  });

  it('shows the run in the marketing history with its counts', async () => {
    const page = await session.signedInPage('hk.owner');
    await openFromSidebar(page, SECTION, 'Marketing history');
    const runs = page.getByRole('table', { name: 'Runs' });
    const row = runs.getByRole('row').filter({ hasText: 'E2E spring' });
    expect(await row.innerText()).toMatch(/E2E spring\s+Marketing task\s+\S+\s+Finished\s+3\s+3 \/ 0 \/ 0/);
    await noViolations(page);
  });

  it('unsubscribes a member from his mail, and the next task counts and reaches him no more', async () => {
    const [leaving] = MEMBERS;
    const link = linkIn(received[0] as CaughtMail);
    expect(link.pathname).toMatch(/^\/unsubscribe\//);
    // His own browser, signed in nowhere.
    const context = await openContext(session.browser, session.server.url);
    try {
      const own = await context.newPage();
      await own.goto(link.pathname);
      await own.getByRole('heading', { level: 1, name: 'Unsubscribe' }).waitFor();
      await own.getByText('Harbour Island Dining Group sends you marketing messages by email.').waitFor();
      await noViolations(own);
      await own.getByRole('button', { name: 'Unsubscribe' }).click();
      await own
        .getByRole('status')
        .getByText(
          'You are unsubscribed: Harbour Island Dining Group will send you no more marketing messages by email.',
        )
        .waitFor();
      await noViolations(own);
    } finally {
      await context.close();
    }

    const page = await session.signedInPage('hk.owner');
    // The first run took a credit a mail.
    await fillTask(page, 'E2E summer', MEMBERS.length - 1, creditsHeld - MEMBERS.length);
    await noViolations(page);
    await sendAndWatch(page, 'E2E summer', MEMBERS.length - 1);
    await mailsTo(MEMBERS.slice(1));
    expect(mail.received.filter((one) => one.to.includes(leaving?.email ?? ''))).toHaveLength(1);

    await openFromSidebar(page, SECTION, 'Marketing history');
    const row = page.getByRole('table', { name: 'Runs' }).getByRole('row').filter({ hasText: 'E2E summer' });
    expect(await row.innerText()).toMatch(/E2E summer\s+Marketing task\s+\S+\s+Finished\s+2\s+2 \/ 0 \/ 0/);
  });
});
