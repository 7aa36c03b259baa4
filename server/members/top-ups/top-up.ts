// A member's top-up by a top-up option (issue 24 item 3, business §3 "Top-up option"): in one
// database transaction, the amount paid in (balance `topUp` against storedValueIssued), the option's
// gift (balance `topUpGift` against storedValueGifted, points `topUpGift` against pointsIssued, the
// lot expiring as the member settings' points do) and its reward coupons. Two ledger transactions,
// as a transaction moves each account once. The caller's key is claimed first (member_top_up), so
// a copy of the request waits for the first, then answers its outcome; the key sent for another
// member or option is refused.
import type { Database, LedgerCause, Queryable, SystemRecords } from '../../../engine/server';
import { BusinessError, invalid } from '../../../engine/server';
import { Status } from '../../../engine/protocol';
import type { TopUp } from '../../../protocol/top-ups';
import { memberLedger } from '../member-ledger';
import { memberSettings, pointsExpiry } from '../member-settings';
import { giftPostings, giveCoupons, holdVolumes, optionRefused, rewardCoupons } from './top-up-rewards';

export interface TopUpRequest {
  companyId: number;
  memberId: number;
  optionId: number;
  /** The ledger's key of the payment: the caller's key under its caller's prefix. */
  key: string;
  by: LedgerCause;
  /** The field of the caller's body naming the member (`id`, `memberId`), for a refusal. */
  memberField: string;
}

type Outcome = Omit<TopUp, 'replayed'>;

/** Claims the key; answers the first outcome when it was claimed before for the same top-up. */
async function claimKey(tx: Queryable, request: TopUpRequest): Promise<Outcome | undefined> {
  const { companyId, key, memberId, optionId } = request;
  const claimed = await tx.query(
    `INSERT INTO member_top_up (company_id, idempotency_key, member_id, top_up_option_id)
     VALUES ($1, $2, $3, $4) ON CONFLICT (company_id, idempotency_key) DO NOTHING RETURNING 1`,
    [companyId, key, memberId, optionId],
  );
  if (claimed.rows.length > 0) return undefined;
  const { rows } = await tx.query<{ memberId: number; optionId: number; outcome: Outcome }>(
    `SELECT member_id AS "memberId", top_up_option_id AS "optionId", outcome
       FROM member_top_up WHERE company_id = $1 AND idempotency_key = $2`,
    [companyId, key],
  );
  const first = rows[0];
  if (!first || first.memberId !== memberId || first.optionId !== optionId)
    throw new BusinessError(Status.keyReused);
  return first.outcome;
}

/** Tops the member up by the option, once per key; refused naming the field when it cannot be. */
export function topUp(db: Database, system: SystemRecords, request: TopUpRequest): Promise<TopUp> {
  const { companyId, memberId, optionId, key, by } = request;
  return db.transaction(async (tx) => {
    const first = await claimKey(tx, request);
    if (first) return { ...first, replayed: true };
    const records = system.within(tx);
    const [member] = await records.matching('member', { companyId }, {}, memberId);
    const [option] = await records.matching('topUpOption', { companyId }, {}, optionId);
    if (!member || !option) throw new BusinessError(Status.notFound);
    if (member.accountStatus === 'suspended')
      throw invalid([
        { field: request.memberField, key: 'members:messages.memberSuspended', label: 'members:member' },
      ]);
    if (option.status !== 'enabled') throw optionRefused('topUps:messages.optionDisabled');
    const settings = await memberSettings(records, companyId);
    if (!settings.enabled || !settings.balanceEnabled) throw optionRefused('topUps:messages.balanceOff');
    const coupons = await rewardCoupons(records, companyId, option);
    await holdVolumes(tx, companyId, coupons);

    const now = new Date();
    const amount = option.amount as number;
    const monetaryReward = option.monetaryReward as number;
    const pointReward = option.pointReward as number;
    const source = { kind: 'topUpOption', id: String(optionId) };
    const payment = await memberLedger.post(tx, {
      companyId,
      key,
      by,
      source,
      postings: [
        { account: 'balance', member: memberId, amount, type: 'topUp' },
        { account: 'storedValueIssued', amount: -amount, type: 'topUp' },
      ],
    });
    const gift = giftPostings(
      memberId,
      monetaryReward,
      pointReward,
      pointsExpiry(now, settings.pointsValidMonths),
    );
    if (gift.length > 0)
      await memberLedger.post(tx, { companyId, key: `topUpGift:${key}`, by, source, postings: gift });

    const given = await giveCoupons(tx, companyId, memberId, key, coupons, now);

    const holdings = await memberLedger.holdings(tx, companyId, memberId);
    const outcome: Outcome = {
      transactionId: payment.transactionId,
      amount,
      monetaryReward,
      pointReward,
      coupons: given,
      balance: holdings.balance ?? 0,
      points: holdings.points ?? 0,
    };
    await tx.query('UPDATE member_top_up SET outcome = $3 WHERE company_id = $1 AND idempotency_key = $2', [
      companyId,
      key,
      JSON.stringify(outcome),
    ]);
    return { ...outcome, replayed: false };
  });
}
