import type { MenuNode } from '../../../engine/client/menu';
import { collapseCookie, isCollapsedIn } from '../../../engine/shell/sidebar-collapse';
import { currentTrail, isOpen, sidebarEntries, toggleSubmenu } from '../../../engine/shell/sidebar-state';

const tree: MenuNode[] = [
  {
    name: 'home',
    path: '/home',
    title: 'menu:home',
    icon: 'house',
    children: [{ name: 'home', path: '/home/home', title: 'menu:home' }],
  },
  {
    name: 'merchant_management',
    path: '/m',
    title: 'menu:merchant_management',
    icon: 'building-shop',
    children: [
      { name: 'merchant_list', path: '/m/merchant_list', title: 'menu:merchant_list' },
      { name: 'merchant_detail', path: '/m/merchant_detail', title: 'menu:merchant_detail', hidden: true },
      {
        name: 'groups',
        path: '/m/groups',
        title: 'menu:groups',
        children: [
          { name: 'a', path: '/m/groups/a', title: 'menu:a' },
          { name: 'b', path: '/m/groups/b', title: 'menu:b' },
        ],
      },
    ],
  },
  {
    name: 'only_hidden',
    path: '/h',
    title: 'menu:h',
    children: [{ name: 'x', path: '/h/x', title: 'menu:x', hidden: true }],
  },
  { name: 'help', path: 'https://help.example.com', title: 'menu:help', external: true },
];

describe('the sidebar entries', () => {
  const entries = sidebarEntries(tree);

  it('shows a menu with one visible entry as that entry, with the menu’s icon', () => {
    expect(entries[0]).toEqual({ key: '/home/home', title: 'menu:home', icon: 'house', to: '/home/home' });
  });

  it('keeps a menu marked alwaysShow as a folder even with one entry', () => {
    const [kept] = sidebarEntries([{ ...(tree[0] as MenuNode), alwaysShow: true }]);
    expect(kept).toEqual({
      key: '/home',
      title: 'menu:home',
      icon: 'house',
      children: [{ key: '/home/home', title: 'menu:home', to: '/home/home' }],
    });
  });

  it('skips hidden routes and menus left empty by them, and nests submenus', () => {
    expect(entries.map((entry) => entry.key)).toEqual(['/home/home', '/m', 'https://help.example.com']);
    expect(entries[1]?.children?.map((entry) => entry.key)).toEqual(['/m/merchant_list', '/m/groups']);
    expect(entries[1]?.children?.[1]?.children?.map((entry) => entry.to)).toEqual([
      '/m/groups/a',
      '/m/groups/b',
    ]);
  });

  it('makes an external address a link of its own', () => {
    expect(entries[2]).toEqual({
      key: 'https://help.example.com',
      title: 'menu:help',
      href: 'https://help.example.com',
    });
  });

  it('finds the current page and the submenus above it, a record screen lighting up its list', () => {
    expect(currentTrail(entries, '/m/groups/b')).toEqual(['/m', '/m/groups', '/m/groups/b']);
    expect(currentTrail(entries, '/m/merchant_list/edit/4')).toEqual(['/m', '/m/merchant_list']);
    expect(currentTrail(entries, '/m/merchant_listing')).toEqual([]);
  });
});

describe('opening submenus, one at a time', () => {
  it('opens one and closes any other, keeping its own parents open', () => {
    expect(toggleSubmenu(['/m', '/m/groups'], ['/other'])).toEqual(['/other']);
    expect(toggleSubmenu(['/m'], ['/m', '/m/groups'])).toEqual(['/m', '/m/groups']);
  });

  it('closes an open one together with those inside it', () => {
    expect(toggleSubmenu(['/m', '/m/groups'], ['/m'])).toEqual([]);
    expect(toggleSubmenu(['/m', '/m/groups'], ['/m', '/m/groups'])).toEqual(['/m']);
  });

  it('tells which are open', () => {
    expect(isOpen(['/m', '/m/groups'], ['/m'])).toBe(true);
    expect(isOpen(['/m'], ['/m', '/m/groups'])).toBe(false);
  });
});

describe('the collapse cookie', () => {
  it('remembers collapsed as 0 and open as 1', () => {
    expect(collapseCookie(true)).toMatch(/^sidebarStatus=0; path=\/;/);
    expect(collapseCookie(false)).toMatch(/^sidebarStatus=1;/);
  });

  it('reads collapsed only from its own cookie saying 0', () => {
    expect(isCollapsedIn('theme=dark; sidebarStatus=0')).toBe(true);
    expect(isCollapsedIn('sidebarStatus=1')).toBe(false);
    expect(isCollapsedIn('oldsidebarStatus=0')).toBe(false);
    expect(isCollapsedIn('')).toBe(false);
  });
});
