// The demographic reports' facts (docs/schemas.md "Membership analysis: demographics"), registered
// beside the orders' (server/sales/report-facts.ts). `members`: each member (migration 0062's typed
// facts), dated by the business day he signed up, so a range counts the members who signed up in
// it; `memberBranches`: each branch each of those members has closed an order at, counting the new
// members who came to each branch. Members belong to their company, not to a shop: neither fact has a
// shop to scope by, so a caller who reaches only some shops reads none of them.
import { recordLabel, TODAY } from '../../engine/server';
import type { ArrivalSource, DimensionSource, FactSources, RollupSource } from '../../engine/server';
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

/**
 * The age roll-up's rows (migration 0065) as of today: the members whose band changed since it was
 * kept (the hourly job has not moved them yet, age-band-job.ts) taken out of their kept band and
 * counted in today's, so the roll-up answers as the raw facts do, every day.
 */
const AGES_TODAY = `(SELECT company_id, signed_up_on, gender, age_band, sum(members)::int AS members
    FROM (SELECT company_id, signed_up_on, gender, age_band, members FROM member_age_rollup
          UNION ALL
          SELECT company_id, signed_up_on, gender, age_band, -1 FROM member_fact
           WHERE age_band_until <= ${TODAY} AND signed_up_on IS NOT NULL
          UNION ALL
          SELECT company_id, signed_up_on, gender, ${ageBandSql('birthday', TODAY)}, 1 FROM member_fact
           WHERE age_band_until <= ${TODAY} AND signed_up_on IS NOT NULL) kept
   GROUP BY company_id, signed_up_on, gender, age_band HAVING sum(members) <> 0) ages`;

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
      // His age today on the server's calendar, as the member's `age` shows it (member-age.ts).
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
      membersRollup(AGES_TODAY, { gender: 'gender', ageBand: 'age_band' }),
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
  memberBranches: {
    from: 'member_shop_visit v',
    company: 'v.company_id',
    shop: NO_SHOP,
    date: 'v.signed_up_on',
    arrivals: MEMBER_ARRIVALS,
    dimensions: { ...calendarDimensions('v.signed_up_on'), shop: shopDimension('v.shop_id') },
    measures: {
      // A member who came to two branches counts once at each and once in the total.
      members: { distinct: 'v.member_id', ...count('members') },
      visits: { sum: 'v.visits', ...count('visits') },
    },
    filters: {},
    rollups: [
      {
        ...membersRollup('member_shop_rollup', { shop: 'shop_id' }, { visits: 'SUM(visits)' }),
        // A member is in one row per branch: his rows add up by branch only.
        grain: ['shop'],
      },
      // The totals: the members who came to any branch, and all their visits.
      membersRollup(
        'member_visit_rollup',
        {},
        {
          members: 'SUM(CASE WHEN visits > 0 THEN members ELSE 0 END)',
          visits: 'SUM(visits * members)',
        },
      ),
    ],
  },
};
