import { redirectPath } from '../../../../engine/shell/use-refresh-view';

describe('a refresh', () => {
  it('goes through /redirect plus the full path, query and all', () => {
    expect(redirectPath('/merchant_management/merchant_list?t=2&page=3')).toBe(
      '/redirect/merchant_management/merchant_list?t=2&page=3',
    );
    expect(redirectPath('/home/home')).toBe('/redirect/home/home');
  });
});
