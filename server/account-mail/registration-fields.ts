// The merchant registration form (business spec §3 "Merchant registration", §5): its fields carry
// the merchant record's names, so the engine validates them with the merchant's own rules; the
// owner's password, the emailed code and the agreement are the registration's own.
import { VERIFICATION_CODE_PATTERN } from '../../protocol/account-mail';
import { Status } from '../../engine/protocol';
import { textLengthOf, validateRecord } from '../../engine/schema';
import type { ResourceSchema } from '../../engine/schema';
import { bodySchema, boundedString, BusinessError } from '../../engine/server';
import type { FieldProblem } from '../../engine/server';
import { LINK_CODE_LENGTH, PASSWORD_LENGTH } from '../../protocol/text-lengths';

/** Fields copied to the merchant record; the email is also the owner's username. */
export const MERCHANT_FIELDS = [
  'name',
  'introduction',
  'district',
  'phone1',
  'phone2',
  'email',
  'contacts',
  'picture',
  'logo',
  'address',
  'city',
  'state',
  'postalCode',
] as const;

/** The registration's own fields, in the form's order. */
export const REGISTRATION_FIELDS = [...MERCHANT_FIELDS, 'password', 'code', 'agreement'] as const;

/** The registration as sent: every field a text but the ticked agreement. */
export type RegistrationBody = Partial<
  Record<(typeof MERCHANT_FIELDS)[number] | 'password' | 'code', string>
> & {
  agreement?: boolean;
};

/**
 * The declared body: types and the merchant's own bounds, labelled as the form labels them. What is
 * required and how each field must read are the merchant's and the account's rules, checked by
 * formProblems all at once.
 */
export function registrationBody(merchants: ResourceSchema) {
  const text = (name: string, maxLength: number) => boundedString(maxLength, `account:fields.${name}`);
  return bodySchema({
    ...Object.fromEntries(
      MERCHANT_FIELDS.map((name) => [name, text(name, textLengthOf(merchants.fields[name] ?? {}))]),
    ),
    password: text('password', PASSWORD_LENGTH),
    code: text('code', LINK_CODE_LENGTH),
    agreement: { type: 'boolean', title: 'account:fields.agreement' },
  });
}

/** The address a registration is about: trimmed and lower-cased, so one mailbox is one address. */
export const normalEmail = (value: string): string => value.trim().toLowerCase();

/** Problems told in the form's words: the owner's username is his email, and labels are the form's. */
export function inFormWords(problems: readonly FieldProblem[]): FieldProblem[] {
  const known = new Set<string>(REGISTRATION_FIELDS);
  return problems.map((problem) => {
    const name = problem.field === 'username' ? 'email' : problem.field;
    return known.has(name) ? { ...problem, field: name, label: `account:fields.${name}` } : problem;
  });
}

/** Only the problems of the fields named, in the form's words. */
export function problemsOf(problems: readonly FieldProblem[], fields: readonly string[]): FieldProblem[] {
  return inFormWords(problems.filter((problem) => fields.includes(problem.field)));
}

/**
 * The form's problems before anything is looked up: the merchant's fields by the merchant's rules,
 * the password by the account's, a six-digit code and the ticked agreement (business spec §5).
 */
export function formProblems(
  merchants: ResourceSchema,
  accounts: ResourceSchema,
  merchant: Record<string, unknown>,
  body: RegistrationBody,
): FieldProblem[] {
  const problems = inFormWords(validateRecord(merchants, merchant, Object.keys(merchant)).problems);
  const password = body.password ?? '';
  if (password === '') problems.push(problem('password', 'validation:required'));
  else
    problems.push(...problemsOf(validateRecord(accounts, { password }, ['password']).problems, ['password']));
  const code = (body.code ?? '').trim();
  if (code === '') problems.push(problem('code', 'account:errors.codeRequired'));
  else if (!VERIFICATION_CODE_PATTERN.test(code)) problems.push(problem('code', 'account:errors.codeWrong'));
  if (body.agreement !== true) problems.push(problem('agreement', 'account:errors.agreement'));
  return problems;
}

const problem = (field: string, key: string): FieldProblem => ({
  field,
  key,
  label: `account:fields.${field}`,
});

/** Refuses with every problem at once, or does nothing. */
export function refuseProblems(problems: FieldProblem[]): void {
  if (problems.length > 0) throw new BusinessError(Status.invalidInput, {}, problems);
}
