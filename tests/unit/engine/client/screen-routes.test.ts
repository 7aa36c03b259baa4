import { namespaceOf, namespacesOf, resourceLabelKeys } from '../../../../engine/client/label-namespaces';
import { screenPath, screenRoutes } from '../../../../engine/client/screen-routes';
import type { ResourceNavigationRoute } from '../../../../engine/schema/navigation-answer';
import { recordId } from '../../../../engine/screens/use-record';
import { companySchema } from '../../../support/resources';

const resourceRoute = (route: Partial<ResourceNavigationRoute>): ResourceNavigationRoute => ({
  name: 'n',
  path: '/p',
  title: 't',
  section: 's',
  resource: 'r',
  privileges: { read: 'n', create: 'c', update: 'u', delete: 'd' },
  ...route,
});

describe('screenRoutes', () => {
  it('gives a list, and the hidden screens its children name', () => {
    const routes = screenRoutes(
      resourceRoute({
        name: 'merchant_list',
        path: '/merchant_management/merchant_list',
        children: { create: true, edit: true, detail: true },
      }),
    );
    expect(routes.map((route) => [route.kind, route.path])).toEqual([
      ['list', '/merchant_management/merchant_list'],
      ['create', '/merchant_management/merchant_list/create'],
      ['edit', '/merchant_management/merchant_list/edit/:id'],
      ['detail', '/merchant_management/merchant_list/detail/:id'],
    ]);
  });

  it('adds a duplicate screen only when asked', () => {
    const kinds = screenRoutes(resourceRoute({ children: { duplicate: true } })).map((r) => r.kind);
    expect(kinds).toEqual(['list', 'duplicate']);
  });

  it('opens a settings record as its form alone', () => {
    const routes = screenRoutes(resourceRoute({ cardinality: 'one', children: { edit: true } }));
    expect(routes).toEqual([{ path: '/p', kind: 'settings', routeName: 'n' }]);
  });

  it('opens the page a route names in place of the list, keeping a resource route’s record screens', () => {
    const page = { name: 'home', path: '/home/home', title: 't', section: 'home', page: 'home' };
    expect(screenRoutes(page)).toEqual([
      { path: '/home/home', kind: 'page', routeName: 'home', page: 'home' },
    ]);
    const floorPlan = screenRoutes(resourceRoute({ page: 'floorPlan', children: { edit: true } }));
    expect(floorPlan.map((route) => [route.kind, route.path, route.page])).toEqual([
      ['page', '/p', 'floorPlan'],
      ['edit', '/p/edit/:id', undefined],
    ]);
  });

  it('builds the address of each screen', () => {
    expect(screenPath({ path: '/p' }, 'edit', 12)).toBe('/p/edit/12');
    expect(screenPath({ path: '/p' }, 'create')).toBe('/p/create');
    expect(screenPath({ path: '/p' }, 'list')).toBe('/p');
  });
});

describe('label namespaces', () => {
  it('reads the namespace of a label key', () => {
    expect(namespaceOf('companies:fields.name')).toBe('companies');
    expect(namespaceOf('plain')).toBeUndefined();
  });

  it('names every namespace a resource screen needs, once', () => {
    expect(namespacesOf(resourceLabelKeys(companySchema)).sort()).toEqual(['companies', 'navigation']);
  });
});

describe('recordId', () => {
  it('reads a record id from the address, and nothing else', () => {
    expect(recordId('12')).toBe(12);
    expect(recordId('12abc')).toBeNull();
    expect(recordId('-1')).toBeNull();
    expect(recordId(undefined)).toBeNull();
  });
});
