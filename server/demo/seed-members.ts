// The demo's members (issue 23 item 7): a company that sells and keeps no members or levels yet gets
// four member levels and a thousand members a shop (member-generator.ts), written through the
// resource service as the member screens write them, so every rule and hook of theirs holds; their
// sign-up stamps spread over the last year; a few suspended by the list's bulk action; and half the
// VIPs an opening stored value, a restaurant edit posted to the ledger as the member screen's edit
// posts it (member-adjustment-plugin.ts). All in one transaction, so a start that stops halfway
// leaves nothing and the next one seeds them whole. Their points come later, from the demo orders
// that name them, through the members module's own step of the ingest (seed-demo-orders.ts). What they
// are offered is seeded with them (seed-member-offers.ts), and so is their marketing consent
// (seed-member-consent.ts).
import type { CheckedSchemas, Region } from '../../engine/schema';
import { systemActor } from '../../engine/server';
import type { Database, Queryable } from '../../engine/server';
import { memberLedger } from '../members/member-ledger';
import { setSignUpTimes } from '../membership-analysis/member-facts-table';
import { demoService } from './demo-service';
import { generateMembers } from './member-generator';
import { seedMemberOffers } from './seed-member-offers';
import { seedMemberConsent } from './seed-member-consent';

export const DEMO_MEMBERS_PER_SHOP = 1_000;

/**
 * Contiguous points ranges, each level earning faster than the one below; set for a café's three
 * months of orders (DEMO_ORDER_DAYS), in which most members stay at the first and a few regulars climb.
 */
export const DEMO_MEMBER_LEVELS = [
  { name: '銅卡會員', name_en: 'Bronze', pointsFrom: 0, pointsTo: 49, spendingPerPoint: 10 },
  { name: '銀卡會員', name_en: 'Silver', pointsFrom: 50, pointsTo: 149, spendingPerPoint: 8 },
  { name: '金卡會員', name_en: 'Gold', pointsFrom: 150, pointsTo: 399, spendingPerPoint: 6 },
  { name: '鑽石會員', name_en: 'Diamond', pointsFrom: 400, spendingPerPoint: 5 },
].map((level) => ({ ...level, status: 'enabled' }));

const OPENING_BALANCE_REASON = '開戶儲值';

export interface MemberSeedSettings {
  timeZone: string;
  region: Region;
}

/** Seeds `companyId`'s levels and members, a thousand for each of its `shops`. */
export async function seedMembers(
  db: Database,
  schemas: CheckedSchemas,
  companyId: number,
  shops: number,
  settings: MemberSeedSettings,
  now: number,
): Promise<void> {
  const service = demoService(db, schemas);
  const actor = systemActor(settings.region);
  const resource = (name: string) => {
    const found = schemas.byName.get(name);
    if (!found) throw new Error(`demo members: no resource ${name}`);
    return found;
  };
  const members = generateMembers(
    `members|${companyId}`,
    DEMO_MEMBERS_PER_SHOP * shops,
    now,
    settings.timeZone,
  );
  await db.transaction(async (tx) => {
    const levelIds: number[] = [];
    for (const level of DEMO_MEMBER_LEVELS)
      levelIds.push(
        (await service.createWithin(tx, resource('memberLevel'), actor, { ...level, companyId })).id,
      );
    // Everyone starts at the first level; his orders move him up (order-points.ts).
    const ids: number[] = [];
    for (const { record } of members)
      ids.push(
        (
          await service.createWithin(tx, resource('member'), actor, {
            ...record,
            companyId,
            memberLevelId: levelIds[0],
          })
        ).id,
      );
    // A sign-up time is the record's creation stamp, which no write may set: the seed's own SQL does,
    // and the membership analysis's facts follow it.
    const signedUp = members.map(({ signedUpAt }) => new Date(signedUpAt).toISOString());
    await tx.query(
      `UPDATE res_member m SET created_at = s.at, updated_at = s.at
         FROM unnest($1::int[], $2::timestamptz[]) AS s (id, at) WHERE m.id = s.id`,
      [ids, signedUp],
    );
    const signUps = ids.map((memberId, n) => ({ memberId, at: signedUp[n] as string }));
    await setSignUpTimes(tx, companyId, signUps, settings.timeZone);
    await seedMemberConsent(tx, resource('member'), companyId);
    await seedMemberOffers(tx, service, schemas, companyId, levelIds, actor);
    const suspend = resource('member').stateMachine?.actions.suspend;
    if (!suspend) throw new Error('demo members: the member has no suspend action');
    const suspended = ids.filter((_, n) => members[n]?.suspended);
    if (suspended.length > 0)
      await service
        .within(tx)
        .transitionMany(resource('member'), 'suspend', suspend, actor, { ids: suspended });
    for (const [n, { openingBalance }] of members.entries()) {
      const member = ids[n] as number;
      if (openingBalance !== undefined) await postOpeningBalance(tx, companyId, member, openingBalance);
    }
  });
}

/** A member's opening stored value: a restaurant edit, posted as the member screen's edit posts it. */
export async function postOpeningBalance(
  tx: Queryable,
  companyId: number,
  member: number,
  amount: number,
): Promise<void> {
  await memberLedger.post(tx, {
    companyId,
    key: `edit:demo-opening-balance-${member}`,
    postings: [
      { account: 'balance', member, amount, type: 'restaurantEdit' },
      { account: 'storedValueEdits', amount: -amount, type: 'restaurantEdit' },
    ],
    source: { kind: 'member', id: String(member) },
    reason: OPENING_BALANCE_REASON,
  });
}
