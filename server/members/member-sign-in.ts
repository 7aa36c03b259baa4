// Whom a sign-in on the member's own page names (issue 23 item 6): the member of the company whose
// `subdomain` it gives, found by his email, his password checked against the argon2id hash the
// resource engine stored (member.json's `format: password`), while he is active and his company's
// membership settings have the module on and let members sign in with email and password. Whatever
// is wrong, nothing is answered; an unknown company or address still costs a password check
// (verifyPassword's decoy), so the time taken does not tell which part was wrong either.
import type { ApiRecord, Queryable, SystemRecords } from '../../engine/server';
import { recordRelation, verifyPassword } from '../../engine/server';
import type { MemberSignInBody } from '../../protocol/member-page';
import { merchantApproved } from '../auth/merchant-approval';
import { memberSettings } from './member-settings';

/** The sign-in method of schemas/members member-settings.json this page runs. */
const EMAIL_PASSWORD = 'emailPassword';

interface StoredMember {
  id: number;
  password: string | null;
  accountStatus: string | null;
}

/**
 * Whether the company's members may use their page now: it is approved (business §4: a pending or
 * rejected merchant's accounts do not sign in, nor do its members), its module is on and it lets
 * them sign in with email and password. Asked at sign-in and again at every call of the page, so
 * switching either off ends the sign-ins already made too.
 */
export async function membersMaySignIn(records: SystemRecords, companyId: number): Promise<boolean> {
  if (!(await merchantApproved(records, companyId))) return false;
  const settings = await memberSettings(records, companyId);
  return settings.enabled && settings.signInMethods.includes(EMAIL_PASSWORD);
}

/** The company a subdomain names, when its members may sign in. */
async function openCompany(records: SystemRecords, subdomain: string): Promise<number | undefined> {
  const [company] = await records.matching('company', { subdomain }, { caseless: ['subdomain'] });
  if (typeof company?.id !== 'number') return undefined;
  return (await membersMaySignIn(records, company.id)) ? company.id : undefined;
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
    `SELECT id, password, "accountStatus" FROM ${members} m
      WHERE company_id = $1 AND lower(email) = lower($2) ORDER BY id LIMIT 1`,
    [companyId, email],
  );
  return rows[0];
}

/** The member the credentials sign in, as a list reads him; undefined whatever is wrong. */
export async function signedInMember(
  db: Queryable,
  records: SystemRecords,
  { company, email, password }: MemberSignInBody,
): Promise<ApiRecord | undefined> {
  const companyId = await openCompany(records, company.trim());
  const stored =
    companyId === undefined ? undefined : await storedMember(db, records, companyId, email.trim());
  const right = await verifyPassword(stored?.password ?? undefined, password);
  if (!right || !stored || stored.accountStatus === 'suspended') return undefined;
  return records.find('member', stored.id);
}
