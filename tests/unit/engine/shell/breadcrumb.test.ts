import { breadcrumbTrail } from '../../../../engine/client/breadcrumb';
import { HOME_PATH, type NavigationNode } from '../../../../engine/client/navigation-tree';

const tree: NavigationNode[] = [
  {
    name: 'home',
    path: '/home',
    title: 'navigation:home',
    redirect: HOME_PATH,
    breadcrumb: false,
    children: [{ name: 'home', path: HOME_PATH, title: 'navigation:home' }],
  },
  {
    name: 'merchant_management',
    path: '/merchant_management',
    title: 'navigation:merchant_management',
    redirect: '/merchant_management/merchant_list',
    children: [
      {
        name: 'merchant_list',
        path: '/merchant_management/merchant_list',
        title: 'navigation:merchant_list',
      },
      {
        name: 'merchant_listing',
        path: '/merchant_management/merchant_listing',
        title: 'navigation:listing',
      },
    ],
  },
  {
    name: 'menu_management',
    path: '/menu_management',
    title: 'navigation:menu_management',
    redirect: '/menu_management/dish_settings/dishes',
    children: [
      {
        name: 'dish_settings',
        path: '/menu_management/dish_settings',
        title: 'navigation:dish_settings',
        redirect: '/menu_management/dish_settings/dishes',
        noRedirect: true,
        children: [
          { name: 'dishes', path: '/menu_management/dish_settings/dishes', title: 'navigation:dishes' },
        ],
      },
    ],
  },
];

describe('the breadcrumb', () => {
  it('is the home page alone, as plain text, on the home page', () => {
    expect(breadcrumbTrail(tree, HOME_PATH)).toEqual([{ key: HOME_PATH, title: 'navigation:home' }]);
  });

  it('adds a home crumb before any other page; sections lead to their first entry, the page is plain', () => {
    expect(breadcrumbTrail(tree, '/merchant_management/merchant_list')).toEqual([
      { key: HOME_PATH, title: 'navigation:home', to: HOME_PATH },
      {
        key: '/merchant_management',
        title: 'navigation:merchant_management',
        to: '/merchant_management/merchant_list',
      },
      { key: '/merchant_management/merchant_list', title: 'navigation:merchant_list' },
    ]);
  });

  it('names a record screen after its list, which then leads to the list', () => {
    const trail = breadcrumbTrail(tree, '/merchant_management/merchant_list/edit/4');
    expect(trail.slice(2)).toEqual([
      {
        key: '/merchant_management/merchant_list',
        title: 'navigation:merchant_list',
        to: '/merchant_management/merchant_list',
      },
      { key: '/merchant_management/merchant_list/edit/4', title: 'shell:screens.edit' },
    ]);
    expect(breadcrumbTrail(tree, '/merchant_management/merchant_list/create').at(-1)?.title).toBe(
      'shell:screens.create',
    );
  });

  it('matches a route by whole path segments, not by a prefix of its name', () => {
    expect(breadcrumbTrail(tree, '/merchant_management/merchant_listing').at(-1)?.title).toBe(
      'navigation:listing',
    );
  });

  it('shows a noRedirect section as plain text', () => {
    expect(breadcrumbTrail(tree, '/menu_management/dish_settings/dishes')[2]).toEqual({
      key: '/menu_management/dish_settings',
      title: 'navigation:dish_settings',
    });
  });

  it('is the home crumb alone for an address no route holds', () => {
    expect(breadcrumbTrail(tree, '/redirect/x')).toEqual([{ key: HOME_PATH, title: 'navigation:home' }]);
  });
});
