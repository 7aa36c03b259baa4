// The payments and coupons screens (issue 12), one of each kind, generated from the schemas, on a Hong
// Kong server and on a US one: the company's manager hk.owner opens a list and a settings record his
// region offers from the menu and saves them (a new record from its first fixture, a settings record
// as it stands), with axe on each; the store manager hk.central opens a screen of each grant, saves
// where he may edit, and meets no Create where he may only read. One of the other region's screens
// and one he holds no grant on are in no menu, and their addresses answer "not found". Every
// resource's own form and grant are checked without a browser (support/one-of-each.ts).
import type { Region, ResourceSchema, ShopManagerGrant } from '../../../engine/schema/resource';
import { isSettingsRecord } from '../../../engine/schema/settings-record';
import { readConfig } from '../../../server/config';
import { loadProductSchemas } from '../../../server/schemas';
import { accessibilityViolations } from '../support/axe';
import { setUpBrowserSession } from '../support/browser-session';
import { chooseInLookup, english, fill, requiredValues } from '../support/fixture-form';
import { folders, inModule } from '../support/menu-tree';
import { oneOfEach } from '../support/one-of-each';
import { openCreateForm, openFromSidebar, toast } from '../support/screens';

const MODULE = 'navigation:payment_coupons';

const offeredIn = (region: Region, resource: ResourceSchema): boolean =>
  !(resource.route.onlyUS && region !== 'us') && !(resource.route.onlyHK && region !== 'hk');

/** What a store manager holds on a resource when his permission type says nothing else. */
const shopManagerGrant = (resource: ResourceSchema): ShopManagerGrant =>
  resource.shopManagers ?? (resource.scope === 'shop' ? 'edit' : 'none');

const resources = loadProductSchemas(readConfig({}))
  .resources.filter((resource) => inModule(MODULE, resource.route.section))
  // Terminal locations first: a terminal is placed at one.
  .sort((a, b) => Number(b.name === 'terminalLocation') - Number(a.name === 'terminalLocation'));

const titled = (list: ResourceSchema[]) =>
  list.map((resource) => [english(resource.route.title), resource] as const);

describe.each(['hk', 'us'] as const)('the payments screens on a %s server', (region) => {
  const session = setUpBrowserSession({ server: { region }, freshPerTest: false });
  const offered = resources.filter((resource) => offeredIn(region, resource));
  const elsewhere = oneOfEach(
    resources.filter((resource) => !offeredIn(region, resource)),
    () => 'elsewhere',
  );

  const open = async (username: string, resource: ResourceSchema) => {
    const page = await session.signedInPage(username);
    await openFromSidebar(page, folders(resource.route.section), english(resource.route.title));
    return page;
  };
  const save = async () => {
    await session.page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(session.page, 'Saved');
  };

  const kinds = oneOfEach(offered, (resource) => (isSettingsRecord(resource) ? 'settings record' : 'list'));
  it.each(titled(kinds))('%s opens from hk.owner’s menu and saves', async (_title, resource) => {
    const page = await open('hk.owner', resource);
    expect(await accessibilityViolations(page)).toEqual([]);
    if (!isSettingsRecord(resource)) {
      await openCreateForm(page);
      if (await page.getByRole('combobox', { name: 'Branch', exact: true }).isVisible())
        await chooseInLookup(page, 'Branch', false, 0);
      for (const [field, value] of requiredValues(resource)) await fill(page, field, value, '1', 0);
      expect(await accessibilityViolations(page)).toEqual([]);
    }
    await save();
  });

  const held = offered.filter((resource) => shopManagerGrant(resource) !== 'none');
  it.each(titled(oneOfEach(held, shopManagerGrant)))(
    '%s opens from hk.central’s menu, as his grant allows',
    async (_title, resource) => {
      const page = await open('hk.central', resource);
      const grant = shopManagerGrant(resource);
      const create = page.getByRole('link', { name: 'Create' });
      if (grant === 'manage') {
        await openCreateForm(page);
        for (const [field, value] of requiredValues(resource)) await fill(page, field, value, '2', 0);
        await save();
        return;
      }
      expect(await create.count()).toBe(0);
      // A record of his branch, if the owner made one there, is his to edit.
      const more = page.getByRole('button', { name: /^More actions for / });
      if (grant === 'edit' && (await more.count()) > 0) {
        await more.first().click();
        await page.getByRole('menuitem', { name: 'Edit' }).click();
        await save();
      }
    },
  );

  const hidden = [
    ...elsewhere.map((resource) => ['hk.owner', resource] as const),
    ...oneOfEach(
      offered.filter((resource) => shopManagerGrant(resource) === 'none'),
      () => 'none',
    ).map((resource) => ['hk.central', resource] as const),
  ];
  it.each(hidden.map(([username, resource]) => [english(resource.route.title), username, resource] as const))(
    '%s is in no menu of %s, and its address is not found',
    async (title, username, resource) => {
      const page = await session.signedInPage(username);
      const sidebar = page.getByRole('navigation', { name: 'Main menu' });
      // The module's folder opened through a screen every user here holds.
      const anchor = held[0];
      if (!anchor) throw new Error('no payments screen for the store manager');
      await openFromSidebar(page, folders(anchor.route.section), english(anchor.route.title));
      expect(await sidebar.getByRole('link', { name: title, exact: true }).count()).toBe(0);
      await page.goto(resource.route.path);
      await page.getByTestId('not-found').waitFor();
    },
  );
});
