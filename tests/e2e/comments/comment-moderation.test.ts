// Issue 26 item 2 end to end in Chromium: as hk.owner, a member's comment on the Central branch is
// found on the branch comments list, moderated through every state and back from its row's menu
// (block after a confirmation, display, feature, undo feature), each move in the audit trail, and
// replied to from the same menu, the reply and its time shown in its row. Axe finds nothing on the
// list or any dialog visited.
import type { Page } from 'playwright-core';
import { readConfig } from '../../../server/config';
import { demoTenants } from '../../api/support/tenants';
import { accessibilityViolations } from '../support/axe';
import { setUpBrowserSession } from '../support/browser-session';
import { gridCell, openFromSidebar, rowMenuAction, toast } from '../support/screens';

const session = setUpBrowserSession({ freshPerTest: false, timezoneId: readConfig().timeZone });

const GUEST = 'E2E 評論會員';
const SAID = 'E2E: the wonton soup was perfect';
const REPLY = 'Thank you! The chef says hello.';

const noViolations = async (page: Page) => expect(await accessibilityViolations(page)).toEqual([]);

describe('comment moderation', () => {
  it('lets hk.owner move a comment through every state and back, and reply to it', async () => {
    const { db, records } = session.server;
    const { hk, central } = await demoTenants(db);
    const comment = await records.create('branchComment', {
      companyId: hk,
      shopId: central,
      channel: 'memberPage',
      memberName: GUEST,
      rating: 5,
      content: SAID,
      commentedAt: new Date().toISOString(),
    });

    const page = await session.signedInPage('hk.owner');
    await openFromSidebar(page, 'Comments', 'Branch comments');
    const row = page.getByRole('row').filter({ has: gridCell(page, SAID) });
    const shows = (state: string) => row.getByRole('gridcell', { name: state, exact: true }).waitFor();
    await shows('To be reviewed');
    await noViolations(page);

    await rowMenuAction(page, GUEST, 'Block');
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/^Block this comment\?/).waitFor();
    await noViolations(page);
    await confirm.getByRole('button', { name: 'Block' }).click();
    await confirm.waitFor({ state: 'detached' });
    await shows('Blocked');

    for (const [action, state] of [
      ['Display', 'Passed'],
      ['Feature', 'Featured'],
      ['Undo feature', 'Passed'],
    ] as const) {
      await rowMenuAction(page, GUEST, action);
      await shows(state);
    }

    await rowMenuAction(page, GUEST, 'Reply');
    const dialog = page.getByRole('dialog', { name: 'Reply' });
    await dialog.getByRole('textbox', { name: 'Reply' }).fill(REPLY);
    await noViolations(page);
    await dialog.getByRole('button', { name: 'Reply' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toast(page, 'Reply saved');
    await row.getByText(REPLY).waitFor();
    await noViolations(page);

    const { rows } = await db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE resource = 'branchComment' AND record_id = $1 ORDER BY id`,
      [comment.id],
    );
    expect(rows.map((entry) => entry.action)).toEqual([
      'create',
      'block',
      'display',
      'feature',
      'undoFeature',
      'update',
    ]);
  });
});
