// The members a task's filter finds (business §2 marketing: level, VIP, gender, age, birth month,
// visited branches, last visit, points), as SQL over the member records: the count the form shows
// before saving, and the recipients a run fixes when it starts, come from this one text. Age and
// the last visit are counted from the company's own calendar day, handed in as `today`.
import type { SqlParams } from '../../engine/server';
import { recordRelation, type SystemRecords } from '../../engine/server';
import { consentingSql } from './consent/consent';
import type { MarketingChannel, RecipientFilter } from './task-record';

/** The member fields the filter and the channels read, as typed columns of alias `m`. */
export const MEMBER_COLUMNS = [
  'memberLevelId',
  'vip',
  'vipUntil',
  'gender',
  'birthday',
  'accountStatus',
  'email',
  'phone',
  'countryCode',
  'nickname',
] as const;

export const membersRelation = (records: SystemRecords): string =>
  recordRelation(records.resource('member'), MEMBER_COLUMNS);

const some = <T>(list: readonly T[] | null | undefined): list is readonly T[] =>
  Array.isArray(list) && list.length > 0;

const given = (value: number | null | undefined): value is number => typeof value === 'number';

/** The conditions on `m` (membersRelation) the filter makes; its company is the caller's to add. */
export function filterConditions(filter: RecipientFilter, params: SqlParams, today: string): string[] {
  const where = [`m."accountStatus" IS DISTINCT FROM 'suspended'`];
  if (some(filter.levelIds)) where.push(`m."memberLevelId" = ANY(${params.add(filter.levelIds)}::int[])`);
  if (filter.vipFilter === 'vip') where.push('m.vip');
  if (filter.vipFilter === 'nonVip') where.push('NOT coalesce(m.vip, false)');
  if (some(filter.genders)) where.push(`m.gender = ANY(${params.add(filter.genders)}::text[])`);
  if (given(filter.ageMin) || given(filter.ageMax)) {
    const age = `extract(year FROM age(${params.add(today)}::date, m.birthday::date))`;
    if (given(filter.ageMin)) where.push(`${age} >= ${params.add(filter.ageMin)}`);
    if (given(filter.ageMax)) where.push(`${age} <= ${params.add(filter.ageMax)}`);
  }
  if (some(filter.birthMonths))
    where.push(`extract(month FROM m.birthday::date)::int = ANY(${params.add(filter.birthMonths)}::int[])`);
  if (some(filter.visitedShopIds))
    where.push(`EXISTS (SELECT 1 FROM sales_order o WHERE o.company_id = m.company_id AND o.member_id = m.id
                  AND o.shop_id = ANY(${params.add(filter.visitedShopIds)}::int[]))`);
  // A visit is an order closed for him; "within N days" counts today as the first of them.
  const since = (days: number) => `(${params.add(today)}::date - ${params.add(days - 1)}::int)`;
  const lastVisit = `(SELECT max(o.closed_at) FROM sales_order o WHERE o.company_id = m.company_id AND o.member_id = m.id)`;
  if (given(filter.visitedWithinDays)) where.push(`${lastVisit}::date >= ${since(filter.visitedWithinDays)}`);
  if (given(filter.absentForDays))
    where.push(`coalesce(${lastVisit}::date < ${since(filter.absentForDays)}, true)`);
  if (given(filter.pointsMin) || given(filter.pointsMax)) {
    const points = `coalesce((SELECT la.balance FROM ledger_account la WHERE la.company_id = m.company_id
                      AND la.kind = 'points' AND la.member_id = m.id), 0)`;
    if (given(filter.pointsMin)) where.push(`${points} >= ${params.add(filter.pointsMin)}`);
    if (given(filter.pointsMax)) where.push(`${points} <= ${params.add(filter.pointsMax)}`);
  }
  return where;
}

/** SQL true when `m` can be reached on the channel at all: an address, a pass. */
export function hasAddressSql(channel: MarketingChannel): string {
  switch (channel) {
    case 'email':
      return `coalesce(m.email, '') <> ''`;
    case 'sms':
      return `coalesce(m.phone, '') <> ''`;
    case 'wallet':
      return 'EXISTS (SELECT 1 FROM wallet_pass w WHERE w.company_id = m.company_id AND w.member_id = m.id)';
  }
}

/** SQL true when `m` may be sent marketing on the channel: he consents and has an address there. */
export function reachableSql(channel: MarketingChannel): string {
  return `(${hasAddressSql(channel)} AND ${consentingSql('m', `'${channel}'`)})`;
}
