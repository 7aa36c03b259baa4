// The user menu's two password changes (core spec §2.4, §3 "Password-change form", §5, §7): the
// form's own checks as plain rules, and the calls. The server holds the rest (at least 8 characters,
// the old password right) and answers with field errors.
import { SECONDARY_PASSWORD_PATTERN } from '../protocol/constants';
import { api } from './http';
import { isEmptyValue } from './form-errors';

export type PasswordKind = 'password' | 'secondary';

export interface PasswordChangeForm {
  oldPassword: string;
  newPassword: string;
  newPassword2: string;
}

export type PasswordField = keyof PasswordChangeForm;

/** Label keys of the problems the form finds itself. */
export type PasswordProblem = 'required' | 'mismatch' | 'sixDigits';

/**
 * Change password: all three fields required; the confirmation must match (key lcmmbyz).
 * Secondary password: the old one may be blank (none is set yet, the server says when one is); the
 * new one is exactly six digits (key ejmmxzw6wsz); the confirmation must match.
 */
export function passwordProblems(
  kind: PasswordKind,
  form: PasswordChangeForm,
): Partial<Record<PasswordField, PasswordProblem>> {
  const problems: Partial<Record<PasswordField, PasswordProblem>> = {};
  const required: PasswordField[] =
    kind === 'password' ? ['oldPassword', 'newPassword', 'newPassword2'] : ['newPassword', 'newPassword2'];
  for (const field of required) if (isEmptyValue(form[field])) problems[field] = 'required';
  if (kind === 'secondary' && !problems.newPassword && !SECONDARY_PASSWORD_PATTERN.test(form.newPassword))
    problems.newPassword = 'sixDigits';
  if (!problems.newPassword2 && form.newPassword2 !== form.newPassword) problems.newPassword2 = 'mismatch';
  return problems;
}

const PATHS: Record<PasswordKind, string> = {
  password: '/user/update/password',
  secondary: '/user/update/secondary/password',
};

/** PUT the change; the form shows a failure itself (field errors under their fields). */
export async function changePasswordRequest(kind: PasswordKind, form: PasswordChangeForm): Promise<void> {
  const { oldPassword, newPassword } = form;
  await api.put<null>(
    PATHS[kind],
    { ...(oldPassword ? { oldPassword } : {}), newPassword },
    { notify: false },
  );
}
