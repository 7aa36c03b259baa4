// The checks that keep page routes, and a resource route's `page`, honest (docs/schemas.md "Pages of
// our own"): a page route obeys the route rules of the one meta-schema, and a page name must be one
// schemas/pages.json declares, so a misspelt one fails at `npm test`, not in the browser.
import Ajv from 'ajv';
import type { NavigationFile, SourceFile } from './catalogue';
import type { SchemaProblem } from './checker';
import type { PageRoute } from './page-routes';
import type { ResourceSchema } from './resource';
import metaSchema from './resource.schema.json';

// A page route is a resource route without record screens or parts, plus what only pages have: its
// rules come from the one meta-schema, so the two kinds of route cannot drift apart.
const {
  children: _children,
  splitRoute: _parts,
  ...routeProperties
} = metaSchema.definitions.route.properties;
const pageRouteSchema = {
  definitions: metaSchema.definitions,
  type: 'object',
  additionalProperties: false,
  required: [...metaSchema.definitions.route.required, 'page'],
  properties: {
    ...routeProperties,
    page: metaSchema.definitions.route.properties.page,
    everyone: { type: 'boolean' },
    actions: {
      type: 'array',
      items: metaSchema.definitions.privilegeKey,
      minItems: 1,
      uniqueItems: true,
    },
    shopManagers: { enum: ['read', 'manage', 'none'] },
  },
};
const matchesPageRoute = new Ajv({ allErrors: true, strict: false }).compile<PageRoute>(pageRouteSchema);

/** What is wrong with the page routes and the page names, beside what every route is checked for. */
export function pageRouteProblems(
  navigation: SourceFile<NavigationFile>,
  pageNames: SourceFile<{ pages: string[] }>,
  resources: readonly SourceFile<ResourceSchema>[],
): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const declared = pageNames.content.pages;
  if (!Array.isArray(declared) || !declared.every((name) => typeof name === 'string'))
    problems.push({ file: pageNames.file, path: '$.pages', reason: 'must be a list of page names' });
  const known = new Set(Array.isArray(declared) ? declared : []);
  const unknownPage = (page: string) =>
    `page "${page}" is not named in ${pageNames.file} (the client part of its module, pages/<module>/<module>-module.ts, registers it)`;
  if (navigation.content.routes !== undefined && !Array.isArray(navigation.content.routes))
    problems.push({ file: navigation.file, path: '$.routes', reason: 'must be a list of page routes' });

  const sections = new Set(navigation.content.sections.map((section) => section.name));
  const names = new Set(resources.map((source) => source.content.route.name));
  (Array.isArray(navigation.content.routes) ? navigation.content.routes : []).forEach((route: unknown, i) => {
    const where = `$.routes[${i}]`;
    if (!matchesPageRoute(route)) {
      for (const error of matchesPageRoute.errors ?? [])
        problems.push({
          file: navigation.file,
          path: `${where}${error.instancePath.replace(/\//g, '.')}`,
          reason: error.message ?? 'is not valid',
        });
      return;
    }
    if (names.has(route.name))
      problems.push({
        file: navigation.file,
        path: `${where}.name`,
        reason: `route "${route.name}" is declared twice`,
      });
    names.add(route.name);
    if (!sections.has(route.section))
      problems.push({
        file: navigation.file,
        path: `${where}.section`,
        reason: `section "${route.section}" is not in navigation.json`,
      });
    if (!known.has(route.page))
      problems.push({ file: navigation.file, path: `${where}.page`, reason: unknownPage(route.page) });
    if (route.everyone && (route.relyRoute || route.shopManagers || route.actions))
      problems.push({
        file: navigation.file,
        path: where,
        reason:
          'a page for everyone needs no privilege: it cannot rely on a route, be granted or have actions',
      });
    if (route.shopManagers === 'manage' && !route.actions)
      problems.push({
        file: navigation.file,
        path: `${where}.shopManagers`,
        reason: 'a page without actions is managed by reading it: say "read"',
      });
  });
  for (const { file, content } of resources) {
    const page = content.route.page;
    if (page !== undefined && !known.has(page))
      problems.push({ file, path: '$.route.page', reason: unknownPage(page) });
  }
  return problems;
}
