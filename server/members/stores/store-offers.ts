// What the member's page offers from the points store: the company's enabled entries of both kinds,
// cheapest first (then coupons, then the oldest), each with what is left of its stock and the postage it takes, and his spendable
// points and balance. An invalid item is offered as no longer redeemable; a closed store offers none.
import type { Queryable, SystemRecords } from '../../../engine/server';
import { STORE_KINDS, type MemberStore, type StoreOffer } from '../../../protocol/points-store';
import { memberLedger } from '../member-ledger';
import { postageOf, STORE_RESOURCES, storeEntry, storeSettings } from './store-entries';
import { drawnOf, remainingOf } from './store-stock';

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

export async function memberStore(
  q: Queryable,
  records: SystemRecords,
  companyId: number,
  memberId: number,
): Promise<MemberStore> {
  const settings = await storeSettings(records, companyId);
  const points = (await memberLedger.spendable(q, companyId, 'points', [memberId])).get(memberId) ?? 0;
  const balance = (await memberLedger.spendable(q, companyId, 'balance', [memberId])).get(memberId) ?? 0;
  if (!settings.open) return { open: false, points, balance, offers: [] };
  const offers: StoreOffer[] = [];
  for (const kind of STORE_KINDS) {
    const found = await records.matching(STORE_RESOURCES[kind], { companyId, status: 'enabled' });
    const drawn = await drawnOf(
      q,
      companyId,
      kind,
      found.map(({ id }) => id as number),
    );
    for (const record of found) {
      const entry = storeEntry(kind, record);
      offers.push({
        kind,
        id: entry.id,
        name: entry.name,
        name_en: textOrNull(record.name_en),
        description: textOrNull(record.description),
        picture: textOrNull(record.picture),
        requiredPoints: entry.requiredPoints,
        remaining: remainingOf(entry.stock, drawn.get(entry.id) ?? 0),
        invalid: entry.invalid,
        postage: postageOf(entry, settings),
      });
    }
  }
  offers.sort((a, b) => a.requiredPoints - b.requiredPoints || a.kind.localeCompare(b.kind) || a.id - b.id);
  return { open: true, points, balance, offers };
}
