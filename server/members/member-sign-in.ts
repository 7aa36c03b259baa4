// Whom a sign-in on the member's own page names (issue 23 item 6): the member of the company whose
// `subdomain` it gives, found by his email, while he is active and his company lets its members sign
// in the way he tries: with his password, checked against the argon2id hash the resource engine
// stored (member.json's `format: password`), or with a code mailed to him (member-sign-in-codes.ts).
// Whatever is wrong, nothing is answered; an unknown company or address still costs a password check
// (verifyPassword's decoy), so the time taken does not tell which part was wrong either.
import type { ApiRecord, Queryable, SystemRecords } from '../../engine/server';
import { recordRelation, verifyPassword } from '../../engine/server';
import type { MemberCodeSignInBody, MemberSignInBody, MemberSignInMethod } from '../../protocol/member-page';
import { MEMBER_SIGN_IN_METHODS } from '../../protocol/member-page';
import { merchantApproved } from '../auth/merchant-approval';
import { spendSignInCode } from './member-sign-in-codes';
import { memberSettings } from './member-settings';

export interface StoredMember {
  id: number;
  companyId: number;
  /** As he signed up with it: where his codes are mailed. */
  email: string;
  password: string | null;
  accountStatus: string | null;
}

/**
 * The methods of schemas/members member-settings.json this page runs that the company lets its
 * members use now: none unless it is approved (business §4: a pending or rejected merchant's accounts
 * do not sign in, nor do its members) and its module is on.
 */
export async function openSignInMethods(
  records: SystemRecords,
  companyId: number,
): Promise<MemberSignInMethod[]> {
  if (!(await merchantApproved(records, companyId))) return [];
  const settings = await memberSettings(records, companyId);
  if (!settings.enabled) return [];
  return MEMBER_SIGN_IN_METHODS.filter((method) => settings.signInMethods.includes(method));
}

/**
 * Whether the company's members may use their page now: any of its methods is open. Asked at
 * sign-in and again at every call of the page, so switching them off ends the sign-ins made too.
 */
export async function membersMaySignIn(records: SystemRecords, companyId: number): Promise<boolean> {
  return (await openSignInMethods(records, companyId)).length > 0;
}

async function companyIdOf(records: SystemRecords, subdomain: string): Promise<number | undefined> {
  const [company] = await records.matching(
    'company',
    { subdomain: subdomain.trim() },
    { caseless: ['subdomain'] },
  );
  return typeof company?.id === 'number' ? company.id : undefined;
}

/** The page's methods the company a subdomain names opens; none for an unknown company. */
export async function signInMethodsAt(
  records: SystemRecords,
  subdomain: string,
): Promise<MemberSignInMethod[]> {
  const companyId = await companyIdOf(records, subdomain);
  return companyId === undefined ? [] : openSignInMethods(records, companyId);
}

/** The company a subdomain names, when its members may sign in with `method`. */
async function openCompany(
  records: SystemRecords,
  subdomain: string,
  method: MemberSignInMethod,
): Promise<number | undefined> {
  const companyId = await companyIdOf(records, subdomain);
  if (companyId === undefined) return undefined;
  return (await openSignInMethods(records, companyId)).includes(method) ? companyId : undefined;
}

/** The company's member with that email, with his password's hash (which no list answers). */
async function storedMember(
  db: Queryable,
  records: SystemRecords,
  companyId: number,
  email: string,
): Promise<StoredMember | undefined> {
  const members = recordRelation(records.resource('member'), ['email', 'password', 'accountStatus']);
  const { rows } = await db.query<StoredMember>(
    `SELECT id, company_id AS "companyId", email, password, "accountStatus" FROM ${members} m
      WHERE company_id = $1 AND lower(email) = lower($2) ORDER BY id LIMIT 1`,
    [companyId, email.trim()],
  );
  return rows[0];
}

const isActive = (member: StoredMember | undefined): member is StoredMember =>
  member !== undefined && member.accountStatus !== 'suspended';

/**
 * The active member of the company a subdomain names, when it lets its members sign in with
 * `method`; undefined whatever is wrong.
 */
export async function activeMember(
  db: Queryable,
  records: SystemRecords,
  company: string,
  email: string,
  method: MemberSignInMethod,
): Promise<StoredMember | undefined> {
  const companyId = await openCompany(records, company, method);
  const stored = companyId === undefined ? undefined : await storedMember(db, records, companyId, email);
  return isActive(stored) ? stored : undefined;
}

/** The member the credentials sign in, as a list reads him; undefined whatever is wrong. */
export async function signedInMember(
  db: Queryable,
  records: SystemRecords,
  { company, email, password }: MemberSignInBody,
): Promise<ApiRecord | undefined> {
  const companyId = await openCompany(records, company, 'emailPassword');
  const stored = companyId === undefined ? undefined : await storedMember(db, records, companyId, email);
  const right = await verifyPassword(stored?.password ?? undefined, password);
  if (!right || !isActive(stored)) return undefined;
  return records.find('member', stored.id);
}

/** The member a mailed code signs in, spending it, as a list reads him; undefined whatever is wrong. */
export async function codeSignedInMember(
  db: Queryable,
  records: SystemRecords,
  { company, email, code }: MemberCodeSignInBody,
): Promise<ApiRecord | undefined> {
  const member = await activeMember(db, records, company, email, 'emailCode');
  const right = await spendSignInCode(db, member?.id, code.trim());
  return right && member ? records.find('member', member.id) : undefined;
}
