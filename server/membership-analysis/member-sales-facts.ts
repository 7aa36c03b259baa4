// The facts of membership analysis's sales reports (docs/schemas.md "Membership analysis: sales"):
// closed orders with the attributes their member had when the order first named him
// (member_order_snapshot, migration 0061), members' and others', and the company's VIP memberships
// sold (vip_renewal) and their terms' ends, renewed or lapsed. A VIP membership is the company's,
// sold at no shop: those two facts have no shop, so a shop manager's reach holds none of them.
import { recordLabel, TODAY } from '../../engine/server';
import type { DimensionSource, FactSources, MeasureSource, RollupSource } from '../../engine/server';
import { SALES_STATUSES } from '../../protocol/sales-record';
import { VIP_DURATIONS } from '../../protocol/vip';
import { CHECK_BANDS, bandCount } from '../sales/consumption-bands';
import { calendarDimensions, calendarSql, countWhere, numbered, shopDimension } from '../sales/fact-parts';
import { AGE_BAND_CODES } from './age-bands';
import { ORDERS_WITH_SNAPSHOTS, SNAPSHOT_COLUMNS } from './member-sales-rollups';
import { GENDERS } from './member-sales-rules';

const LEVEL_NAME = recordLabel({ name: 'memberLevel' });

/** A dimension of coded values, titled `memberSales:dimensions.{name}`, read by `{labelKeys}.{code}`. */
const coded = (
  name: string,
  sql: string,
  labelKeys: string,
  codes: readonly (string | number)[],
): DimensionSource => ({
  sql,
  title: `memberSales:dimensions.${name}`,
  format: typeof codes[0] === 'number' ? 'number' : 'text',
  labelKeys,
  codes,
});

const yesNo = (condition: string, yes: string, no: string) =>
  `CASE WHEN ${condition} THEN '${yes}' ELSE '${no}' END`;

const measure = (namespace: 'reports' | 'memberSales', name: string, format: MeasureSource['format']) => ({
  title: `${namespace}:measures.${name}`,
  format,
});

/** The dimensions over a row's columns, in the raw facts' SQL or a roll-up's. */
const attributeDimensions = (columns: Record<keyof typeof SNAPSHOT_COLUMNS, string>) => ({
  customer: yesNo(columns.member, 'member', 'guest'),
  gender: columns.gender,
  ageBand: columns.ageBand,
  level: columns.level,
  vip: yesNo(columns.vip, 'vip', 'regular'),
  tenure: yesNo(columns.newMember, 'new', 'existing'),
  checkBand: columns.checkBand,
});

const RAW = attributeDimensions(SNAPSHOT_COLUMNS);

const ROLLUP_MEASURES: RollupSource['measures'] = {
  orders: 'SUM(orders)',
  guests: 'SUM(guests)',
  discount: 'SUM(discount)',
  netSales: 'SUM(net_sales)',
  memberOrders: 'SUM(CASE WHEN member THEN orders ELSE 0 END)',
  memberSales: 'SUM(CASE WHEN member THEN net_sales ELSE 0 END)',
};

/** A roll-up of migration 0061 answering `dimensions` (besides the calendar and the shop). */
const rollup = (table: string, dimensions: Record<string, string>): RollupSource => ({
  from: `${table}_rollup`,
  company: 'company_id',
  shop: 'shop_id',
  date: 'business_date',
  dimensions: { ...calendarSql('business_date'), shop: 'shop_id', ...dimensions },
  months: { from: `${table}_month_rollup`, dimensions: ['month', 'shop', ...Object.keys(dimensions)] },
  measures: ROLLUP_MEASURES,
  filters: { member: 'member' },
  holds: { status: ['closed'] },
});

// The attributes' roll-up keeps no check band; the band roll-up (below) does.
const { checkBand: _band, ...ROLLED_ATTRIBUTES } = attributeDimensions({
  member: 'member',
  gender: 'gender',
  ageBand: 'age_band',
  level: 'level_id',
  vip: 'vip',
  newMember: 'new_member',
  checkBand: 'check_band',
});

/** A VIP renewal `r` extends a term still running on its day; else it starts one (a purchase). */
const EXTENDS = 'r.extended_from > r.renewed_on';
/**
 * A term's outcome and reminder, over the columns `renewed` (a later renewal starts the day after it
 * ends), `reminded` (its reminder went out: vip-reminder-job.ts) and its end, which migration 0064's
 * triggers keep on each term and in the roll-up alike. A term ended before today, on the server's
 * calendar as the VIP expiry job reads it, and was not renewed, lapsed.
 */
const termState = (renewed: string, reminded: string, until: string) => ({
  outcome: `CASE WHEN ${renewed} THEN 'renewed' WHEN ${until} < ${TODAY} THEN 'lapsed' ELSE 'running' END`,
  reminded: yesNo(reminded, 'reminded', 'notReminded'),
  lapsed: `NOT ${renewed} AND ${until} < ${TODAY}`,
});
const TERM = termState('r.renewed', 'r.reminded', 'r.vip_until');
const ROLLED_TERM = termState('renewed', 'reminded', 'vip_until');
const termsWhere = (condition: string) => `SUM(CASE WHEN ${condition} THEN terms ELSE 0 END)`;

const VIP_RENEWALS = {
  from: 'vip_renewal r',
  company: 'r.company_id',
  shop: 'NULL::int',
  arrivals: { from: 'vip_renewal', company: 'company_id', shop: 'NULL::int', at: 'renewed_at' },
};

export const MEMBER_SALES_FACTS: FactSources = {
  memberSalesOrders: {
    from: ORDERS_WITH_SNAPSHOTS,
    company: 'o.company_id',
    shop: 'o.shop_id',
    date: 'o.business_date',
    arrivals: { from: 'sales_order', company: 'company_id', shop: 'shop_id', at: 'ingested_at' },
    scene: 'o.scene_id',
    dimensions: {
      ...calendarDimensions('o.business_date'),
      shop: shopDimension('o.shop_id'),
      customer: coded('customer', RAW.customer, 'memberSales:customers', ['member', 'guest']),
      gender: coded('gender', RAW.gender, 'memberSales:genders', GENDERS),
      ageBand: coded('ageBand', RAW.ageBand, 'memberSales:ageBands', AGE_BAND_CODES),
      level: {
        sql: RAW.level,
        title: 'memberSales:dimensions.level',
        format: 'id',
        label: LEVEL_NAME,
        noneKey: 'memberSales:none.level',
      },
      vip: coded('vip', RAW.vip, 'memberSales:vipStatus', ['vip', 'regular']),
      tenure: coded('tenure', RAW.tenure, 'memberSales:tenures', ['new', 'existing']),
      checkBand: coded(
        'checkBand',
        RAW.checkBand,
        CHECK_BANDS.labelKeys,
        numbered(1, bandCount(CHECK_BANDS)),
      ),
    },
    measures: {
      orders: { count: '*', ...measure('reports', 'orders', 'count') },
      netSales: { sum: 'o.net_sales', ...measure('reports', 'netSales', 'money') },
      guests: { sum: 'o.guests', ...measure('reports', 'guests', 'count') },
      discount: { sum: 'o.discount', ...measure('reports', 'discount', 'money') },
      averageCheck: { ratio: ['netSales', 'orders'], ...measure('reports', 'averageCheck', 'money') },
      perGuest: { ratio: ['netSales', 'guests'], ...measure('reports', 'perGuest', 'money') },
      memberOrders: {
        sum: countWhere(SNAPSHOT_COLUMNS.member),
        ...measure('memberSales', 'memberOrders', 'count'),
      },
      memberSales: {
        sum: `CASE WHEN ${SNAPSHOT_COLUMNS.member} THEN o.net_sales ELSE 0 END`,
        ...measure('memberSales', 'memberSales', 'money'),
      },
      memberShare: {
        ratio: ['memberSales', 'netSales'],
        ...measure('memberSales', 'memberShare', 'percent'),
      },
    },
    filters: {
      status: { sql: 'o.status', values: [...SALES_STATUSES], default: ['closed'] },
      member: { sql: SNAPSHOT_COLUMNS.member, values: ['true', 'false'] },
    },
    // The band roll-up first: a shop's day is a few check bands there against every combination of
    // the members' attributes in the other, so a part that needs neither (orders by day, members'
    // against guests' by shop) reads a tenth of the rows.
    rollups: [
      rollup('member_sales_band', { customer: ROLLED_ATTRIBUTES.customer, checkBand: 'check_band' }),
      rollup('member_sales', ROLLED_ATTRIBUTES),
    ],
  },
  memberVipSales: {
    ...VIP_RENEWALS,
    date: 'r.renewed_on',
    dimensions: {
      ...calendarDimensions('r.renewed_on'),
      kind: coded('vipKind', yesNo(EXTENDS, 'renewal', 'purchase'), 'memberSales:vipKinds', [
        'purchase',
        'renewal',
      ]),
      duration: coded('duration', 'r.duration', 'memberSales:durations', VIP_DURATIONS),
    },
    measures: {
      sold: { count: '*', ...measure('memberSales', 'vipSold', 'count') },
      amount: { sum: 'r.price', ...measure('memberSales', 'vipAmount', 'money') },
      purchases: { sum: countWhere(`NOT (${EXTENDS})`), ...measure('memberSales', 'vipPurchases', 'count') },
      renewals: { sum: countWhere(EXTENDS), ...measure('memberSales', 'vipRenewals', 'count') },
      averagePrice: { ratio: ['amount', 'sold'], ...measure('memberSales', 'vipAveragePrice', 'money') },
    },
    filters: {},
    // Migration 0066: the sales by day, kind and duration, kept by vip_renewal's trigger.
    rollups: [
      {
        from: 'vip_sale_rollup',
        company: 'company_id',
        shop: 'NULL::int',
        date: 'renewed_on',
        dimensions: {
          ...calendarSql('renewed_on'),
          kind: yesNo('renewal', 'renewal', 'purchase'),
          duration: 'duration',
        },
        measures: {
          sold: 'SUM(sold)',
          amount: 'SUM(amount)',
          purchases: 'SUM(CASE WHEN renewal THEN 0 ELSE sold END)',
          renewals: 'SUM(CASE WHEN renewal THEN sold ELSE 0 END)',
        },
      },
    ],
  },
  memberVipTerms: {
    ...VIP_RENEWALS,
    date: 'r.vip_until',
    dimensions: {
      ...calendarDimensions('r.vip_until'),
      outcome: coded('outcome', TERM.outcome, 'memberSales:outcomes', ['renewed', 'lapsed', 'running']),
      reminded: coded('reminded', TERM.reminded, 'memberSales:reminders', ['reminded', 'notReminded']),
    },
    measures: {
      terms: { count: '*', ...measure('memberSales', 'vipTerms', 'count') },
      renewed: { sum: countWhere('r.renewed'), ...measure('memberSales', 'vipRenewed', 'count') },
      lapsed: { sum: countWhere(TERM.lapsed), ...measure('memberSales', 'vipLapsed', 'count') },
      reminded: { sum: countWhere('r.reminded'), ...measure('memberSales', 'vipReminded', 'count') },
      renewalRate: { ratio: ['renewed', 'terms'], ...measure('memberSales', 'renewalRate', 'percent') },
    },
    filters: {},
    rollups: [
      {
        from: 'vip_term_rollup',
        company: 'company_id',
        shop: 'NULL::int',
        date: 'vip_until',
        dimensions: {
          ...calendarSql('vip_until'),
          outcome: ROLLED_TERM.outcome,
          reminded: ROLLED_TERM.reminded,
        },
        measures: {
          terms: 'SUM(terms)',
          renewed: termsWhere('renewed'),
          lapsed: termsWhere(ROLLED_TERM.lapsed),
          reminded: termsWhere('reminded'),
        },
      },
    ],
  },
};
