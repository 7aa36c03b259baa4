// The registration's email verification code (migrations/0007 email_verification): six digits,
// valid 10 minutes, a new one at most once a minute, kept as an argon2id hash (six digits are few
// enough that a plain SHA-256 would be reversed at once from a copy of the table).
import { randomInt } from 'node:crypto';
import {
  CODE_VALID_MINUTES,
  RESEND_AFTER_SECONDS,
  VERIFICATION_CODE_DIGITS,
} from '../../protocol/account-mail';
import { hashPassword, verifyPassword } from '../../engine/server';
import type { Queryable } from '../../engine/server';

/** Wrong codes that burn the live one: a new code must be asked for. */
export const CODE_MAX_FAILURES = 5;

export type IssuedCode = { code: string } | { waitSeconds: number };

/** A new code for the address, replacing its old one, unless the last was sent under a minute ago. */
export async function issueCode(db: Queryable, email: string): Promise<IssuedCode> {
  const code = String(randomInt(0, 10 ** VERIFICATION_CODE_DIGITS)).padStart(VERIFICATION_CODE_DIGITS, '0');
  const { rows } = await db.query(
    `INSERT INTO email_verification AS v (email, code_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))
     ON CONFLICT (email) DO UPDATE SET code_hash = excluded.code_hash, sent_at = now(),
       expires_at = excluded.expires_at, failures = 0
     WHERE v.sent_at <= now() - make_interval(secs => $4)
     RETURNING email`,
    [email, await hashPassword(code), CODE_VALID_MINUTES, RESEND_AFTER_SECONDS],
  );
  if (rows.length > 0) return { code };
  const wait = await db.query<{ seconds: number }>(
    `SELECT greatest(1, ceil(extract(epoch FROM sent_at + make_interval(secs => $2) - now())))::int AS seconds
       FROM email_verification WHERE email = $1`,
    [email, RESEND_AFTER_SECONDS],
  );
  return { waitSeconds: wait.rows[0]?.seconds ?? RESEND_AFTER_SECONDS };
}

export type CodeCheck = 'valid' | 'wrong' | 'expired';

/** Checks a code against the address's live one; a wrong code counts, and the fifth burns it. */
export async function checkCode(db: Queryable, email: string, code: string): Promise<CodeCheck> {
  const { rows } = await db.query<{ code_hash: string; live: boolean }>(
    'SELECT code_hash, expires_at > now() AS live FROM email_verification WHERE email = $1',
    [email],
  );
  const stored = rows[0];
  if (!stored?.live) return 'expired';
  if (await verifyPassword(stored.code_hash, code)) return 'valid';
  await db.query('UPDATE email_verification SET failures = failures + 1 WHERE email = $1', [email]);
  await db.query('DELETE FROM email_verification WHERE email = $1 AND failures >= $2', [
    email,
    CODE_MAX_FAILURES,
  ]);
  return 'wrong';
}

/** The code has proved its address: it cannot prove another registration. */
export async function spendCode(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM email_verification WHERE email = $1', [email]);
}
