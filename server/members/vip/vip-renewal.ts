// A member's VIP renewed from his balance (business §3 "renew VIP"): one transaction locks him,
// posts the price from his balance to the company's vipSold account, records the renewal under its
// ledger key and writes his `vip` and `vipUntil` through the resource service inside the same
// transaction (records.within), so no crash can leave the money taken and the date unmoved, or the
// reverse. A replay of the key finds its renewal row and answers it: nothing is extended twice.
import { BusinessError, type Database, type Queryable, type SystemRecords } from '../../../engine/server';
import { Status } from '../../../engine/protocol';
import type { VipDuration, VipRenewal } from '../../../protocol/vip';
import { memberLedger } from '../member-ledger';
import { coveredFrom, renewedUntil, todayIn } from './vip-dates';
import { vipOffer } from './vip-settings';

export interface RenewalRequest {
  companyId: number;
  memberId: number;
  /** The caller's idempotency key. */
  key: string;
  /** The member of staff renewing; null for the system. */
  by: number | null;
  /** The company's time zone and the moment (ms) of the renewal. */
  timeZone: string;
  now: number;
}

interface RenewalRow {
  memberId: number;
  transactionId: string;
  price: number;
  duration: VipDuration;
  vipUntil: string;
}

async function renewalByKey(q: Queryable, companyId: number, ledgerKey: string) {
  const { rows } = await q.query<RenewalRow>(
    `SELECT member_id AS "memberId", transaction_id AS "transactionId", price, duration,
            to_char(vip_until, 'YYYY-MM-DD') AS "vipUntil"
       FROM vip_renewal WHERE company_id = $1 AND ledger_key = $2`,
    [companyId, ledgerKey],
  );
  return rows[0];
}

const money = (cents: number): string => (cents / 100).toFixed(2);

/** The refusal naming his balance and the price it falls short of. */
function balanceShort(balance: number, price: number): BusinessError {
  return new BusinessError(Status.insufficientFunds, {}, [
    {
      field: 'id',
      key: 'vip:refusals.balanceShort',
      label: 'members:fields.balance',
      params: { balance: money(balance), price: money(price) },
    },
  ]);
}

export function renewVip(db: Database, records: SystemRecords, request: RenewalRequest): Promise<VipRenewal> {
  const { companyId, memberId } = request;
  const ledgerKey = `vip:${request.key}`;
  return db.transaction(async (tx) => {
    const within = records.within(tx);
    // His row locked first: renewals of one member with other keys wait and extend from this one.
    const [member] = await within.matching('member', { companyId }, { lock: true }, memberId);
    if (!member) throw new BusinessError(Status.notFound);
    const balanceOf = async () => (await memberLedger.holdings(tx, companyId, memberId)).balance ?? 0;
    const earlier = await renewalByKey(tx, companyId, ledgerKey);
    if (earlier) {
      if (earlier.memberId !== memberId) throw new BusinessError(Status.keyReused);
      const { transactionId, price, duration, vipUntil } = earlier;
      return {
        transactionId: Number(transactionId),
        replayed: true,
        price,
        duration,
        vipUntil,
        balance: await balanceOf(),
      };
    }
    // A suspended member keeps what he holds, as at the till and in the store: none of it is spent.
    if (member.accountStatus === 'suspended')
      throw new BusinessError(Status.invalidInput, {}, [
        { field: 'id', key: 'members:messages.memberSuspended', label: 'members:member' },
      ]);
    const { price, duration } = await vipOffer(within, companyId);
    if (price === null) throw BusinessError.because(Status.invalidInput, 'vip:refusals.notOffered');
    const balance = await balanceOf();
    // The ledger's floor is the guard; this read only lets the refusal say how short he is.
    if (balance < price) throw balanceShort(balance, price);
    const today = todayIn(request.timeZone, request.now);
    const current = typeof member.vipUntil === 'string' ? member.vipUntil : null;
    const vipUntil = renewedUntil(today, current, duration);
    const posted = await memberLedger.post(tx, {
      companyId,
      key: ledgerKey,
      postings: [
        { account: 'balance', member: memberId, amount: -price, type: 'renewVip' },
        { account: 'vipSold', amount: price, type: 'renewVip' },
      ],
      ...(request.by === null ? {} : { by: { user: request.by } }),
      source: { kind: 'member', id: String(memberId) },
    });
    await tx.query(
      `INSERT INTO vip_renewal (company_id, ledger_key, member_id, transaction_id, price, duration,
                                extended_from, vip_until, renewed_by, renewed_at, renewed_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        companyId,
        ledgerKey,
        memberId,
        posted.transactionId,
        price,
        duration,
        coveredFrom(today, current),
        vipUntil,
        request.by,
        new Date(request.now),
        today,
      ],
    );
    await within.modify('member', memberId, { vip: true, vipUntil });
    const after = posted.entries.find((entry) => entry.account === 'balance');
    return {
      transactionId: posted.transactionId,
      replayed: false,
      price,
      duration,
      vipUntil,
      balance: after?.balanceAfter ?? balance - price,
    };
  });
}
