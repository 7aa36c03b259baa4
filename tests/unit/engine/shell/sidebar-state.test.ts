import type { NavigationNode } from '../../../../engine/client/navigation-tree';
import { collapseCookie, isCollapsedIn } from '../../../../engine/shell/sidebar-collapse';
import { currentTrail, isOpen, sidebarEntries, toggleSection } from '../../../../engine/shell/sidebar-state';

const tree: NavigationNode[] = [
  {
    name: 'home',
    path: '/home',
    title: 'navigation:home',
    icon: 'house',
    children: [{ name: 'home', path: '/home/home', title: 'navigation:home' }],
  },
  {
    name: 'merchant_management',
    path: '/m',
    title: 'navigation:merchant_management',
    icon: 'building-shop',
    children: [
      { name: 'merchant_list', path: '/m/merchant_list', title: 'navigation:merchant_list' },
      {
        name: 'merchant_detail',
        path: '/m/merchant_detail',
        title: 'navigation:merchant_detail',
        hidden: true,
      },
      {
        name: 'groups',
        path: '/m/groups',
        title: 'navigation:groups',
        children: [
          { name: 'a', path: '/m/groups/a', title: 'navigation:a' },
          { name: 'b', path: '/m/groups/b', title: 'navigation:b' },
        ],
      },
    ],
  },
  {
    name: 'only_hidden',
    path: '/h',
    title: 'navigation:h',
    children: [{ name: 'x', path: '/h/x', title: 'navigation:x', hidden: true }],
  },
  { name: 'help', path: 'https://help.example.com', title: 'navigation:help', external: true },
];

describe('the sidebar entries', () => {
  const entries = sidebarEntries(tree);

  it('shows a section with one visible entry as that entry, with the section’s icon', () => {
    expect(entries[0]).toEqual({
      key: '/home/home',
      title: 'navigation:home',
      icon: 'house',
      to: '/home/home',
    });
  });

  it('keeps a section marked alwaysShow as a folder even with one entry', () => {
    const [kept] = sidebarEntries([{ ...(tree[0] as NavigationNode), alwaysShow: true }]);
    expect(kept).toEqual({
      key: '/home',
      title: 'navigation:home',
      icon: 'house',
      children: [{ key: '/home/home', title: 'navigation:home', to: '/home/home' }],
    });
  });

  it('skips hidden routes and sections left empty by them, and nests sections', () => {
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
      title: 'navigation:help',
      href: 'https://help.example.com',
    });
  });

  it('finds the current page and the sections above it, a record screen lighting up its list', () => {
    expect(currentTrail(entries, '/m/groups/b')).toEqual(['/m', '/m/groups', '/m/groups/b']);
    expect(currentTrail(entries, '/m/merchant_list/edit/4')).toEqual(['/m', '/m/merchant_list']);
    expect(currentTrail(entries, '/m/merchant_listing')).toEqual([]);
  });
});

describe('opening sections, one at a time', () => {
  it('opens one and closes any other, keeping its own parents open', () => {
    expect(toggleSection(['/m', '/m/groups'], ['/other'])).toEqual(['/other']);
    expect(toggleSection(['/m'], ['/m', '/m/groups'])).toEqual(['/m', '/m/groups']);
  });

  it('closes an open one together with those inside it', () => {
    expect(toggleSection(['/m', '/m/groups'], ['/m'])).toEqual([]);
    expect(toggleSection(['/m', '/m/groups'], ['/m', '/m/groups'])).toEqual(['/m']);
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
