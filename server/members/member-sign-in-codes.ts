// The codes a member signs in with on his own page (migrations/0043_member_sign_in_codes.sql): six
// random digits mailed to him, kept as an argon2id hash (six digits are few enough that a plain
// digest would be reversed at once from a copy of the table, as verification-codes.ts says), live
// 10 minutes, dead after 5 tries, and good once. One per member: asking again replaces his last.
import { randomInt } from 'node:crypto';
import { hashPassword, verifyPassword, type Queryable } from '../../engine/server';
import { SIGN_IN_CODE_DIGITS, SIGN_IN_CODE_VALID_MINUTES } from '../../protocol/member-page';

/** Tries a code takes; the next finds it dead and a new one must be asked for. */
export const SIGN_IN_CODE_MAX_ATTEMPTS = 5;

/** A new code for the member, replacing (and so ending) any he was sent before. */
export async function issueSignInCode(db: Queryable, companyId: number, memberId: number): Promise<string> {
  const code = String(randomInt(0, 10 ** SIGN_IN_CODE_DIGITS)).padStart(SIGN_IN_CODE_DIGITS, '0');
  await db.query(
    `INSERT INTO member_sign_in_code (company_id, member_id, code_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4))
     ON CONFLICT (member_id) DO UPDATE SET company_id = excluded.company_id,
       code_hash = excluded.code_hash, created_at = now(), expires_at = excluded.expires_at,
       attempts = 0, used_at = NULL`,
    [companyId, memberId, await hashPassword(code), SIGN_IN_CODE_VALID_MINUTES],
  );
  return code;
}

/**
 * Spends the member's live code when `code` is it: true once, to one caller only. Each try is
 * counted before the code is compared, in the statement that finds the code live, so callers
 * asking at the same moment get 5 comparisons in all, never more. No member, or no live code,
 * still costs a comparison (verifyPassword's decoy): the time taken tells nobody which it was.
 */
export async function spendSignInCode(
  db: Queryable,
  memberId: number | undefined,
  code: string,
): Promise<boolean> {
  const { rows } = await db.query<{ id: number; code_hash: string }>(
    `UPDATE member_sign_in_code SET attempts = attempts + 1
      WHERE member_id = $1 AND used_at IS NULL AND expires_at > now() AND attempts < $2
      RETURNING id, code_hash`,
    [memberId ?? null, SIGN_IN_CODE_MAX_ATTEMPTS],
  );
  const stored = rows[0];
  const right = await verifyPassword(stored?.code_hash, code);
  if (!stored || !right) return false;
  const spent = await db.query(
    `UPDATE member_sign_in_code SET used_at = now()
      WHERE id = $1 AND code_hash = $2 AND used_at IS NULL AND expires_at > now() RETURNING id`,
    [stored.id, stored.code_hash],
  );
  return spent.rows.length > 0;
}
