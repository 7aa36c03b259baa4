// Axe's verdict on the page as shown, as one readable line per violated rule. Axe reads colours as
// painted, so opening animations (a menu fading in) finish first. Fluent's focus sentinels are left
// out: tabster puts an empty `<i aria-hidden tabindex=0 data-tabster-dummy>` at each edge of a menu
// list to steer Tab and hands focus on at once, so no reader ever rests on one; axe's
// aria-hidden-focus rule cannot know that.
// A change that starts while axe reads (a Save button's 1-second lock after a click ending, core spec
// §4, and Fluent fading its colour back) can show axe a colour half-way: a page with violations is
// read once more after the lock, and a violation that is real is there both times.
// Axe runs in the page's own frame (legacy mode): the default opens a blank page per run to merge
// frames' results, which costs about a second and a half, and our screens hold no cross-origin frame.
// Only violations are asked for in full: the passes' details are never read.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { SUBMIT_LOCK_MS } from '../../../engine/protocol/constants';

/** Longer than the submit button's lock after a click. */
const SETTLE_MS = SUBMIT_LOCK_MS + 200;

async function violationsNow(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .exclude('[data-tabster-dummy]');
  return (await builder.analyze()).violations;
}

export async function accessibilityViolations(page: Page): Promise<string[]> {
  let violations = await violationsNow(page);
  if (violations.length > 0) {
    await page.waitForTimeout(SETTLE_MS);
    violations = await violationsNow(page);
  }
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
