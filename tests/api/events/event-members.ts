// Many members of one company, each signed in on his own page, made in a few statements: rows as the
// member screens store them, and a live session per member in the session store's table with the
// token's hash as member-sessions.ts keeps it, so a test can call the member routes as each of them
// without a thousand sign-ins. Their points or balance come in one ledger transaction.
import type { Database } from '../../../engine/server/db/database';
import { hashToken, newToken } from '../../../server/auth/tokens';
import { memberLedger } from '../../../server/members/member-ledger';

export interface SignedInMember {
  id: number;
  gender: string;
  token: string;
}

/** `count` active members named `<prefix><n>`, with `genderOf(n)`, each with a session token. */
export async function signedInMembers(
  db: Database,
  companyId: number,
  count: number,
  prefix: string,
  genderOf: (n: number) => string,
): Promise<SignedInMember[]> {
  const made = Array.from({ length: count }, (_, n) => ({
    nickname: `${prefix}${n}`,
    email: `${prefix}${n}@example.com`,
    gender: genderOf(n),
    accountStatus: 'active',
    vip: false,
  }));
  const { rows } = await db.query<{ id: number; gender: string }>(
    `INSERT INTO res_member (company_id, data, created_by, updated_by)
     SELECT $1, member, 1, 1 FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS m(member, n) ORDER BY n
     RETURNING id, data->>'gender' AS gender`,
    [companyId, JSON.stringify(made)],
  );
  const members = rows.map((row) => ({ ...row, token: newToken() }));
  await db.query(
    `INSERT INTO member_session (company_id, member_id, token_hash, expires_at)
     SELECT $1, s.member, s.hash, now() + interval '1 day' FROM unnest($2::int[], $3::text[]) AS s(member, hash)`,
    [companyId, members.map(({ id }) => id), members.map(({ token }) => hashToken(token))],
  );
  return members;
}

/** Gives each member `amount` of `holding` in one restaurant edit. */
export async function credit(
  db: Database,
  companyId: number,
  members: readonly { id: number }[],
  holding: 'points' | 'balance',
  amount: number,
  key: string,
): Promise<void> {
  await memberLedger.post(db, {
    companyId,
    key,
    postings: [
      ...members.map(({ id }) => ({ account: holding, member: id, amount, type: 'restaurantEdit' })),
      {
        account: holding === 'points' ? 'pointsEdits' : 'storedValueEdits',
        amount: -amount * members.length,
        type: 'restaurantEdit',
      },
    ],
    reason: 'events test',
  });
}
