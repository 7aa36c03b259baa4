// A member's visit points (issue 23 item 3, docs/api.md "Members at the point of sale"), counted
// again whole in the order ingest's members step (order-points.ts) for every member an ingested
// order names or named: what his counted visits earn now (counted-visits.ts, visit-points-rule.ts)
// against what his visit transactions moved so far, the difference posted. A visit uncounted by a
// refund or a deletion shifts every later one's number, so only a recount of all of them is exact;
// it takes back what is no longer earned as far as he holds it, and the rest waits for his next one.
//
// Two shops' ingests may name one member at once: each recounts under his visits lock, taken
// before the step posts anything, so the second reads the first's orders and transactions. The
// keys (`visits:<member>:<n>`) hold a recount that is ever run twice at the same point.
import type { Queryable } from '../../engine/server';
import type { FactTenant } from '../sales/order-writes';
import { countedVisits } from './counted-visits';
import { memberLedger } from './member-ledger';
import { pointsExpiry } from './member-settings';
import { VISIT_POINTS_SOURCE } from './order-points-source';
import { issuedPoints, possibleMove, tillCause } from './points-postings';
import { earningVisits } from './visit-points-rule';

/** Takes `members`' visits locks till the end of the transaction, in id order (no ingests wait in a ring). */
export async function lockVisits(tx: Queryable, members: readonly number[]): Promise<void> {
  if (members.length === 0) return;
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('member_visits'), m) FROM unnest($1::int[]) AS m", [
    [...new Set(members)].sort((a, b) => a - b),
  ]);
}

/** Moves each of `members`' visit points to what his counted visits earn now; his visits lock is held. */
export async function recountVisits(
  tx: Queryable,
  tenant: FactTenant,
  members: readonly number[],
  pointsValidMonths: number,
): Promise<void> {
  if (members.length === 0) return;
  const { companyId } = tenant;
  const ids = [...new Set(members)];
  const visits = await countedVisits(tx, companyId, ids);
  const source = { kind: VISIT_POINTS_SOURCE, ids: ids.map(String) };
  const moved = await memberLedger.sourceMoves(tx, companyId, source, 'points');
  const spendable = await memberLedger.spendable(tx, companyId, 'points', ids);
  for (const member of ids) {
    const earning = earningVisits(visits.get(member) ?? []);
    const before = moved.get(String(member));
    const given = before?.byMember.get(member) ?? 0;
    // Each point given lasts from the visit that earned it; what is no longer earned goes in one.
    const moves =
      earning.length >= given
        ? earning
            .slice(given)
            .map(({ closedAt }) => ({ amount: 1, expiresAt: pointsExpiry(closedAt, pointsValidMonths) }))
        : [{ amount: possibleMove(earning.length - given, spendable.get(member) ?? 0), expiresAt: null }];
    for (const [at, { amount, expiresAt }] of moves.filter(({ amount }) => amount !== 0).entries())
      await memberLedger.post(tx, {
        companyId,
        key: `visits:${member}:${(before?.transactions ?? 0) + at + 1}`,
        source: { kind: VISIT_POINTS_SOURCE, id: String(member) },
        ...tillCause(tenant),
        postings: issuedPoints([{ member, amount }], expiresAt),
      });
  }
}
