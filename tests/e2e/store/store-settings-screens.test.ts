// The store settings screens (issue 11 item 3), one of each kind, generated from the schemas: hk.owner
// (the company's manager) and hk.central (a store manager) open a settings record and a list from the
// menu and save: the settings record as it stands, the list's new record with its first fixture's
// required fields typed into the form. The owner's pass also runs axe on each screen. Every page route
// (the QR codes) opens and is checked. Each resource's own form is drawn in jsdom (one-of-each.ts).
import { isSettingsRecord } from '../../../engine/schema/settings-record';
import { readConfig } from '../../../server/config';
import { loadProductSchemas } from '../../../server/schemas';
import { accessibilityViolations } from '../support/axe';
import { setUpBrowserSession } from '../support/browser-session';
import { chooseInLookup, english, fill, requiredValues } from '../support/fixture-form';
import { folders, inModule, pageRoutesIn } from '../support/menu-tree';
import { oneOfEach } from '../support/one-of-each';
import { openCreateForm, openFromSidebar, toast } from '../support/screens';

const inStoreSettings = (section: string): boolean => inModule('navigation:store_settings', section);

const resources = oneOfEach(
  loadProductSchemas(readConfig({}))
    .resources.filter((resource) => inStoreSettings(resource.route.section))
    // Table areas first: the list kind is a table area, which needs no other record.
    .sort((a, b) => Number(b.name === 'tableArea') - Number(a.name === 'tableArea')),
  (resource) => (isSettingsRecord(resource) ? 'settings record' : 'list'),
);
const pages = pageRoutesIn('navigation:store_settings');

const session = setUpBrowserSession({ freshPerTest: false });

describe.each([
  { username: 'hk.owner', pick: 0, checkAxe: true },
  { username: 'hk.central', pick: 1, checkAxe: false },
])('the store settings screens, as $username', ({ username, pick, checkAxe }) => {
  const open = async (section: string, title: string) => {
    const page = await session.signedInPage(username);
    await openFromSidebar(page, folders(section), english(title));
    if (checkAxe) expect(await accessibilityViolations(page)).toEqual([]);
    return page;
  };

  it.each(resources.map((resource) => [english(resource.route.title), resource] as const))(
    '%s opens from the menu and saves',
    async (_title, resource) => {
      const page = await open(resource.route.section, resource.route.title);
      if (isSettingsRecord(resource)) {
        // The owner reaches two branches: he chooses Central's settings first.
        const branch = page.getByRole('combobox', { name: 'Branch', exact: true });
        if (await branch.isVisible()) await branch.selectOption({ index: 1 });
      } else {
        await openCreateForm(page);
        const tenant = page.getByRole('combobox', { name: 'Branch', exact: true });
        if (await tenant.isVisible()) await chooseInLookup(page, 'Branch', false, 0);
        for (const [field, value] of requiredValues(resource))
          await fill(page, field, value, String(pick + 1), pick);
        if (checkAxe) expect(await accessibilityViolations(page)).toEqual([]);
      }
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, 'Saved');
    },
  );

  it.each(pages.map((route) => [english(route.title), route] as const))(
    '%s opens from the menu',
    async (_title, route) => {
      await open(route.section, route.title);
    },
  );
});
