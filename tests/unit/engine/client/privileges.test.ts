import { hasPrivilege } from '../../../../engine/client/privileges';
import { userInfo } from '../../../support/resources';

describe('hasPrivilege', () => {
  it('lets an admin do everything', () => {
    expect(hasPrivilege(userInfo({ admin: true }), 'merchant_delete')).toBe(true);
  });

  it('lets anyone else do what his privilegeList names', () => {
    const owner = userInfo({ privilegeList: ['branches_list', 'branches_create'] });
    expect(hasPrivilege(owner, 'branches_create')).toBe(true);
    expect(hasPrivilege(owner, 'branches_delete')).toBe(false);
  });

  it('shows a button with two keys when either is held (core spec §6)', () => {
    const owner = userInfo({ privilegeList: ['b'] });
    expect(hasPrivilege(owner, 'a', 'b')).toBe(true);
  });

  it('grants nobody, an admin neither, a call the resource does not declare', () => {
    expect(hasPrivilege(userInfo({ admin: true }), undefined)).toBe(false);
    expect(hasPrivilege(userInfo({ admin: true }), undefined, 'merchant_delete')).toBe(true);
  });

  it('refuses when nobody is signed in', () => {
    expect(hasPrivilege(null, 'anything')).toBe(false);
  });
});
