// Axe's verdict on the page as shown, as one readable line per violated rule. Axe reads colours as
// painted, so opening animations (a menu fading in) finish first. Fluent's focus sentinels are left
// out: tabster puts an empty `<i aria-hidden tabindex=0 data-tabster-dummy>` at each edge of a menu
// list to steer Tab and hands focus on at once, so no reader ever rests on one; axe's
// aria-hidden-focus rule cannot know that.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export async function accessibilityViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const { violations } = await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
