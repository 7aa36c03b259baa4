// The rows of reservation_booking_token (migrations/0024): a shop's booking URL is
// `${origin}/book/<token>`. The token is made with the shop's first saved reservation settings,
// replaced when an operator recreates the URL (the old one is overwritten: kept nowhere, it never
// leads to the shop again), and resolved by the guests' public booking page.
import { newToken } from '../../engine/server';
import type { Queryable, SystemRecords, Tenant } from '../../engine/server';
import { liveShop } from '../shop-settings';

/** Where a booking URL leads: the shop and its company. */
export interface BookingShop {
  shopId: number;
  companyId: number;
}

/** The shop's token, made now unless it has one (a first save after a recreation keeps it). */
export async function ensureBookingToken(
  db: Queryable,
  tenant: Tenant,
  madeBy: number | null,
): Promise<void> {
  await db.query(
    `INSERT INTO reservation_booking_token (shop_id, company_id, token, made_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (shop_id) DO NOTHING`,
    [tenant.shopId, tenant.companyId, newToken(), madeBy],
  );
}

/** Replaces the shop's token with a new one and answers it; the old one is gone with this write. */
export async function replaceBookingToken(
  db: Queryable,
  tenant: Tenant,
  madeBy: number | null,
): Promise<string> {
  const { rows } = await db.query<{ token: string }>(
    `INSERT INTO reservation_booking_token (shop_id, company_id, token, made_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (shop_id) DO UPDATE SET token = EXCLUDED.token, made_at = now(), made_by = EXCLUDED.made_by
     RETURNING token`,
    [tenant.shopId, tenant.companyId, newToken(), madeBy],
  );
  const token = rows[0]?.token;
  if (token === undefined) throw new Error('replacing a booking token wrote no row');
  return token;
}

/**
 * The shop a booking URL's token leads to, for the guests' public booking page; undefined for a
 * token never made, one since replaced, or one whose shop or company has been deleted.
 */
export async function shopForBookingToken(
  db: Queryable,
  records: SystemRecords,
  token: string,
): Promise<BookingShop | undefined> {
  const { rows } = await db.query<BookingShop>(
    `SELECT shop_id AS "shopId", company_id AS "companyId" FROM reservation_booking_token WHERE token = $1`,
    [token],
  );
  const found = rows[0];
  return found && (await liveShop(records, found.shopId)) ? found : undefined;
}

/** The table of the booking tokens, which the computed URL declares it reads. */
export const BOOKING_TOKEN_TABLE = 'reservation_booking_token';

/**
 * The settings' `bookingUrl` (schemas/reservations/reservation-settings.json), as SQL over its row:
 * the shop, so the screen can recreate it, and the token the URL ends with.
 */
export const bookingUrlSql = (row: string): string =>
  `(SELECT jsonb_build_object('shopId', t.shop_id, 'token', t.token)
      FROM ${BOOKING_TOKEN_TABLE} t WHERE t.shop_id = ${row}.shop_id)`;
