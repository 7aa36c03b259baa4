import { passwordProblems } from '../../../engine/client/password-change';

const form = (oldPassword: string, newPassword: string, newPassword2: string) => ({
  oldPassword,
  newPassword,
  newPassword2,
});

describe('the change-password form', () => {
  it('requires all three fields', () => {
    expect(passwordProblems('password', form('', '', ''))).toEqual({
      oldPassword: 'required',
      newPassword: 'required',
      newPassword2: 'required',
    });
  });

  it('wants the confirmation to match (lcmmbyz)', () => {
    expect(passwordProblems('password', form('old', 'Harbour#2027', 'Harbour#2028'))).toEqual({
      newPassword2: 'mismatch',
    });
    expect(passwordProblems('password', form('old', 'Harbour#2027', 'Harbour#2027'))).toEqual({});
  });
});

describe('the change-secondary-password form', () => {
  it('takes a blank old password (none set yet) and exactly six digits', () => {
    expect(passwordProblems('secondary', form('', '246810', '246810'))).toEqual({});
  });

  it('refuses anything but six digits (ejmmxzw6wsz)', () => {
    for (const value of ['12345', '1234567', '12345a', ' 123456'])
      expect(passwordProblems('secondary', form('', value, value)).newPassword).toBe('sixDigits');
  });

  it('wants the confirmation to match and both new fields filled', () => {
    expect(passwordProblems('secondary', form('', '246810', '135790'))).toEqual({ newPassword2: 'mismatch' });
    expect(passwordProblems('secondary', form('', '', ''))).toEqual({
      newPassword: 'required',
      newPassword2: 'required',
    });
  });
});
