import type { NavigationSection, SourceFile } from '../../../../engine/schema/catalogue';
import type { ResourceSchema } from '../../../../engine/schema/resource';
import { routeLinkProblems } from '../../../../engine/schema/route-links';
import { companySchema } from '../../../support/resources';

const navigation = (list: NavigationSection[]): SourceFile<{ sections: NavigationSection[] }> => ({
  file: 'schemas/navigation.json',
  content: { sections: list },
});
const section = (name: string, extra: Partial<NavigationSection> = {}): NavigationSection => ({
  name,
  path: `/${name}`,
  title: `navigation:${name}`,
  order: 1,
  ...extra,
});
const resource = (
  name: string,
  route: Partial<ResourceSchema['route']> = {},
): SourceFile<ResourceSchema> => ({
  file: `schemas/companies/${name}.json`,
  content: {
    ...companySchema,
    name,
    route: {
      ...companySchema.route,
      name,
      path: `/merchant_management/${name}`,
      section: 'merchant_management',
      ...route,
    },
  },
});
const base = [section('merchant_management')];
const keys = new Set(['overall_report', 'category_report']);
const reasons = (problems: { path: string; reason: string }[]) =>
  problems.map((p) => `${p.path}: ${p.reason}`);

describe('the names sections and routes give one another', () => {
  it('accepts parents, split parts and dependencies that exist', () => {
    const sources = [
      resource('report', { splitRoute: ['overall_report', 'category_report'] }),
      resource('report_detail', { hidden: true, relyRoute: 'category_report' }),
      resource('list', { syncRoute: ['report_detail'] }),
      resource('edit', { relyRoute: 'list' }),
    ];
    const tree = [
      ...base,
      section('dish_settings', { parent: 'merchant_management' }),
      section('help', { path: 'https://help.example.com' }),
    ];
    expect(routeLinkProblems(navigation(tree), sources, keys)).toEqual([]);
  });

  it('refuses a parent that does not exist, is a link, or closes a loop', () => {
    const tree = [
      ...base,
      section('orphan', { parent: 'nowhere' }),
      section('help', { path: 'https://help.example.com' }),
      section('under_link', { parent: 'help' }),
      section('a', { parent: 'b' }),
      section('b', { parent: 'a' }),
      section('bad_path', { path: 'relative' }),
    ];
    expect(reasons(routeLinkProblems(navigation(tree), [], keys))).toEqual([
      '$.sections[1].parent: section "nowhere" does not exist',
      '$.sections[3].parent: "help" is an external link',
      '$.sections[4].parent: sections sit inside one another in a loop',
      '$.sections[5].parent: sections sit inside one another in a loop',
      '$.sections[6].path: must start with / or be an http(s) address',
    ]);
  });

  it('refuses unknown split parts, dependencies and siblings, and a route in a link', () => {
    const sources = [
      resource('report', { splitRoute: ['undeclared_part'] }),
      resource('detail', { relyRoute: 'missing' }),
      resource('self', { relyRoute: 'self', syncRoute: ['self', 'ghost'] }),
      resource('linked', { section: 'help' }),
    ];
    const tree = [...base, section('help', { path: 'https://help.example.com' })];
    expect(reasons(routeLinkProblems(navigation(tree), sources, keys))).toEqual([
      '$.route.splitRoute[0]: privilege key "undeclared_part" is not declared',
      '$.route.relyRoute: "missing" is not another route or a split part',
      '$.route.relyRoute: "self" is not another route or a split part',
      '$.route.syncRoute[0]: "self" is not another route',
      '$.route.syncRoute[1]: "ghost" is not another route',
      '$.route.section: "help" is an external link',
    ]);
  });

  it('makes a route and a subsection repeat the audience flags of the section they sit in', () => {
    const tree = [
      ...base,
      section('delivery_platforms', { onlyHK: true }),
      section('settings', { parent: 'delivery_platforms' }),
    ];
    const sources = [resource('keeta', { section: 'delivery_platforms', onlyAdmin: true })];
    expect(reasons(routeLinkProblems(navigation(tree), sources, keys))).toEqual([
      '$.sections[2]: section "delivery_platforms" is onlyHK: this section must be too',
      '$.route: section "delivery_platforms" is onlyHK: the route must be too',
    ]);
    const flagged = [
      ...base,
      section('delivery_platforms', { onlyHK: true }),
      section('settings', { parent: 'delivery_platforms', onlyHK: true }),
    ];
    expect(
      routeLinkProblems(
        navigation(flagged),
        [resource('keeta', { section: 'settings', onlyHK: true })],
        keys,
      ),
    ).toEqual([]);
  });
});
