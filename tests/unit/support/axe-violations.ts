// Axe over what a unit test drew in jsdom, one line per violation with the elements it found.
// jsdom lays nothing out and paints nothing: colour contrast is the browser's to check, and so are
// landmarks, which only the app's shell gives (the end-to-end tests run axe there on both). The
// document's styles are taken out first: jsdom works out each element's computed style against
// every rule in the document, Fluent's thousand and more, so axe took seconds a form and grew
// slower with each form a file drew (docs/benchmarks.md "Issue 22: the test run on 2026-11-29").
// Unstyled, every element counts as shown, which gives axe more to check, never less; the styles
// are not needed after it.
import axe from 'axe-core';

export async function axeViolations(root: Element = document.body): Promise<string[]> {
  for (const style of [...document.querySelectorAll('style')]) style.remove();
  const { violations } = await axe.run(root, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(' ')}`);
}
