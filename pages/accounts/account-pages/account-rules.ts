// The public account forms' own rules (business spec §5), as plain functions: what a form finds
// before it sends anything. The server holds the same rules and more, and answers per field.
import { VERIFICATION_CODE_PATTERN } from '../../../protocol/account-mail';
import { SECONDARY_PASSWORD_PATTERN } from '../../../protocol/secondary-password';
import { isEmptyValue } from '../../../engine/client';

/** A message key (translated by the page with the field's label as `label`). */
export type Problem =
  | 'validation:required'
  | 'validation:format'
  | 'validation:passwordMismatch'
  | 'validation:sixDigits'
  | 'account:errors.codeRequired'
  | 'account:errors.codeWrong'
  | 'account:errors.agreement';

export type FormValue = string | boolean;
export type Problems<K extends string> = Partial<Record<K, Problem>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function required<K extends string>(values: Record<K, FormValue>, names: readonly K[]): Problems<K> {
  return Object.fromEntries(
    names.filter((name) => isEmptyValue(values[name])).map((name) => [name, 'validation:required']),
  ) as Problems<K>;
}

/** The second entry of a new secret must repeat the first (business spec §5). */
function confirmation<K extends string>(values: Record<K, FormValue>, first: K, second: K): Problems<K> {
  return !isEmptyValue(values[second]) && values[second] !== values[first]
    ? ({ [second]: 'validation:passwordMismatch' } as Problems<K>)
    : {};
}

export const REGISTRATION_FIELDS = [
  'name',
  'introduction',
  'district',
  'address',
  'city',
  'state',
  'postalCode',
  'contacts',
  'phone1',
  'phone2',
  'email',
  'code',
  'password',
  'password2',
  'agreement',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationValues = Record<RegistrationField, FormValue>;

/** The address the send-code button mails: required and valid. */
export function emailProblem(email: FormValue): Problem | undefined {
  if (isEmptyValue(email)) return 'validation:required';
  return EMAIL.test(String(email).trim()) ? undefined : 'validation:format';
}

/**
 * Business spec §5 "Registration": email required and valid; password required with its re-entry;
 * contact phone and contact name required; the verification code not empty; the agreement ticked.
 */
export function registrationProblems(values: RegistrationValues): Problems<RegistrationField> {
  const problems: Problems<RegistrationField> = {
    ...required(values, ['name', 'contacts', 'phone1', 'password', 'password2']),
    ...confirmation(values, 'password', 'password2'),
  };
  const email = emailProblem(values.email);
  if (email) problems.email = email;
  if (isEmptyValue(values.code)) problems.code = 'account:errors.codeRequired';
  else if (!VERIFICATION_CODE_PATTERN.test(String(values.code).trim()))
    problems.code = 'account:errors.codeWrong';
  if (values.agreement !== true) problems.agreement = 'account:errors.agreement';
  return problems;
}

export type LookupField = 'emailOrUsername';

export function lookupProblems(values: Record<LookupField, FormValue>): Problems<LookupField> {
  return required(values, ['emailOrUsername']);
}

export type NewSecretField = 'newPassword' | 'newPassword2';

/** A new password, or a six-digit manager key, entered twice. */
export function newSecretProblems(
  sixDigits: boolean,
  values: Record<NewSecretField, FormValue>,
): Problems<NewSecretField> {
  const problems: Problems<NewSecretField> = {
    ...required(values, ['newPassword', 'newPassword2']),
    ...confirmation(values, 'newPassword', 'newPassword2'),
  };
  if (sixDigits && !problems.newPassword && !SECONDARY_PASSWORD_PATTERN.test(String(values.newPassword)))
    problems.newPassword = 'validation:sixDigits';
  return problems;
}

export type InvitationField = 'username' | 'password' | 'password2' | 'managerKey' | 'managerKey2';

/** The invitee chooses his username, password and six-digit manager key (business spec §3, §5). */
export function invitationProblems(values: Record<InvitationField, FormValue>): Problems<InvitationField> {
  const problems: Problems<InvitationField> = {
    ...required(values, ['username', 'password', 'password2', 'managerKey', 'managerKey2']),
    ...confirmation(values, 'password', 'password2'),
    ...confirmation(values, 'managerKey', 'managerKey2'),
  };
  if (!problems.managerKey && !SECONDARY_PASSWORD_PATTERN.test(String(values.managerKey)))
    problems.managerKey = 'validation:sixDigits';
  return problems;
}

/** The registration as sent: without the re-entered password, and without optional fields left blank. */
export function registrationBody(values: RegistrationValues): Record<string, FormValue> {
  const { password2: _password2, ...sent } = values;
  return Object.fromEntries(
    Object.entries(sent)
      .filter(([, value]) => value !== '')
      .map(([name, value]) => [
        name,
        typeof value === 'string' && name !== 'password' ? value.trim() : value,
      ]),
  );
}
