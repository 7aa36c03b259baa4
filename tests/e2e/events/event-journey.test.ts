// Issue 26's event journey end to end in Chromium: hk.owner creates an event paid in points with the
// form and accepts it from the list; a member signs in on his own page, finds it with its seats left,
// signs up after a confirmation that shows the cost, and sees his enrolment and his points go down;
// the event's detail then lists him among the attendees. On the same page he comments on the shop of
// a visit the till closed for him, with his stars and words, and staff find it to review. Axe finds
// nothing on any screen visited.
import type { Page } from 'playwright-core';
import { addDays, zonedDate } from '../../../protocol/zoned-time';
import { memberLedger } from '../../../server/members/member-ledger';
import { closedOrder, companyRecords } from '../../api/support/pos-orders';
import { demoTenants } from '../../api/support/tenants';
import { tillOf } from '../members/till-calls';
import { accessibilityViolations } from '../support/axe';
import { saveScreenshot } from '../support/browser';
import { setUpBrowserSession } from '../support/browser-session';
import { gridCell, openCreateForm, openFromSidebar, rowMenuAction, toast } from '../support/screens';

const session = setUpBrowserSession({ username: 'hk.owner' });

const TITLE = '旅程品酒會 Journey tasting';
const MEMBER = '活動甲';
const EMAIL = 'events.journey@example.com';
const PASSWORD = 'dimsum8';
const POINTS = 150;
const VISIT = 'EJ-1';

const noViolations = async (page: Page) => expect(await accessibilityViolations(page)).toEqual([]);

/** A member of hk.owner's company with points to pay with and a paid visit, as other screens make him. */
async function setUpMember() {
  const { db, records } = session.server;
  const tenants = await demoTenants(db);
  const companyId = tenants.hk;
  const { id } = await records.create('member', {
    companyId,
    nickname: MEMBER,
    email: EMAIL,
    password: PASSWORD,
    gender: 'female',
  });
  await memberLedger.post(db, {
    companyId,
    key: 'edit:events-journey-points',
    postings: [
      { account: 'points', member: id as number, amount: 500, type: 'restaurantEdit' },
      { account: 'pointsEdits', amount: -500, type: 'restaurantEdit' },
    ],
    reason: 'Welcome points',
  });
  const till = await tillOf(session.server.url, 'hk.owner', tenants.central);
  const closed = closedOrder(await companyRecords(db, companyId, 'events'), VISIT, new Date().toISOString());
  await till('orders', { orders: [{ ...closed, memberId: id }] });
  return { companyId, id: id as number };
}

describe('an event, as hk.owner and one of his members', () => {
  it('creates and accepts an event; a member signs up on his page; the detail lists him', async () => {
    const member = await setUpMember();
    const held = (await memberLedger.holdings(session.server.db, member.companyId, member.id)).points ?? 0;
    const { page } = session;
    const today = zonedDate(Date.now(), 'Asia/Hong_Kong');

    await openFromSidebar(page, 'Events', 'Events');
    await noViolations(page);
    await openCreateForm(page);
    const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
    const number = (name: string) => page.getByRole('spinbutton', { name, exact: true });
    // The date and time inputs by their labels, whatever mark a required one's ends in.
    const input = (label: string) => page.getByLabel(new RegExp(`^${label}\\W*$`));
    await textbox('Title').fill(TITLE);
    await textbox('Host').fill('港島美食集團');
    await input('Date').fill(addDays(today, 20));
    await input('Start time').fill('19:00');
    await input('End time').fill('18:00');
    await input('Sign-up deadline').fill(addDays(today, 15));
    await textbox('Location').fill('中環店');
    await number('Maximum attendees').fill('20');
    await number('Maximum female attendees').fill('10');
    await page.getByRole('combobox', { name: 'Sign-up cost', exact: true }).selectOption({ label: 'Points' });
    await number('Sign-up points').fill(String(POINTS));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The rule the server holds too, shown on its field before anything is sent.
    await page.getByText('The end time must be after the start time', { exact: true }).waitFor();
    await noViolations(page);
    await input('End time').fill('21:30');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Saved');
    await gridCell(page, TITLE).waitFor();

    await rowMenuAction(page, TITLE, 'Accept');
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Accept this event? Members can then sign up.').waitFor();
    await noViolations(page);
    await confirm.getByRole('button', { name: 'Accept' }).click();
    await confirm.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ has: gridCell(page, TITLE) });
    await row.getByRole('gridcell', { name: 'Accepted', exact: true }).waitFor();

    // He signs up on his own page, on a phone's screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/member/harbour-island');
    await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const events = page.getByRole('region', { name: 'Events' });
    const card = events.getByRole('listitem').filter({ hasText: TITLE });
    await card.getByText('10 seats left', { exact: false }).waitFor();
    await card.getByText(`${POINTS} points`, { exact: true }).waitFor();
    await noViolations(page);
    await card.getByRole('button', { name: `Sign up for “${TITLE}”` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`Sign up for “${TITLE}” for ${POINTS} points?`).waitFor();
    await noViolations(page);
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await events.getByText(`Signed up for “${TITLE}”`).waitFor();
    await card.getByText('Signed up', { exact: true }).waitFor();
    const mine = events.getByRole('list', { name: 'My enrolments' }).getByRole('listitem');
    await mine.filter({ hasText: TITLE }).getByText(`Paid ${POINTS} points`).waitFor();
    // His card is read again after the sign-up: his points go down by the cost.
    const points = page.locator('dt', { hasText: 'Points' }).locator('xpath=following-sibling::dd');
    await points.getByText((held - POINTS).toLocaleString('en'), { exact: true }).waitFor();
    await saveScreenshot(page, 'member-events');
    await noViolations(page);

    // He comments on the shop of his visit: stars and words in a dialog, then it shows as done.
    const comments = page.getByRole('region', { name: 'Comment on your visits' });
    const visit = comments.getByRole('listitem').filter({ hasText: `order N-${VISIT}` });
    await visit
      .getByRole('button', { name: /^Comment on / })
      .first()
      .click();
    const commenting = page.getByRole('alertdialog');
    await commenting.getByRole('radio', { name: '4 of 5 stars' }).check();
    await commenting.getByRole('textbox', { name: 'Content' }).fill('Friendly staff, quick tea');
    await noViolations(page);
    await commenting.getByRole('button', { name: 'Send comment' }).click();
    await comments
      .getByRole('status')
      .getByText(/Your comment on .* is sent/)
      .waitFor();
    await visit.getByText('Commented', { exact: true }).first().waitFor();
    await noViolations(page);
    const [comment] = await session.server.records.matching('branchComment', { orderNo: `N-${VISIT}` });
    expect(comment).toMatchObject({ rating: 4, status: 'toBeReviewed', channel: 'memberPage' });

    // The event's detail lists him among its attendees.
    await page.setViewportSize({ width: 1280, height: 800 });
    const [event] = await session.server.records.matching('event', { title: TITLE });
    await page.goto(`/event_management/events/detail/${event?.id}`);
    const attendees = page.getByRole('region', { name: 'Attendees' });
    const attendee = attendees.getByRole('row').filter({ hasText: MEMBER });
    await attendee.waitFor();
    expect(await attendee.innerText()).toMatch(
      new RegExp(`${MEMBER}\\s+Female\\s+.*${POINTS}.*Enrolled`, 's'),
    );
    await saveScreenshot(page, 'event-detail');
    await noViolations(page);
  });
});
