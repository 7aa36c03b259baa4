// A member's balance and points histories, the lists inside his detail (business §2 member detail,
// §3 "Balance history types", "Points history types"; schemas/members/member.json `detailLists`):
// his ledger entries newest first, each with its type, amount, what he held after it, the reason
// given, the order it belongs to and who made it (a member of staff, a till, or he himself).
import type { DetailListProvider, LedgerHistoryEntry, SystemRecords } from '../../engine/server';
import { authorNames } from './ledger-authors';
import { memberLedger, type MemberLedgerAccount } from './member-ledger';
import { ORDER_POINTS_SOURCE, REDEMPTION_SOURCE } from './order-points-source';

const ORDER_SOURCES: ReadonlySet<string> = new Set([ORDER_POINTS_SOURCE, REDEMPTION_SOURCE]);

/** The order an entry belongs to: the order's id after its shop's in the source id. */
const orderOf = ({ sourceKind, sourceId }: LedgerHistoryEntry): string | null =>
  sourceKind && sourceId && ORDER_SOURCES.has(sourceKind) ? sourceId.slice(sourceId.indexOf(':') + 1) : null;

/** The history of the member's `account` (his balance or his points) as its detail list's rows. */
export function memberHistory(records: SystemRecords, account: MemberLedgerAccount): DetailListProvider {
  return async (q, { record, companyId, limit, offset }) => {
    if (companyId === null || typeof record.id !== 'number') return { rows: [], total: 0 };
    const page = await memberLedger.history(q, companyId, account, record.id, { limit, offset });
    const { users, devices } = await authorNames(records, page.entries);
    const nickname = typeof record.nickname === 'string' ? record.nickname : null;
    return {
      total: page.total,
      rows: page.entries.map((entry) => ({
        at: entry.at,
        type: entry.type,
        amount: entry.amount,
        balanceAfter: entry.balanceAfter,
        reason: entry.reason,
        order: orderOf(entry),
        by:
          (entry.byUser === null ? undefined : users.get(entry.byUser)) ??
          (entry.byDevice === null ? undefined : devices.get(entry.byDevice)) ??
          (entry.byMember === null ? null : nickname),
      })),
    };
  };
}
