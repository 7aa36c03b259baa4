import { Navigation } from '../../../../engine/client/navigation';
import type { NavigationAnswer } from '../../../../engine/schema/navigation-answer';

const manager = { admin: false, platManager: false, privilegeList: [] };

const answer: NavigationAnswer = {
  sections: [{ name: 'merchant_management', path: '/m', title: 'navigation:merchant_management', order: 10 }],
  routes: [
    {
      name: 'home',
      path: '/home/home',
      title: 'navigation:home',
      section: 'home',
      page: 'home',
      everyone: true,
    },
    {
      name: 'merchant_list',
      path: '/m/merchant_list',
      title: 'navigation:merchant_list',
      section: 'merchant_management',
      resource: 'company',
      privileges: { read: 'merchant_list', create: 'c', update: 'u', delete: 'd' },
    },
  ],
};

describe('the Navigation store', () => {
  it('fetches the navigation once per session, however many screens ask', async () => {
    const navigation = jest.fn().mockResolvedValue(answer);
    const store = new Navigation({ navigation, region: async () => 'hk' }, () => manager);
    await Promise.all([store.load(), store.load()]);
    await store.load();
    expect(navigation).toHaveBeenCalledTimes(1);
    expect(store.state).toBe('ready');
    expect(store.pagesBySection.map((section) => section.items.map((item) => item.name))).toEqual([
      ['home'],
      ['merchant_list'],
    ]);
    expect(store.resourceRouteNamed('merchant_list')?.resource).toBe('company');
    expect(store.resourceRouteNamed('home')).toBeUndefined();
    expect(store.routeNamed('home')).toMatchObject({ page: 'home' });
  });

  it('fetches again after a reset (the next user gets his own routes)', async () => {
    const navigation = jest.fn().mockResolvedValue(answer);
    const store = new Navigation({ navigation, region: async () => null }, () => manager);
    await store.load();
    store.reset();
    expect(store.routes).toEqual([]);
    await store.load();
    expect(navigation).toHaveBeenCalledTimes(2);
  });

  it('may retry after a failed fetch', async () => {
    const navigation = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(answer);
    const store = new Navigation({ navigation, region: async () => null }, () => manager);
    await expect(store.load()).rejects.toThrow('offline');
    expect(store.state).toBe('failed');
    await store.load();
    expect(store.state).toBe('ready');
  });

  it('does not know a route the user may not open', async () => {
    const store = new Navigation({ navigation: async () => answer, region: async () => null }, () => manager);
    await store.load();
    expect(store.routeNamed('branches_list')).toBeUndefined();
  });

  it('leads a section’s address to its first route', async () => {
    const store = new Navigation({ navigation: async () => answer, region: async () => null }, () => manager);
    await store.load();
    expect(store.redirectOf('/m')).toBe('/m/merchant_list');
    expect(store.redirectOf('/m/merchant_list')).toBeUndefined();
  });

  it('tells when the navigation left the user no route but the pages everyone has (core spec §6)', async () => {
    const empty = { ...answer, routes: answer.routes.slice(0, 1) };
    const store = new Navigation({ navigation: async () => empty, region: async () => null }, () => manager);
    expect(store.noRouteLeft).toBe(false);
    await store.load();
    expect(store.noRouteLeft).toBe(true);
  });
});
