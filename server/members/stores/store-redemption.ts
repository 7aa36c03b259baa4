// A points-store redemption (issue 24 item 2): ONE database transaction that claims the key, checks
// the store, the entry and the member, draws one of the entry's stock, posts the points (and a
// posted item's postage from the balance) to the ledger and gives a coupon entry's coupons. A
// replay of the key answers the first outcome and moves nothing; the key with another entry or
// member is refused; a refusal anywhere leaves nothing drawn, posted or given.
import { BusinessError } from '../../../engine/server';
import type { Database, LedgerCause, Queryable, SystemRecords } from '../../../engine/server';
import { Status } from '../../../engine/protocol';
import type { StoreKind, StoreRedemption } from '../../../protocol/points-store';
import { grantCoupons, type CouponGrant } from '../coupon-grants';
import { memberLedger } from '../member-ledger';
import { findEntry, postageOf, storeSettings, type StoreEntry } from './store-entries';
import { drawStock } from './store-stock';

export interface RedemptionAsk {
  companyId: number;
  memberId: number;
  kind: StoreKind;
  entryId: number;
  /** The key as kept: the route's prefix and the caller's key (store-plugin.ts, store-page-plugin.ts). */
  key: string;
  by: LedgerCause;
}

/** A store_redemption row as read: the answer's facts, with its member and the columns' own types. */
type RedemptionRow = Omit<StoreRedemption, 'transactionId' | 'replayed' | 'redeemedAt'> & {
  memberId: number;
  transactionId: string;
  redeemedAt: Date;
};

const DAY_MS = 86_400_000;

/** A refusal naming the field it is about. */
export const refusedOn = (
  field: string,
  key: string,
  label: string,
  status: (typeof Status)[keyof typeof Status] = Status.invalidInput,
) => new BusinessError(status, {}, [{ field, key, label }]);

const entryRefused = (key: string) => refusedOn('entryId', key, 'stores:fields.entry');

// Another request with the same key committed while this one waited on the key's row.
class TwinRedemption extends Error {}

const answer = (row: RedemptionRow, replayed: boolean): StoreRedemption => ({
  transactionId: Number(row.transactionId),
  replayed,
  kind: row.kind,
  entryId: row.entryId,
  name: row.name,
  points: row.points,
  postage: row.postage,
  coupons: row.coupons,
  redeemedAt: new Date(row.redeemedAt).toISOString(),
});

async function firstOutcome(q: Queryable, ask: RedemptionAsk): Promise<StoreRedemption | undefined> {
  const { rows } = await q.query<RedemptionRow>(
    `SELECT member_id AS "memberId", entry_kind AS kind, entry_id AS "entryId", name, points, postage,
            coupons, transaction_id AS "transactionId", redeemed_at AS "redeemedAt"
       FROM store_redemption WHERE company_id = $1 AND idempotency_key = $2`,
    [ask.companyId, ask.key],
  );
  const first = rows[0];
  if (!first) return undefined;
  if (first.memberId !== ask.memberId || first.kind !== ask.kind || first.entryId !== ask.entryId)
    throw new BusinessError(Status.keyReused);
  return answer(first, true);
}

/** The entry and its postage, if the company's store offers it now; else the refusal naming why. */
async function redeemableEntry(
  records: SystemRecords,
  ask: RedemptionAsk,
): Promise<{ entry: StoreEntry; postage: number }> {
  const settings = await storeSettings(records, ask.companyId);
  if (!settings.open) throw entryRefused('stores:messages.storeClosed');
  const entry = await findEntry(records, ask.companyId, ask.kind, ask.entryId);
  if (!entry) throw new BusinessError(Status.notFound);
  if (!entry.enabled) throw entryRefused('stores:messages.entryDisabled');
  if (entry.invalid) throw entryRefused('stores:messages.entryInvalid');
  return { entry, postage: postageOf(entry, settings) };
}

const NOT_ENOUGH = {
  points: 'stores:messages.notEnoughPoints',
  balance: 'stores:messages.notEnoughBalance',
} as const;

/** Refuses, naming the holding, a member with less than `needed`; the floors still hold in a race. */
async function requireFunds(
  q: Queryable,
  ask: RedemptionAsk,
  holding: keyof typeof NOT_ENOUGH,
  needed: number,
) {
  const spendable = await memberLedger.spendable(q, ask.companyId, holding, [ask.memberId]);
  if ((spendable.get(ask.memberId) ?? 0) < needed)
    throw refusedOn(holding, NOT_ENOUGH[holding], `stores:fields.${holding}`, Status.insufficientFunds);
}

function couponGrants(entry: StoreEntry, ask: RedemptionAsk, now: Date): CouponGrant[] {
  if (entry.kind !== 'coupon') return [];
  const expiresAt = new Date(now.getTime() + entry.expirationDays * DAY_MS);
  return entry.couponIds.map((couponId, place) => ({
    origin: 'store',
    key: `store:${ask.key}:${place}`,
    memberId: ask.memberId,
    couponId,
    name: entry.name,
    singleUse: entry.singleUse,
    issuedAt: now,
    expiresAt,
  }));
}

async function redeemIn(tx: Queryable, records: SystemRecords, ask: RedemptionAsk): Promise<StoreRedemption> {
  const first = await firstOutcome(tx, ask);
  if (first) return first;
  const [member] = await records.matching('member', { companyId: ask.companyId }, {}, ask.memberId);
  if (!member) throw new BusinessError(Status.notFound);
  if (member.accountStatus === 'suspended')
    throw refusedOn('id', 'stores:messages.memberSuspended', 'stores:fields.member');
  const { entry, postage } = await redeemableEntry(records, ask);
  await requireFunds(tx, ask, 'points', entry.requiredPoints);
  if (postage > 0) await requireFunds(tx, ask, 'balance', postage);
  const now = new Date();
  const grants = couponGrants(entry, ask, now);
  // The key's row first: a concurrent twin waits here, then finds the first outcome (redeem).
  const claimed = await tx.query(
    `INSERT INTO store_redemption (company_id, idempotency_key, member_id, entry_kind, entry_id, name, points,
                                   postage, coupons, redeemed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (company_id, idempotency_key) DO NOTHING RETURNING 1`,
    [
      ask.companyId,
      ask.key,
      ask.memberId,
      entry.kind,
      entry.id,
      entry.name,
      entry.requiredPoints,
      postage,
      grants.length,
      now.toISOString(),
    ],
  );
  if (claimed.rows.length === 0) throw new TwinRedemption();
  if (!(await drawStock(tx, entry))) throw entryRefused('stores:messages.outOfStock');
  const posted = await memberLedger.post(tx, {
    companyId: ask.companyId,
    key: `store:${ask.key}`,
    postings: [
      { account: 'points', member: ask.memberId, amount: -entry.requiredPoints, type: 'claim' },
      { account: 'pointsRedeemed', amount: entry.requiredPoints, type: 'claim' },
      ...(postage === 0
        ? []
        : [
            { account: 'balance' as const, member: ask.memberId, amount: -postage, type: 'itemPostage' },
            { account: 'postageCollected' as const, amount: postage, type: 'itemPostage' },
          ]),
    ],
    by: ask.by,
    source: { kind: 'storeRedemption', id: `${entry.kind}:${entry.id}` },
  });
  await grantCoupons(tx, ask.companyId, grants);
  await tx.query(
    'UPDATE store_redemption SET transaction_id = $3 WHERE company_id = $1 AND idempotency_key = $2',
    [ask.companyId, ask.key, posted.transactionId],
  );
  return answer(
    {
      memberId: ask.memberId,
      kind: entry.kind,
      entryId: entry.id,
      name: entry.name,
      points: entry.requiredPoints,
      postage,
      coupons: grants.length,
      transactionId: String(posted.transactionId),
      redeemedAt: now,
    },
    false,
  );
}

/** Redeems the entry for the member once per key (see the head of this file). */
export async function redeem(
  db: Database,
  records: SystemRecords,
  ask: RedemptionAsk,
): Promise<StoreRedemption> {
  const attempt = () => db.transaction((tx) => redeemIn(tx, records.within(tx), ask));
  try {
    return await attempt();
  } catch (error) {
    // Its twin committed first: this attempt rolled back, and the next answers the twin's outcome.
    if (error instanceof TwinRedemption) return attempt();
    throw error;
  }
}
