import type { MenuEntry, SourceFile } from '../../../engine/schema/catalogue';
import type { ResourceSchema } from '../../../engine/schema/resource';
import { routeLinkProblems } from '../../../engine/schema/route-links';
import { companySchema } from '../../support/resources';

const menus = (list: MenuEntry[]): SourceFile<{ menus: MenuEntry[] }> => ({
  file: 'schemas/menu.json',
  content: { menus: list },
});
const menu = (name: string, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  name,
  path: `/${name}`,
  title: `menu:${name}`,
  order: 1,
  ...extra,
});
const resource = (
  name: string,
  route: Partial<ResourceSchema['route']> = {},
): SourceFile<ResourceSchema> => ({
  file: `schemas/merchant/${name}.json`,
  content: {
    ...companySchema,
    name,
    route: {
      ...companySchema.route,
      name,
      path: `/merchant_management/${name}`,
      menu: 'merchant_management',
      ...route,
    },
  },
});
const base = [menu('merchant_management')];
const keys = new Set(['overall_report', 'category_report']);
const reasons = (problems: { path: string; reason: string }[]) =>
  problems.map((p) => `${p.path}: ${p.reason}`);

describe('the names menus and routes give one another', () => {
  it('accepts parents, split parts and dependencies that exist', () => {
    const sources = [
      resource('report', { splitRoute: ['overall_report', 'category_report'] }),
      resource('report_detail', { hidden: true, relyRoute: 'category_report' }),
      resource('list', { syncRoute: ['report_detail'] }),
      resource('edit', { relyRoute: 'list' }),
    ];
    const tree = [
      ...base,
      menu('dish_settings', { parent: 'merchant_management' }),
      menu('help', { path: 'https://help.example.com' }),
    ];
    expect(routeLinkProblems(menus(tree), sources, keys)).toEqual([]);
  });

  it('refuses a parent that does not exist, is a link, or closes a loop', () => {
    const tree = [
      ...base,
      menu('orphan', { parent: 'nowhere' }),
      menu('help', { path: 'https://help.example.com' }),
      menu('under_link', { parent: 'help' }),
      menu('a', { parent: 'b' }),
      menu('b', { parent: 'a' }),
      menu('bad_path', { path: 'relative' }),
    ];
    expect(reasons(routeLinkProblems(menus(tree), [], keys))).toEqual([
      '$.menus[1].parent: menu "nowhere" does not exist',
      '$.menus[3].parent: "help" is an external link',
      '$.menus[4].parent: menus sit inside one another in a loop',
      '$.menus[5].parent: menus sit inside one another in a loop',
      '$.menus[6].path: must start with / or be an http(s) address',
    ]);
  });

  it('refuses unknown split parts, dependencies and siblings, and a route in a link', () => {
    const sources = [
      resource('report', { splitRoute: ['undeclared_part'] }),
      resource('detail', { relyRoute: 'missing' }),
      resource('self', { relyRoute: 'self', syncRoute: ['self', 'ghost'] }),
      resource('linked', { menu: 'help' }),
    ];
    const tree = [...base, menu('help', { path: 'https://help.example.com' })];
    expect(reasons(routeLinkProblems(menus(tree), sources, keys))).toEqual([
      '$.route.splitRoute[0]: privilege key "undeclared_part" is not declared',
      '$.route.relyRoute: "missing" is not another route or a split part',
      '$.route.relyRoute: "self" is not another route or a split part',
      '$.route.syncRoute[0]: "self" is not another route',
      '$.route.syncRoute[1]: "ghost" is not another route',
      '$.route.menu: "help" is an external link',
    ]);
  });

  it('makes a route and a submenu repeat the audience flags of the menu they sit in', () => {
    const tree = [
      ...base,
      menu('delivery_platforms', { onlyHK: true }),
      menu('settings', { parent: 'delivery_platforms' }),
    ];
    const sources = [resource('keeta', { menu: 'delivery_platforms', onlyAdmin: true })];
    expect(reasons(routeLinkProblems(menus(tree), sources, keys))).toEqual([
      '$.menus[2]: menu "delivery_platforms" is onlyHK: this menu must be too',
      '$.route: menu "delivery_platforms" is onlyHK: the route must be too',
    ]);
    const flagged = [
      ...base,
      menu('delivery_platforms', { onlyHK: true }),
      menu('settings', { parent: 'delivery_platforms', onlyHK: true }),
    ];
    expect(
      routeLinkProblems(menus(flagged), [resource('keeta', { menu: 'settings', onlyHK: true })], keys),
    ).toEqual([]);
  });
});
