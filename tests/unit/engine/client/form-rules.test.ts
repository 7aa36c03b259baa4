import { asLabel } from '../../../../engine/client/field-label';
import { fieldErrorMap, isEmptyValue, missingRequired } from '../../../../engine/client/form-errors';
import { loginPath, wantedPath } from '../../../../engine/client/login-redirect';

describe('required fields', () => {
  it('counts empty and blank strings, null, empty lists and ranges holding null as empty', () => {
    for (const value of ['', '   ', null, undefined, [], [null, '2026-01-01']])
      expect(isEmptyValue(value)).toBe(true);
  });

  it('never counts numbers or switches as empty', () => {
    for (const value of [0, false, 'a', ['x']]) expect(isEmptyValue(value)).toBe(false);
  });

  it('lists the required fields still empty, in order', () => {
    expect(missingRequired({ username: ' ', password: 'x' }, ['username', 'password'])).toEqual(['username']);
  });

  it("maps the server's field errors onto fields in the UI language", () => {
    const errors = [
      { field: 'username', msg: '請輸入用戶名', msgEn: 'Please enter username' },
      { field: 'username', msg: '第二個', msgEn: 'second' },
    ];
    expect(fieldErrorMap(errors, 'en')).toEqual({ username: 'Please enter username' });
    expect(fieldErrorMap(errors, 'zh-TW')).toEqual({ username: '請輸入用戶名' });
  });
});

describe('field labels', () => {
  it('start with a capital when they stand alone, and leave Chinese as it is', () => {
    expect(asLabel('username')).toBe('Username');
    expect(asLabel('用戶名')).toBe('用戶名');
    expect(asLabel('')).toBe('');
  });
});

describe('the wanted path across sign-in', () => {
  it('carries the wanted path through the sign-in page', () => {
    expect(loginPath('/company/list?page=2')).toBe('/login?redirect=%2Fcompany%2Flist%3Fpage%3D2');
    expect(wantedPath('?redirect=%2Fcompany%2Flist%3Fpage%3D2')).toBe('/company/list?page=2');
  });

  it('goes to the root when nothing was wanted', () => {
    expect(loginPath('/')).toBe('/login');
    expect(wantedPath('')).toBe('/');
  });

  it('never leads off the site or back to the sign-in page', () => {
    expect(wantedPath('?redirect=https://evil.example')).toBe('/');
    expect(wantedPath('?redirect=//evil.example')).toBe('/');
    expect(wantedPath('?redirect=/login')).toBe('/');
    expect(loginPath('/login?redirect=/x')).toBe('/login');
  });
});
