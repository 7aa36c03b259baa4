import type { NavigationRoute } from '../../../../engine/schema/navigation-answer';
import { HOME_PATH } from '../../../../engine/client/navigation-tree';
import { HOME_TAB, tabFor } from '../../../../engine/client/tab-pages';
import { pathAfterClosing, tabKey, TagsView, type TabEntry } from '../../../../engine/client/tags-view';

const tab = (path: string, search = ''): TabEntry => ({
  key: tabKey(path, search),
  path,
  fullPath: path + search,
  name: path.slice(1),
  title: `navigation:${path.slice(1)}`,
  meta: {},
});

const route: NavigationRoute = {
  name: 'merchant_list',
  path: '/m/merchant_list',
  title: 'navigation:merchant_list',
  section: 'merchant_management',
  resource: 'company',
  privileges: { read: 'r', create: 'c', update: 'u', delete: 'd' },
  children: { create: true, edit: true, detail: true },
};

function visited(store: TagsView): string[] {
  return store.visitedViews.map((entry) => entry.key);
}

describe('the page key', () => {
  it('is the path plus the query parameter t, and nothing else of the query', () => {
    expect(tabKey('/a', '')).toBe('/a');
    expect(tabKey('/a', '?page=2')).toBe('/a');
    expect(tabKey('/a', '?page=2&t=17')).toBe('/a?t=17');
  });
});

describe('the TagsView store', () => {
  it('starts with the pinned home tab', () => {
    expect(visited(new TagsView([HOME_TAB]))).toEqual([HOME_PATH]);
  });

  it('adds a visited page once, bringing its tab up to the latest address', () => {
    const store = new TagsView([HOME_TAB]);
    store.addView(tab('/a', '?page=1'));
    store.addView(tab('/a', '?page=2'));
    store.addView(tab('/a', '?t=2'));
    expect(visited(store)).toEqual([HOME_PATH, '/a', '/a?t=2']);
    expect(store.visitedViews[1]?.fullPath).toBe('/a?page=2');
  });

  it('never closes a pinned tab', () => {
    const store = new TagsView([HOME_TAB]);
    expect(store.close(HOME_PATH, HOME_PATH)).toBeNull();
    expect(visited(store)).toEqual([HOME_PATH]);
  });

  it('goes to the last remaining tab when the active one closes, and stays otherwise', () => {
    const store = new TagsView([HOME_TAB]);
    ['/a', '/b', '/c'].forEach((path) => store.addView(tab(path)));
    expect(store.close('/b', '/c')).toBeNull();
    expect(store.close('/c', '/c')).toBe('/a');
    expect(visited(store)).toEqual([HOME_PATH, '/a']);
  });

  it('goes to the root when no tab is left', () => {
    expect(pathAfterClosing([])).toBe('/');
    const store = new TagsView([]);
    store.addView(tab('/a'));
    expect(store.close('/a', '/a')).toBe('/');
  });

  it('closes the others but keeps the pinned tabs, and opens the kept tab when it was not active', () => {
    const store = new TagsView([HOME_TAB]);
    ['/a', '/b', '/c'].forEach((path) => store.addView(tab(path)));
    expect(store.closeOthers('/b', '/c')).toBe('/b');
    expect(visited(store)).toEqual([HOME_PATH, '/b']);
    expect(store.closeOthers('/b', '/b')).toBeNull();
  });

  it('closes all but the pinned tabs, going to the last one left', () => {
    const store = new TagsView([HOME_TAB]);
    ['/a', '/b'].forEach((path) => store.addView(tab(path)));
    expect(store.closeAll('/a')).toBe(HOME_PATH);
    expect(visited(store)).toEqual([HOME_PATH]);
    expect(store.closeAll(HOME_PATH)).toBeNull();
  });

  it('starts over with the pinned tabs at sign-out', () => {
    const store = new TagsView([HOME_TAB]);
    store.addView(tab('/a'));
    store.reset();
    expect(visited(store)).toEqual([HOME_PATH]);
  });
});

describe('the tab of an address', () => {
  it('is home for the home page, whatever its query', () => {
    expect(tabFor({ pathname: HOME_PATH, search: '?x=1' }, [])).toMatchObject({
      key: HOME_PATH,
      fullPath: `${HOME_PATH}?x=1`,
      meta: { affix: true },
    });
  });

  it("is a route's list, or one of its record screens with the route's title", () => {
    expect(tabFor({ pathname: '/m/merchant_list', search: '?page=3' }, [route])).toEqual({
      key: '/m/merchant_list',
      path: '/m/merchant_list',
      fullPath: '/m/merchant_list?page=3',
      name: 'merchant_list',
      title: 'navigation:merchant_list',
      action: undefined,
      meta: {},
    });
    expect(tabFor({ pathname: '/m/merchant_list/edit/7', search: '' }, [route])).toMatchObject({
      key: '/m/merchant_list/edit/7',
      name: 'merchant_list.edit',
      title: 'navigation:merchant_list',
      action: 'edit',
    });
  });

  it('is none for an address no page answers (a redirect, not found, a screen the route lacks)', () => {
    expect(tabFor({ pathname: '/redirect/m/merchant_list', search: '' }, [route])).toBeUndefined();
    expect(tabFor({ pathname: '/nowhere', search: '' }, [route])).toBeUndefined();
    expect(tabFor({ pathname: '/m/merchant_list/duplicate/7', search: '' }, [route])).toBeUndefined();
  });
});
