import { grantRoute, revokeRoute, type LinkedRoute } from '../../../../engine/client/route-dependencies';

const routes: LinkedRoute[] = [
  { name: 'merchant_list', syncRoute: ['merchant_edit_page', 'merchant_audit'] },
  { name: 'merchant_edit_page', relyRoute: 'merchant_list' },
  { name: 'merchant_audit', relyRoute: 'merchant_edit_page' },
  { name: 'loop_a', relyRoute: 'loop_b' },
  { name: 'loop_b', relyRoute: 'loop_a' },
];

describe('granting a route (core spec §4 "relyRoute")', () => {
  it('grants the route it relies on, and that one’s in turn', () => {
    expect(grantRoute([], 'merchant_audit', routes).sort()).toEqual([
      'merchant_audit',
      'merchant_edit_page',
      'merchant_list',
    ]);
  });

  it('keeps what was held, once each, and stops on a loop', () => {
    expect(grantRoute(['merchant_list', 'other'], 'merchant_edit_page', routes).sort()).toEqual([
      'merchant_edit_page',
      'merchant_list',
      'other',
    ]);
    expect(grantRoute([], 'loop_a', routes).sort()).toEqual(['loop_a', 'loop_b']);
  });

  it('grants a route that relies on nothing alone', () => {
    expect(grantRoute([], 'merchant_list', routes)).toEqual(['merchant_list']);
  });
});

describe('revoking a route (core spec §4 "syncRoute")', () => {
  it('revokes its syncRoute siblings with it', () => {
    expect(
      revokeRoute(
        ['merchant_list', 'merchant_edit_page', 'merchant_audit', 'other'],
        'merchant_list',
        routes,
      ),
    ).toEqual(['other']);
  });

  it('revokes only itself when it names no siblings', () => {
    expect(revokeRoute(['merchant_list', 'merchant_edit_page'], 'merchant_edit_page', routes)).toEqual([
      'merchant_list',
    ]);
  });
});
