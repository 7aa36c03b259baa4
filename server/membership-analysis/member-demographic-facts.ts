// The demographic reports' facts (docs/schemas.md "Membership analysis: demographics"), registered
// beside the orders' (server/sales/report-facts.ts). `members`: each member (migration 0062's typed
// facts), dated by the business day he signed up, so a range counts the members who signed up in
// it; `memberOrders`: the closed orders that name a member, dated by their business day, counting
// the members who came to each branch. Members belong to their company, not to a shop: a member
// fact has no shop, so a caller who reaches only some shops reads none of them.
import { recordLabel, TODAY } from '../../engine/server';
import type { ArrivalSource, DimensionSource, FactSources, RollupSource } from '../../engine/server';
import { SALES_STATUSES } from '../../protocol/sales-record';
import { calendarDimensions, calendarSql, countWhere, numbered, shopDimension } from '../sales/fact-parts';
import { AGE_BAND_CODES, ageBandSql } from './age-bands';
import { BRANCH_BANDS, VISIT_BANDS, bandCodes, countBandSql } from './member-demographic-bands';
import { GENDER_CODES } from './member-facts-table';

const NS = 'memberDemographics';
/** No shop: a member is his company's. */
const NO_SHOP = 'NULL::integer';

/** A dimension of coded values shown by `memberDemographics:{labels}.{value}`. */
const coded = (
  name: string,
  sql: string,
  labels: string,
  codes: readonly (string | number)[],
): DimensionSource => ({
  sql,
  title: `${NS}:dimensions.${name}`,
  format: typeof codes[0] === 'number' ? 'number' : 'text',
  labelKeys: `${NS}:${labels}`,
  codes,
});

const MEMBER_ARRIVALS: ArrivalSource = {
  from: 'member_fact',
  company: 'company_id',
  shop: NO_SHOP,
  at: 'written_at',
};
// Migration 0016 indexes (company_id, ingested_at) for it.
const ORDER_ARRIVALS: ArrivalSource = {
  from: 'sales_order',
  company: 'company_id',
  shop: 'shop_id',
  at: 'ingested_at',
};

const count = (title: string) => ({ title: `${NS}:measures.${title}`, format: 'count' as const });

/** A roll-up of migration 0062: members by their sign-up day and `dimensions`. */
const membersRollup = (
  table: string,
  dimensions: Record<string, string>,
  measures: RollupSource['measures'] = {},
): RollupSource => ({
  from: table,
  company: 'company_id',
  shop: NO_SHOP,
  date: 'signed_up_on',
  dimensions: { ...calendarSql('signed_up_on'), ...dimensions },
  measures: { members: 'SUM(members)', ...measures },
});

export const MEMBER_DEMOGRAPHIC_FACTS: FactSources = {
  members: {
    from: 'member_fact m',
    company: 'm.company_id',
    shop: NO_SHOP,
    date: 'm.signed_up_on',
    arrivals: MEMBER_ARRIVALS,
    dimensions: {
      ...calendarDimensions('m.signed_up_on'),
      hour: { sql: 'm.signed_up_hour', title: `${NS}:dimensions.hour`, format: 'hour' },
      gender: coded('gender', 'm.gender', 'genders', GENDER_CODES),
      // His age today on the server's calendar, as the member's `age` shows it (member-age.ts): it
      // moves every day, so no roll-up sums it.
      ageBand: coded('ageBand', ageBandSql('m.birthday', TODAY), 'ageBands', AGE_BAND_CODES),
      birthMonth: coded('birthMonth', 'm.birth_month', 'birthMonths', numbered(0, 12)),
      level: {
        sql: 'm.level_id',
        title: `${NS}:dimensions.level`,
        format: 'id',
        label: recordLabel({ name: 'memberLevel' }),
        noneKey: `${NS}:none.level`,
      },
      vip: coded('vip', `CASE WHEN m.vip THEN 'vip' ELSE 'regular' END`, 'vipStanding', ['vip', 'regular']),
      visitBand: coded(
        'visitBand',
        countBandSql(VISIT_BANDS, 'm.visits'),
        'visitBands',
        bandCodes(VISIT_BANDS),
      ),
      branchBand: coded(
        'branchBand',
        countBandSql(BRANCH_BANDS, 'm.shops_visited'),
        'branchBands',
        bandCodes(BRANCH_BANDS),
      ),
    },
    measures: {
      members: { count: '*', ...count('members') },
      vipMembers: { sum: countWhere('m.vip'), ...count('vipMembers') },
      vipShare: { ratio: ['vipMembers', 'members'], title: `${NS}:measures.vipShare`, format: 'percent' },
      withBirthday: { sum: countWhere('m.birthday IS NOT NULL'), ...count('withBirthday') },
      activeMembers: { sum: countWhere('m.visits > 0'), ...count('activeMembers') },
      visits: { sum: 'm.visits', ...count('visits') },
      averageVisits: {
        ratio: ['visits', 'members'],
        title: `${NS}:measures.averageVisits`,
        format: 'number',
      },
    },
    filters: {},
    rollups: [
      membersRollup('member_signup_rollup', { hour: 'signed_up_hour', gender: 'gender' }),
      membersRollup(
        'member_level_rollup',
        { level: 'level_id', vip: `CASE WHEN vip THEN 'vip' ELSE 'regular' END` },
        { vipMembers: 'SUM(CASE WHEN vip THEN members ELSE 0 END)' },
      ),
      // Month 0 is the members without a date of birth.
      membersRollup(
        'member_birth_month_rollup',
        { birthMonth: 'birth_month', gender: 'gender' },
        { withBirthday: 'SUM(CASE WHEN birth_month > 0 THEN members ELSE 0 END)' },
      ),
      // A row holds the members of one count of visits and of branches: each band is a sum of rows.
      membersRollup(
        'member_visit_rollup',
        {
          gender: 'gender',
          visitBand: countBandSql(VISIT_BANDS, 'visits'),
          branchBand: countBandSql(BRANCH_BANDS, 'shops_visited'),
        },
        {
          activeMembers: 'SUM(CASE WHEN visits > 0 THEN members ELSE 0 END)',
          visits: 'SUM(visits * members)',
        },
      ),
    ],
  },
  memberOrders: {
    // Only the orders naming a member: stated, so the partial index of migration 0062 reads them alone.
    from: '(SELECT * FROM sales_order WHERE member_id IS NOT NULL) o',
    company: 'o.company_id',
    shop: 'o.shop_id',
    date: 'o.business_date',
    arrivals: ORDER_ARRIVALS,
    dimensions: { ...calendarDimensions('o.business_date'), shop: shopDimension('o.shop_id') },
    measures: {
      members: { distinct: 'o.member_id', ...count('members') },
      visits: { count: '*', ...count('visits') },
    },
    filters: { status: { sql: 'o.status', values: [...SALES_STATUSES], default: ['closed'] } },
  },
};
