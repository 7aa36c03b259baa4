// The user menu's secret changes (core spec §2.4, §3 "Password-change form", §5, §7): the form's own
// checks as plain rules, and the call. The server holds the rest (at least 8 characters, the old
// password right) and answers with field errors.
import { api } from './http';
import { isEmptyValue } from './form-errors';
import type { PasswordChangeForm, PasswordField, SecretChange } from './secret-changes';

// Message keys of the problems the form finds itself; `required` takes the field's label.
const REQUIRED = 'validation:required';
/** Core spec key lcmmbyz: the two new values differ. */
const MISMATCH = 'validation:passwordMismatch';

/**
 * The message key of each field's problem. Every field required, but an old value that may be
 * blank; the new value must follow the change's rule (a number of digits, say); the confirmation
 * must match.
 */
export function passwordProblems(
  change: SecretChange,
  form: PasswordChangeForm,
): Partial<Record<PasswordField, string>> {
  const problems: Partial<Record<PasswordField, string>> = {};
  const required: PasswordField[] = change.oldOptional
    ? ['newPassword', 'newPassword2']
    : ['oldPassword', 'newPassword', 'newPassword2'];
  for (const field of required) if (isEmptyValue(form[field])) problems[field] = REQUIRED;
  const { digits } = change;
  if (digits && !problems.newPassword && !new RegExp(`^\\d{${digits.count}}$`).test(form.newPassword))
    problems.newPassword = digits.message;
  if (!problems.newPassword2 && form.newPassword2 !== form.newPassword) problems.newPassword2 = MISMATCH;
  return problems;
}

/** PUT the change; the form shows a failure itself (field errors under their fields). */
export async function changePasswordRequest(change: SecretChange, form: PasswordChangeForm): Promise<void> {
  const { oldPassword, newPassword } = form;
  await api.put<null>(
    change.path,
    { ...(oldPassword ? { oldPassword } : {}), newPassword },
    { notify: false },
  );
}
