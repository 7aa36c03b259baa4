// The checker's rules for pages of our own (docs/schemas.md "Pages of our own"): a page route of
// schemas/navigation.json is checked as a resource's route is, and whatever page a route names must
// be declared in schemas/pages.json.
import { join, resolve } from 'node:path';
import type { SchemaSet } from '../../../../engine/schema/catalogue';
import { checkSchemas, type CheckResult } from '../../../../engine/schema/checker';
import { loadSchemaSet } from '../../../../engine/schema/loader';
import type { PageRoute } from '../../../../engine/schema/page-routes';
import { loadMessages, LANGUAGES } from '../../../../engine/server/messages';

const ROOT = resolve(__dirname, '..', '..', '..', '..');
const messages = loadMessages(join(ROOT, 'locales'));
const options = {
  languages: LANGUAGES,
  hasLabel: (language: string, key: string) => messages.has(language as (typeof LANGUAGES)[number], key),
};

const qrCodes: PageRoute = {
  name: 'qr_code_sheet',
  path: '/merchant_management/qr_code_sheet',
  title: 'navigation:home',
  section: 'merchant_management',
  page: 'home',
};

function withPages(edit: (set: SchemaSet) => void): SchemaSet {
  const set = structuredClone(loadSchemaSet(join(ROOT, 'schemas'), ROOT));
  edit(set);
  return set;
}

// The navigation file's own page routes come first; a test's routes are pushed after them.
const declared = loadSchemaSet(join(ROOT, 'schemas'), ROOT).navigation.content.routes ?? [];
const at = (offset: number) => `$.routes[${declared.length + offset}]`;

const reasons = (result: CheckResult) =>
  result.ok ? [] : result.problems.map((p) => `${p.path}: ${p.reason}`);

describe('page routes', () => {
  it('accepts a page route to a declared page, and makes its name a privilege of its section', () => {
    const result = checkSchemas(
      withPages((set) => set.navigation.content.routes?.push(qrCodes)),
      options,
    );
    expect(reasons(result)).toEqual([]);
    expect(result.ok && result.schemas.pages.map((page) => page.name)).toEqual([
      ...declared.map((route) => route.name),
      'qr_code_sheet',
    ]);
  });

  it('refuses a page nobody registers, on a route of the navigation file or of a resource', () => {
    const result = checkSchemas(
      withPages((set) => {
        set.navigation.content.routes?.push({ ...qrCodes, page: 'qrCodez' });
        const company = set.resources.find((source) => source.file === 'schemas/companies/company.json');
        (company?.content as { route: { page?: string } }).route.page = 'merchantBoard';
      }),
      options,
    );
    expect(reasons(result)).toEqual([
      `${at(0)}.page: page "qrCodez" is not named in schemas/pages.json (the client part of its module, pages/<module>/<module>-module.ts, registers it)`,
      '$.route.page: page "merchantBoard" is not named in schemas/pages.json (the client part of its module, pages/<module>/<module>-module.ts, registers it)',
    ]);
  });

  it('refuses what a route may not say, a taken name or path, an unknown section and a missing label', () => {
    const result = checkSchemas(
      withPages((set) => {
        const routes = set.navigation.content.routes ?? [];
        routes.push({ ...qrCodes, children: { edit: true } } as PageRoute);
        routes.push({ ...qrCodes, name: 'merchant_list', path: '/merchant_management/merchant_list' });
        routes.push({
          ...qrCodes,
          name: 'other',
          path: '/x/other',
          section: 'nowhere',
          title: 'navigation:nothing',
        });
      }),
      options,
    );
    expect(reasons(result)).toEqual(
      expect.arrayContaining([
        `${at(0)}: must NOT have additional properties`,
        '$.route.path: route path /merchant_management/merchant_list is already used by schemas/navigation.json',
        `${at(1)}.name: route "merchant_list" is declared twice`,
        `${at(2)}.section: section "nowhere" is not in navigation.json`,
        `${at(2)}.title: label "navigation:nothing" is missing in zh-TW`,
      ]),
    );
  });

  it('refuses a page for everyone that relies on a route or is granted to store managers', () => {
    const result = checkSchemas(
      withPages((set) =>
        set.navigation.content.routes?.push({ ...qrCodes, everyone: true, shopManagers: 'read' }),
      ),
      options,
    );
    expect(reasons(result)).toEqual([
      `${at(0)}: a page for everyone needs no privilege: it cannot rely on a route, be granted or have actions`,
    ]);
  });

  it("takes a page's actions from the declared privilege keys, and lets store managers manage only a page with actions", () => {
    const actions = ['self_service_queuing_operate'];
    expect(
      reasons(
        checkSchemas(
          withPages((set) =>
            set.navigation.content.routes?.push({ ...qrCodes, actions, shopManagers: 'manage' }),
          ),
          options,
        ),
      ),
    ).toEqual([]);
    const result = checkSchemas(
      withPages((set) => {
        set.navigation.content.routes?.push({ ...qrCodes, actions: ['qr_code_sheet_print'] });
        set.navigation.content.routes?.push({
          ...qrCodes,
          name: 'qr_code_sheet_two',
          path: '/merchant_management/qr_code_sheet_two',
          shopManagers: 'manage',
        });
        set.navigation.content.routes?.push({
          ...qrCodes,
          name: 'qr_code_sheet_three',
          path: '/merchant_management/qr_code_sheet_three',
          everyone: true,
          actions,
        });
      }),
      options,
    );
    expect(reasons(result)).toEqual([
      `${at(1)}.shopManagers: a page without actions is managed by reading it: say "read"`,
      `${at(2)}: a page for everyone needs no privilege: it cannot rely on a route, be granted or have actions`,
      `${at(0)}.actions[0]: privilege key "qr_code_sheet_print" is not declared in schemas/privileges.json`,
    ]);
  });
});
