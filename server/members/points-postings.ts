// What the ingest's points moves post (order-points.ts, visit-points.ts): members' points against
// the company's `pointsIssued`, earned as `spending` and taken back as `refund` (business §3 "Points
// history types"), so both count as earned points and never as a restaurant's edit.
import type { LedgerCause, LedgerPosting } from '../../engine/server';
import type { FactTenant } from '../sales/order-writes';
import type { MemberLedgerAccount } from './member-ledger';

/** Who moves them: the till that sent the batch, when one did (the demo's seeding is none). */
export const tillCause = (tenant: FactTenant): { by?: LedgerCause } =>
  tenant.deviceId === null ? {} : { by: { device: tenant.deviceId } };

/**
 * What can be moved of `wanted` points for a member who can spend `spendable`: all of a gift, of a
 * taking back only what he holds (points he spent since are not his to give back).
 */
export const possibleMove = (wanted: number, spendable: number): number =>
  wanted < 0 ? -Math.min(-wanted, spendable) : wanted;

/** The postings of `moves` (none 0): the points earned expire at `expiresAt` (null: never). */
export function issuedPoints(
  moves: readonly { member: number; amount: number }[],
  expiresAt: Date | null,
): LedgerPosting<MemberLedgerAccount>[] {
  const issued = moves.reduce((sum, { amount }) => sum + amount, 0);
  const type = (amount: number) => (amount > 0 ? 'spending' : 'refund');
  return [
    ...moves.map(({ member, amount }) => ({
      account: 'points' as const,
      member,
      amount,
      type: type(amount),
      ...(amount > 0 ? { expiresAt } : {}),
    })),
    ...(issued === 0 ? [] : [{ account: 'pointsIssued' as const, amount: -issued, type: type(issued) }]),
  ];
}
