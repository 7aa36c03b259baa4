import { buildMenu, visibleRoutes } from '../../../engine/client/menu';
import { currentEntry } from '../../../engine/shell/sidebar-state';
import type { NavigationRoute } from '../../../engine/protocol/navigation';
import type { MenuEntry } from '../../../engine/schema/catalogue';

const menus: MenuEntry[] = [
  { name: 'merchant_management', path: '/merchant_management', title: 'menu:merchant_management', order: 10 },
  { name: 'home', path: '/home', title: 'menu:home', order: 0 },
  {
    name: 'delivery_platforms',
    path: '/delivery_platforms',
    title: 'menu:delivery_platforms',
    order: 150,
    onlyHK: true,
  },
  { name: 'reservations', path: '/reservations', title: 'menu:reservations', order: 80 },
];
const privileges = { read: 'r', create: 'c', update: 'u', delete: 'd' };
const route = (name: string, menu: string, extra: Partial<NavigationRoute> = {}): NavigationRoute => ({
  name,
  path: `/${menu}/${name}`,
  title: `menu:${name}`,
  menu,
  resource: name,
  privileges,
  ...extra,
});
const routes = [
  route('branches_list', 'merchant_management', { order: 2 }),
  route('merchant_list', 'merchant_management', { order: 1 }),
  route('secret', 'merchant_management', { onlyAdmin: true, order: 3 }),
  route('keeta', 'delivery_platforms'),
  route('hidden_one', 'reservations', { hidden: true }),
];

describe('buildMenu', () => {
  it('lists only menus holding routes, each in its declared order', () => {
    const menu = buildMenu(menus, routes, { admin: false, region: 'us' });
    expect(menu.map((section) => section.name)).toEqual(['merchant_management']);
    expect(menu[0]?.items.map((item) => item.name)).toEqual(['merchant_list', 'branches_list']);
  });

  it('shows admin-only routes to an admin only', () => {
    const menu = buildMenu(menus, routes, { admin: true, region: 'us' });
    expect(menu[0]?.items.map((item) => item.name)).toContain('secret');
  });

  it('keeps Hong Kong menus for the hk region', () => {
    expect(buildMenu(menus, routes, { admin: false, region: 'hk' }).map((section) => section.name)).toEqual([
      'merchant_management',
      'delivery_platforms',
    ]);
  });

  it('skips hidden routes in the menu but keeps them reachable by address', () => {
    const viewer = { admin: false, region: 'hk' as const };
    expect(buildMenu(menus, routes, viewer).some((section) => section.name === 'reservations')).toBe(false);
    expect(visibleRoutes(routes, viewer).map((r) => r.name)).toContain('hidden_one');
  });
});

describe('the current sidebar entry', () => {
  const sections = buildMenu(menus, routes, { admin: false, region: 'us' });

  it('is the route whose path the address is, or starts with (its create, edit and detail screens)', () => {
    expect(currentEntry(sections, '/merchant_management/branches_list')).toEqual({
      section: 'merchant_management',
      item: 'branches_list',
    });
    expect(currentEntry(sections, '/merchant_management/merchant_list/edit/4').item).toBe('merchant_list');
  });

  it('is none for an address no route holds', () => {
    expect(currentEntry(sections, '/merchant_management/merchant_listing')).toEqual({});
    expect(currentEntry(sections, '/')).toEqual({});
  });
});
