import { autorun } from 'mobx';
import { roleLabel, Session, userDisplayName } from '../../../../engine/client/session';
import type { UserInfo } from '../../../../engine/protocol/user-info';

const admin: UserInfo = {
  id: 1,
  username: 'admin',
  name: '平台超級管理員',
  name_en: 'Platform super admin',
  email: null,
  admin: true,
  platManager: false,
  companyManager: false,
  shopManager: false,
  privilegeList: [],
  shopPrivilegeList: [],
  companyId: null,
  imgId: null,
  roles: ['admin'],
  dola_pass: true,
};

describe('the Session store', () => {
  beforeEach(() => localStorage.clear());

  it('starts signed out', () => {
    const session = new Session(localStorage);
    expect(session.isLogin).toBe(false);
    expect(session.token).toBeNull();
  });

  it('signs in, keeping the token and user info under permission- keys', () => {
    const session = new Session(localStorage);
    session.signIn({ token: 'abc', userInfo: admin });
    expect(session.isLogin).toBe(true);
    expect(localStorage.getItem('permission-token')).toBe('abc');
    expect(JSON.parse(localStorage.getItem('permission-userInfo') ?? 'null')).toEqual(admin);
  });

  it('restores a saved session after a reload', () => {
    new Session(localStorage).signIn({ token: 'abc', userInfo: admin });
    const reloaded = new Session(localStorage);
    reloaded.restore();
    expect(reloaded.isLogin).toBe(true);
    expect(reloaded.userInfo?.username).toBe('admin');
  });

  it('drops a damaged or partial saved session', () => {
    localStorage.setItem('permission-token', 'abc');
    localStorage.setItem('permission-userInfo', '{not json');
    const session = new Session(localStorage);
    session.restore();
    expect(session.isLogin).toBe(false);
    expect(localStorage.getItem('permission-token')).toBeNull();

    localStorage.setItem('permission-token', 'abc');
    localStorage.setItem('permission-userInfo', JSON.stringify({ ...admin, roles: [] }));
    session.restore();
    expect(session.isLogin).toBe(false);
  });

  it('signs out, emptying the user info and the saved keys', () => {
    const session = new Session(localStorage);
    session.signIn({ token: 'abc', userInfo: admin });
    session.signOut();
    expect(session.isLogin).toBe(false);
    expect(session.userInfo).toBeNull();
    expect(localStorage.getItem('permission-token')).toBeNull();
    expect(localStorage.getItem('permission-userInfo')).toBeNull();
  });

  it('keeps why the server ended the session until the sign-in page has told it or someone signs in', () => {
    const session = new Session(localStorage);
    session.signIn({ token: 'abc', userInfo: admin });
    session.signOut('Your sign-in has expired');
    expect(session.endedNotice).toBe('Your sign-in has expired');
    session.forgetEndedNotice();
    expect(session.endedNotice).toBeNull();
    session.signOut('Your sign-in has expired');
    session.signIn({ token: 'def', userInfo: admin });
    expect(session.endedNotice).toBeNull();
    session.signOut();
    expect(session.endedNotice).toBeNull();
  });

  it("keeps the server's setup flag as the local dola_pass, and forgets it on sign-out", () => {
    const session = new Session(localStorage);
    session.signIn({ token: 'abc', userInfo: { ...admin, dola_pass: false } });
    expect(localStorage.getItem('dola_pass')).toBe('false');
    session.updateUserInfo({ ...admin, dola_pass: true });
    expect(localStorage.getItem('dola_pass')).toBe('true');
    session.signOut();
    expect(localStorage.getItem('dola_pass')).toBeNull();
  });

  it('lets observers follow isLogin', () => {
    const session = new Session(localStorage);
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(session.isLogin));
    session.signIn({ token: 'abc', userInfo: admin });
    session.signOut();
    stop();
    expect(seen).toEqual([false, true, false]);
  });

  it('replaces the user info with a fresh copy', () => {
    const session = new Session(localStorage);
    session.signIn({ token: 'abc', userInfo: admin });
    session.updateUserInfo({ ...admin, name: '新名字' });
    expect(session.userInfo?.name).toBe('新名字');
    expect(JSON.parse(localStorage.getItem('permission-userInfo') ?? 'null').name).toBe('新名字');
  });
});

describe('how the user is named', () => {
  it('uses name for Chinese and name_en for English', () => {
    expect(userDisplayName(admin, 'zh-TW')).toBe('平台超級管理員');
    expect(userDisplayName(admin, 'zh-CN')).toBe('平台超級管理員');
    expect(userDisplayName(admin, 'en')).toBe('Platform super admin');
  });

  it('falls back to the other name, then the username', () => {
    expect(userDisplayName({ ...admin, name_en: '' }, 'en')).toBe('平台超級管理員');
    expect(userDisplayName({ ...admin, name: '', name_en: '' }, 'zh-TW')).toBe('admin');
  });

  it('labels the first role the server names, when the locales have its label', () => {
    const labelled = (key: string) => ['common:roles.admin', 'common:roles.shopManager'].includes(key);
    expect(roleLabel(admin, labelled)).toBe('common:roles.admin');
    expect(roleLabel({ ...admin, roles: ['shopManager'] }, labelled)).toBe('common:roles.shopManager');
    expect(roleLabel({ ...admin, roles: ['user'] }, labelled)).toBeUndefined();
  });
});
