import { passwordProblems } from '../../../../engine/client/password-change';
import {
  secretChangesFor,
  SIGN_IN_PASSWORD,
  type SecretChange,
} from '../../../../engine/client/secret-changes';
import { registerSecondaryPassword } from '../../../../pages/secondary-password';
import type { UserInfo } from '../../../../engine/protocol/user-info';

const form = (oldPassword: string, newPassword: string, newPassword2: string) => ({
  oldPassword,
  newPassword,
  newPassword2,
});

registerSecondaryPassword();
const user = { shopManager: false } as UserInfo;
const secondary = secretChangesFor({ ...user, shopManager: true }).find(
  (change) => change.name === 'secondaryPassword',
) as SecretChange;

describe('the change-password form', () => {
  it('requires all three fields', () => {
    expect(passwordProblems(SIGN_IN_PASSWORD, form('', '', ''))).toEqual({
      oldPassword: 'validation:required',
      newPassword: 'validation:required',
      newPassword2: 'validation:required',
    });
  });

  it('wants the confirmation to match (lcmmbyz)', () => {
    expect(passwordProblems(SIGN_IN_PASSWORD, form('old', 'Harbour#2027', 'Harbour#2028'))).toEqual({
      newPassword2: 'validation:passwordMismatch',
    });
    expect(passwordProblems(SIGN_IN_PASSWORD, form('old', 'Harbour#2027', 'Harbour#2027'))).toEqual({});
  });
});

describe('the change-secondary-password form', () => {
  it('is offered to shop managers only, after the password', () => {
    expect(secretChangesFor(user)).toEqual([SIGN_IN_PASSWORD]);
    expect(secretChangesFor({ ...user, shopManager: true })).toEqual([SIGN_IN_PASSWORD, secondary]);
  });

  it('takes a blank old password (none set yet) and exactly six digits', () => {
    expect(passwordProblems(secondary, form('', '246810', '246810'))).toEqual({});
  });

  it('refuses anything but six digits (ejmmxzw6wsz)', () => {
    for (const value of ['12345', '1234567', '12345a', ' 123456'])
      expect(passwordProblems(secondary, form('', value, value)).newPassword).toBe('validation:sixDigits');
  });

  it('wants the confirmation to match and both new fields filled', () => {
    expect(passwordProblems(secondary, form('', '246810', '135790'))).toEqual({
      newPassword2: 'validation:passwordMismatch',
    });
    expect(passwordProblems(secondary, form('', '', ''))).toEqual({
      newPassword: 'validation:required',
      newPassword2: 'validation:required',
    });
  });
});
