// The rows of pos_device_key (migrations/0015): a device's key is issued once, shown once, and kept
// only as its SHA-256 with its last four characters; issuing another revokes it, as does revoking
// it or deleting its device. The ingest finds the key's device, shop and company from the key alone.
import { isoTimestamp } from '../../engine/server';
import type { Queryable, SystemRecords } from '../../engine/server';
import { hashToken, newToken } from '../auth/tokens';
import { liveShop, textOf } from '../shop-settings';

/** What an operator copies into the point of sale: a prefix that tells what it is, and 256 random bits. */
const KEY_PREFIX = 'pos_';
const HINT_LENGTH = 4;

export interface DeviceTenant {
  deviceId: number;
  companyId: number;
  shopId: number;
}

/** A working key's device, with its shop's own time zone when the shop names one. */
export interface KeyDevice extends DeviceTenant {
  timeZone: string | null;
}

/** Revokes the devices' working keys; answers how many were revoked. */
export async function revokeKeys(
  db: Queryable,
  deviceIds: readonly number[],
  revokedBy: number | null,
): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE pos_device_key SET revoked_at = now(), revoked_by = $2
      WHERE device_id = ANY($1::int[]) AND revoked_at IS NULL`,
    [deviceIds, revokedBy],
  );
  return rowCount;
}

/** Issues the device a new key, revoking the one it held; answers the key, which is never stored. */
export async function issueKey(db: Queryable, device: DeviceTenant, issuedBy: number): Promise<string> {
  await revokeKeys(db, [device.deviceId], issuedBy);
  const key = `${KEY_PREFIX}${newToken()}`;
  await db.query(
    `INSERT INTO pos_device_key (device_id, company_id, shop_id, key_hash, hint, issued_by)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [device.deviceId, device.companyId, device.shopId, hashToken(key), key.slice(-HINT_LENGTH), issuedBy],
  );
  return key;
}

/**
 * The device a working key belongs to, stamping its use; undefined for an unknown or revoked key,
 * or one whose device, shop or company has since been deleted.
 */
export async function deviceOfKey(
  db: Queryable,
  records: SystemRecords,
  key: string,
): Promise<KeyDevice | undefined> {
  const hash = hashToken(key);
  const { rows } = await db.query<DeviceTenant>(
    `SELECT device_id AS "deviceId", company_id AS "companyId", shop_id AS "shopId"
       FROM pos_device_key WHERE key_hash = $1 AND revoked_at IS NULL`,
    [hash],
  );
  const held = rows[0];
  const shop =
    held && (await records.find('posDevice', held.deviceId)) && (await liveShop(records, held.shopId));
  if (!held || !shop) return undefined;
  await db.query('UPDATE pos_device_key SET last_used_at = now() WHERE key_hash = $1', [hash]);
  return { ...held, timeZone: textOf(shop.timeZone) || null };
}

/** The table the device's computed fields read, which they declare (computed-fields.ts). */
export const DEVICE_KEY_TABLE = 'pos_device_key';

// The device's computed fields (schemas/store/pos-device.json), as SQL over its row.
const activeKey = (row: string, column: string) =>
  `(SELECT k.${column} FROM ${DEVICE_KEY_TABLE} k WHERE k.device_id = ${row}.id AND k.revoked_at IS NULL)`;

export const keyStateSql = (row: string): string =>
  `CASE WHEN EXISTS (SELECT 1 FROM ${DEVICE_KEY_TABLE} k WHERE k.device_id = ${row}.id AND k.revoked_at IS NULL)
        THEN 'active'
        WHEN EXISTS (SELECT 1 FROM ${DEVICE_KEY_TABLE} k WHERE k.device_id = ${row}.id) THEN 'revoked'
        ELSE 'none' END`;

export const keyHintSql = (row: string): string => activeKey(row, 'hint');

export const keyIssuedAtSql = (row: string): string => isoTimestamp(activeKey(row, 'issued_at'));

export const lastUsedAtSql = (row: string): string =>
  isoTimestamp(`(SELECT max(k.last_used_at) FROM ${DEVICE_KEY_TABLE} k WHERE k.device_id = ${row}.id)`);
