import {
  buildNavigationTree,
  HOME_PATH,
  sectionRedirects,
  pagesBySection,
  type NavigationNode,
} from '../../../../engine/client/navigation-tree';
import { allowedParts, permittedRoutes, type Viewer } from '../../../../engine/client/route-access';
import type { NavigationRoute, ResourceNavigationRoute } from '../../../../engine/schema/navigation-answer';
import type { NavigationSection } from '../../../../engine/schema/catalogue';

// The spec's region and role rules (core spec §2.3) in this product's names: the delivery-platform
// section (sjwmpt_sjwmpt) is Hong Kong's; its platform settings (sjwmpt_keeta…) are the platform
// level's; in the payment section (sjzfgl_sjzfgl) the terminals are the US's and the EFT terminal Hong
// Kong's.
const sections: NavigationSection[] = [
  {
    name: 'merchant_management',
    path: '/merchant_management',
    title: 'navigation:merchant_management',
    order: 10,
  },
  { name: 'payment_coupons', path: '/payment_coupons', title: 'navigation:payment_coupons', order: 30 },
  {
    name: 'delivery_platforms',
    path: '/delivery_platforms',
    title: 'navigation:delivery_platforms',
    order: 150,
    onlyHK: true,
  },
  { name: 'home', path: '/home', title: 'navigation:home', icon: 'house', order: 200, breadcrumb: false },
  { name: 'reservations', path: '/reservations', title: 'navigation:reservations', order: 80 },
];
const privileges = { read: 'r', create: 'c', update: 'u', delete: 'd' };
const route = (
  name: string,
  section: string,
  extra: Partial<ResourceNavigationRoute> = {},
): ResourceNavigationRoute => ({
  name,
  path: `/${section}/${name}`,
  title: `navigation:${name}`,
  section,
  resource: name,
  privileges,
  ...extra,
});
const homePage: NavigationRoute = {
  name: 'home',
  path: HOME_PATH,
  title: 'navigation:home',
  section: 'home',
  page: 'home',
  everyone: true,
};
const routes: NavigationRoute[] = [
  route('branches_list', 'merchant_management', { order: 2 }),
  route('merchant_list', 'merchant_management', { order: 1 }),
  route('pos_version', 'merchant_management', { onlyAdmin: true, order: 3 }),
  route('payment_methods', 'payment_coupons', { order: 1 }),
  route('terminal_location', 'payment_coupons', { onlyUS: true, order: 2 }),
  route('terminal', 'payment_coupons', { onlyUS: true, order: 3 }),
  route('eft_qf_kpay_terminal', 'payment_coupons', { onlyHK: true, order: 4 }),
  route('delivery_menu', 'delivery_platforms', { order: 1 }),
  route('deliverooSettings', 'delivery_platforms', { onlyPlatform: true, order: 2 }),
  route('keetaSettings', 'delivery_platforms', { onlyPlatform: true, onlyAdmin: true, order: 3 }),
  route('booking_detail', 'reservations', { hidden: true }),
  // Declared last: home comes first all the same.
  homePage,
];

const admin: Viewer = { admin: true, platform: true, region: 'hk', privilegeList: [] };
const platManager: Viewer = { admin: false, platform: true, region: 'hk', privilegeList: [] };
const companyManager: Viewer = { admin: false, platform: false, region: 'hk', privilegeList: [] };

const treeOf = (viewer: Viewer) => buildNavigationTree(sections, permittedRoutes(routes, viewer), viewer);
const names = (nodes: readonly NavigationNode[] | undefined) => (nodes ?? []).map((node) => node.name);
const section = (tree: NavigationNode[], name: string) => tree.find((node) => node.name === name);

describe('building the navigation tree', () => {
  it('puts home first whatever its declared order, with its one page', () => {
    const tree = treeOf(companyManager);
    expect(tree[0]).toMatchObject({ name: 'home', redirect: HOME_PATH, breadcrumb: false });
    expect(names(tree[0]?.children)).toEqual(['home']);
  });

  it('keeps each section with its routes in their declared order, and drops a section with none', () => {
    const tree = buildNavigationTree(
      sections,
      permittedRoutes([...routes.slice(0, 2), homePage], admin),
      admin,
    );
    expect(names(tree)).toEqual(['home', 'merchant_management']);
    expect(names(tree[1]?.children)).toEqual(['merchant_list', 'branches_list']);
  });

  it('leads each section to its first visible entry', () => {
    const redirects = sectionRedirects(treeOf(admin));
    expect(redirects.get('/home')).toBe(HOME_PATH);
    expect(redirects.get('/merchant_management')).toBe('/merchant_management/merchant_list');
    expect(redirects.get('/payment_coupons')).toBe('/payment_coupons/payment_methods');
  });

  it('shows admin-only routes to the admin alone', () => {
    expect(names(section(treeOf(admin), 'merchant_management')?.children)).toContain('pos_version');
    expect(names(section(treeOf(platManager), 'merchant_management')?.children)).not.toContain('pos_version');
  });

  it('in Hong Kong, keeps the EFT terminal and removes the US terminals from the payment section', () => {
    expect(names(section(treeOf(companyManager), 'payment_coupons')?.children)).toEqual([
      'payment_methods',
      'eft_qf_kpay_terminal',
    ]);
  });

  it('in the US, keeps the terminals, removes the EFT terminal and the delivery-platform section', () => {
    const tree = treeOf({ ...admin, region: 'us' });
    expect(names(section(tree, 'payment_coupons')?.children)).toEqual([
      'payment_methods',
      'terminal_location',
      'terminal',
    ]);
    expect(section(tree, 'delivery_platforms')).toBeUndefined();
  });

  it('gives the delivery-platform settings to the admin and the platform manager only', () => {
    expect(names(section(treeOf(admin), 'delivery_platforms')?.children)).toEqual([
      'delivery_menu',
      'deliverooSettings',
      'keetaSettings',
    ]);
    expect(names(section(treeOf(platManager), 'delivery_platforms')?.children)).toEqual([
      'delivery_menu',
      'deliverooSettings',
    ]);
    expect(names(section(treeOf(companyManager), 'delivery_platforms')?.children)).toEqual(['delivery_menu']);
  });

  it('waits for the region before showing region-only entries', () => {
    const tree = treeOf({ ...admin, region: null });
    expect(names(section(tree, 'payment_coupons')?.children)).toEqual(['payment_methods']);
    expect(section(tree, 'delivery_platforms')).toBeUndefined();
  });

  it('keeps hidden routes (for the breadcrumb) but never leads a section to one', () => {
    const tree = treeOf(admin);
    expect(section(tree, 'reservations')).toMatchObject({ redirect: undefined });
    expect(pagesBySection(tree).map((entry) => entry.name)).not.toContain('reservations');
  });

  it('nests a section in its parent, in declared order among the routes', () => {
    const nested: NavigationSection[] = [
      { name: 'menu_management', path: '/menu_management', title: 'navigation:menu_management', order: 50 },
      {
        name: 'dish_settings',
        path: '/menu_management/dish_settings',
        title: 'navigation:dish_settings',
        order: 2,
        parent: 'menu_management',
      },
    ];
    const tree = buildNavigationTree(
      nested,
      [
        route('categories', 'menu_management', { order: 1 }),
        { ...route('dishes', 'dish_settings'), path: '/menu_management/dish_settings/dishes' },
      ],
      admin,
    );
    const management = section(tree, 'menu_management');
    expect(names(management?.children)).toEqual(['categories', 'dish_settings']);
    expect(names(management?.children?.[1]?.children)).toEqual(['dishes']);
    expect(sectionRedirects(tree).get('/menu_management/dish_settings')).toBe(
      '/menu_management/dish_settings/dishes',
    );
    expect(
      pagesBySection(tree)
        .find((entry) => entry.name === 'menu_management')
        ?.items.map((item) => item.name),
    ).toEqual(['categories', 'dishes']);
  });

  it('keeps an external link, which leads nowhere inside the app', () => {
    const link: NavigationSection = {
      name: 'help',
      path: 'https://help.example.com',
      title: 'navigation:help',
      order: 300,
    };
    const tree = buildNavigationTree([...sections, link], [homePage], admin);
    expect(section(tree, 'help')).toEqual({
      name: 'help',
      path: 'https://help.example.com',
      title: 'navigation:help',
      icon: undefined,
      external: true,
    });
    expect(pagesBySection(tree).map((entry) => entry.name)).toEqual(['home']);
  });
});

describe('split routes and routes relying on others', () => {
  const report = route('business_analysis_report', 'business_analytics', {
    splitRoute: ['overall_report', 'category_report'],
  });
  const reportDetail = route('report_detail', 'business_analytics', {
    hidden: true,
    relyRoute: 'category_report',
  });
  const editor = route('merchant_edit_page', 'merchant_management', {
    hidden: true,
    relyRoute: 'merchant_list',
  });
  const all = [report, reportDetail, route('merchant_list', 'merchant_management'), editor];
  const holding = (...privilegeList: string[]): Viewer => ({ ...companyManager, privilegeList });

  it('shows a split route with the parts its viewer holds', () => {
    expect(allowedParts(report, holding('overall_report'))).toEqual(['overall_report']);
    expect(allowedParts(report, admin)).toEqual(['overall_report', 'category_report']);
    expect(permittedRoutes(all, holding('overall_report')).map((r) => r.name)).toContain(
      'business_analysis_report',
    );
  });

  it('hides a split route whose viewer holds none of its parts', () => {
    expect(permittedRoutes(all, holding()).map((r) => r.name)).not.toContain('business_analysis_report');
  });

  it('keeps a hidden child only with the part it depends on', () => {
    expect(permittedRoutes(all, holding('overall_report')).map((r) => r.name)).not.toContain('report_detail');
    expect(permittedRoutes(all, holding('category_report')).map((r) => r.name)).toContain('report_detail');
  });

  it('drops a route relying on one that is gone, and so on down the chain', () => {
    const chained = [
      ...all.slice(2),
      route('audit', 'merchant_management', { relyRoute: 'merchant_edit_page' }),
    ];
    expect(permittedRoutes(chained, holding()).map((r) => r.name)).toEqual([
      'merchant_list',
      'merchant_edit_page',
      'audit',
    ]);
    expect(permittedRoutes(chained.slice(1), holding())).toEqual([]);
  });
});
