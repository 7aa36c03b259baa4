// The passes issued to members (migration 0052 wallet_pass) and the Apple devices registered for
// their updates (wallet_pass_device). A member has one pass, made the first time he asks for either
// platform's; its serial and Apple token never change, so a pass already in his wallet keeps working.
// Apple's calls find the pass by serial and token first; everything after is within its company.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database, Language, Queryable } from '../../../engine/server';

export interface IssuedPass {
  companyId: number;
  memberId: number;
  serial: string;
  authToken: string;
  language: Language;
  /** When what the pass shows last changed (Apple's `lastUpdated` tag is its milliseconds). */
  changedAt: Date;
}

const COLUMNS = `company_id AS "companyId", member_id AS "memberId", serial, auth_token AS "authToken",
  language, changed_at AS "changedAt"`;

/** What the pass shows when it is issued: kept so the update job sees a change since. */
export interface Shown {
  points: number;
  balance: number;
  levelId: number | null;
}

/**
 * The member's pass, made now if he has none (concurrent first asks make one); his language is the
 * latest he asked in. `google` marks that a Google object may now exist for the updates to patch.
 */
export async function issuePass(
  db: Queryable,
  member: { companyId: number; memberId: number },
  language: Language,
  shown: Shown,
  google: boolean,
): Promise<IssuedPass> {
  const { rows } = await db.query<IssuedPass>(
    `INSERT INTO wallet_pass AS p
       (company_id, member_id, serial, auth_token, language, shown_points, shown_balance, shown_level, google_saved)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (company_id, member_id) DO UPDATE
       SET language = excluded.language, google_saved = p.google_saved OR excluded.google_saved
     RETURNING ${COLUMNS}`,
    [
      member.companyId,
      member.memberId,
      randomUUID(),
      randomBytes(24).toString('base64url'),
      language,
      shown.points,
      shown.balance,
      shown.levelId,
      google,
    ],
  );
  const [pass] = rows;
  if (!pass) throw new Error('the wallet pass was not written');
  return pass;
}

/** The pass of `serial` when `token` is its Apple token; undefined otherwise (a wrong token learns nothing). */
export async function passWithToken(
  db: Queryable,
  serial: string,
  token: string,
): Promise<IssuedPass | undefined> {
  const { rows } = await db.query<IssuedPass>(
    `SELECT ${COLUMNS} FROM wallet_pass WHERE serial = $1 AND auth_token = $2`,
    [serial, token],
  );
  return rows[0];
}

/** The most devices one pass may register for its updates: one member's phones and watches. */
export const MAX_DEVICES_PER_PASS = 20;

/** A pass as Apple's calls name it, once proven: its company and serial. */
export type PassKey = Pick<IssuedPass, 'companyId' | 'serial'>;

/**
 * Registers a device for a pass's updates: `created`, or `renewed` when it was already registered
 * (its push token replaced), or `full` when the pass already has MAX_DEVICES_PER_PASS others. The
 * pass row's lock serializes a pass's registrations, so concurrent ones never pass the cap.
 */
export async function registerDevice(
  db: Database,
  pass: PassKey,
  deviceId: string,
  pushToken: string,
): Promise<'created' | 'renewed' | 'full'> {
  return db.transaction(async (tx) => {
    const params = [pass.companyId, pass.serial];
    await tx.query('SELECT 1 FROM wallet_pass WHERE company_id = $1 AND serial = $2 FOR UPDATE', params);
    const { rows } = await tx.query<{ devices: number; known: boolean }>(
      `SELECT count(*)::int AS devices, coalesce(bool_or(device_id = $3), false) AS known
         FROM wallet_pass_device WHERE company_id = $1 AND serial = $2`,
      [...params, deviceId],
    );
    const known = rows[0]?.known === true;
    if (!known && (rows[0]?.devices ?? 0) >= MAX_DEVICES_PER_PASS) return 'full';
    await tx.query(
      `INSERT INTO wallet_pass_device (company_id, device_id, serial, push_token) VALUES ($1, $3, $2, $4)
       ON CONFLICT (company_id, device_id, serial) DO UPDATE SET push_token = excluded.push_token`,
      [...params, deviceId, pushToken],
    );
    return known ? 'renewed' : 'created';
  });
}

export async function unregisterDevice(db: Queryable, pass: PassKey, deviceId: string): Promise<void> {
  await db.query('DELETE FROM wallet_pass_device WHERE company_id = $1 AND serial = $2 AND device_id = $3', [
    pass.companyId,
    pass.serial,
    deviceId,
  ]);
}

/** A device's passes changed after `since` (all of them without it), oldest change first. */
export async function devicePassesChanged(
  db: Queryable,
  deviceId: string,
  since: Date | undefined,
): Promise<{ serial: string; companyId: number; changedAt: Date }[]> {
  const { rows } = await db.query<{ serial: string; companyId: number; changedAt: Date }>(
    `SELECT p.serial, p.company_id AS "companyId", p.changed_at AS "changedAt"
       FROM wallet_pass_device d JOIN wallet_pass p ON p.company_id = d.company_id AND p.serial = d.serial
      WHERE d.device_id = $1
        AND ($2::timestamptz IS NULL OR date_trunc('milliseconds', p.changed_at) > $2)
      ORDER BY p.changed_at`,
    [deviceId, since?.toISOString() ?? null],
  );
  return rows;
}

/** The push tokens of the devices registered for a pass. */
export async function pushTokens(db: Queryable, pass: PassKey): Promise<string[]> {
  const { rows } = await db.query<{ token: string }>(
    `SELECT DISTINCT push_token AS token FROM wallet_pass_device
      WHERE company_id = $1 AND serial = $2 ORDER BY push_token`,
    [pass.companyId, pass.serial],
  );
  return rows.map(({ token }) => token);
}

/** Drops the registrations of a push token APNs says is dead. */
export async function dropPushToken(db: Queryable, pass: PassKey, token: string): Promise<void> {
  await db.query('DELETE FROM wallet_pass_device WHERE company_id = $1 AND serial = $2 AND push_token = $3', [
    pass.companyId,
    pass.serial,
    token,
  ]);
}
